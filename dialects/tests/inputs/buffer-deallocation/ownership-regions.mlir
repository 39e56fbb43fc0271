// Ownership through scf regions: ifs, loops, whiles-free nests, selects,
// calls to private and public functions, globals, views and allocas.
func.func private @callee(%a: memref<4xi32>) -> memref<4xi32> {
  %0 = memref.alloc() : memref<4xi32>
  memref.copy %a, %0 : memref<4xi32> to memref<4xi32>
  return %0 : memref<4xi32>
}

func.func @public_callee(%a: memref<4xi32>) -> memref<4xi32> {
  return %a : memref<4xi32>
}

func.func @calls(%a: memref<4xi32>, %c: i1) -> memref<4xi32> {
  %0 = call @callee(%a) : (memref<4xi32>) -> memref<4xi32>
  %1 = call @public_callee(%0) : (memref<4xi32>) -> memref<4xi32>
  %2 = memref.alloca() : memref<4xi32>
  %3 = arith.select %c, %1, %2 : memref<4xi32>
  return %3 : memref<4xi32>
}

func.func @nested_loops(%lb: index, %ub: index, %step: index, %buf: memref<2xf32>, %cond: i1) -> memref<2xf32> {
  %0 = memref.alloc() : memref<2xf32>
  %1 = scf.for %i = %lb to %ub step %step iter_args(%it = %buf) -> memref<2xf32> {
    %2 = scf.for %j = %lb to %ub step %step iter_args(%it2 = %it) -> memref<2xf32> {
      %3 = scf.if %cond -> (memref<2xf32>) {
        %4 = memref.alloc() : memref<2xf32>
        memref.copy %it2, %4 : memref<2xf32> to memref<2xf32>
        scf.yield %4 : memref<2xf32>
      } else {
        scf.yield %0 : memref<2xf32>
      }
      scf.yield %3 : memref<2xf32>
    }
    scf.yield %2 : memref<2xf32>
  }
  return %1 : memref<2xf32>
}

func.func @view_of_alloc(%n: index, %out: memref<?xf32, strided<[1], offset: ?>>) {
  %0 = memref.alloc(%n) : memref<?xf32>
  %1 = memref.subview %0[1] [%n] [1] : memref<?xf32> to memref<?xf32, strided<[1], offset: 1>>
  %2 = memref.cast %1 : memref<?xf32, strided<[1], offset: 1>> to memref<?xf32, strided<[1], offset: ?>>
  memref.copy %2, %out : memref<?xf32, strided<[1], offset: ?>> to memref<?xf32, strided<[1], offset: ?>>
  return
}

memref.global "private" constant @table : memref<3xi8> = dense<[1, 2, 3]>

func.func @global_and_loop_result(%n: index) -> (memref<3xi8>, memref<3xi8>) {
  %g = memref.get_global @table : memref<3xi8>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %g) -> memref<3xi8> {
    %y = memref.alloc() : memref<3xi8>
    scf.yield %y : memref<3xi8>
  }
  return %g, %r : memref<3xi8>, memref<3xi8>
}

func.func @unranked_result(%n: index) -> memref<*xf32> {
  %0 = memref.alloc(%n) : memref<?xf32>
  %1 = memref.cast %0 : memref<?xf32> to memref<*xf32>
  return %1 : memref<*xf32>
}
