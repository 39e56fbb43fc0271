// What the origins of buffers tell the deallocs: allocations are distinct
// from each other and from arguments, a view is its source, a select may
// be either operand, a loop argument may be its init.
func.func @retained_is_memref(%a: memref<4xf32>, %c: i1, %d: i1) -> (i1, i1) {
  %v = memref.subview %a[1] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
  %0:2 = bufferization.dealloc (%a : memref<4xf32>) if (%c) retain (%v, %a : memref<2xf32, strided<[1], offset: 1>>, memref<4xf32>)
  return %0#0, %0#1 : i1, i1
}

func.func @retained_never_allocations(%c: i1, %arg: memref<4xf32>) -> (i1, i1, i1) {
  %x = memref.alloc() : memref<4xf32>
  %y = memref.alloc() : memref<4xf32>
  %0:3 = bufferization.dealloc (%x : memref<4xf32>) if (%c) retain (%y, %arg, %x : memref<4xf32>, memref<4xf32>, memref<4xf32>)
  return %0#0, %0#1, %0#2 : i1, i1, i1
}

func.func @split(%c0: i1, %c1: i1, %c2: i1, %arg: memref<4xf32>) -> i1 {
  %x = memref.alloc() : memref<4xf32>
  %y = memref.alloc() : memref<4xf32>
  %s = arith.select %c0, %x, %y : memref<4xf32>
  %0 = bufferization.dealloc (%x, %y, %arg : memref<4xf32>, memref<4xf32>, memref<4xf32>) if (%c0, %c1, %c2) retain (%s : memref<4xf32>)
  return %0 : i1
}

func.func @always_deallocated(%a: memref<4xf32>, %b: memref<4xf32>) -> (i1, i1) {
  %true = arith.constant true
  %ba, %o, %sz, %st = memref.extract_strided_metadata %b : memref<4xf32> -> memref<f32>, index, index, index
  %0:2 = bufferization.dealloc (%a, %ba : memref<4xf32>, memref<f32>) if (%true, %true) retain (%a, %b : memref<4xf32>, memref<4xf32>)
  return %0#0, %0#1 : i1, i1
}

func.func @loop(%init: memref<4xf32>, %lb: index, %ub: index, %step: index) {
  %true = arith.constant true
  %false = arith.constant false
  %r:2 = scf.for %i = %lb to %ub step %step iter_args(%it = %init, %own = %false) -> (memref<4xf32>, i1) {
    %x = memref.alloc() : memref<4xf32>
    %b, %o, %sz, %st = memref.extract_strided_metadata %it : memref<4xf32> -> memref<f32>, index, index, index
    %d:2 = bufferization.dealloc (%b, %x : memref<f32>, memref<4xf32>) if (%own, %true) retain (%x, %init : memref<4xf32>, memref<4xf32>)
    scf.yield %x, %d#0 : memref<4xf32>, i1
  }
  %b, %o, %sz, %st = memref.extract_strided_metadata %r#0 : memref<4xf32> -> memref<f32>, index, index, index
  bufferization.dealloc (%b : memref<f32>) if (%r#1)
  return
}

func.func @unknown_origin(%c: i1) -> i1 {
  %g = memref.get_global @g : memref<4xf32>
  %x = memref.alloc() : memref<4xf32>
  %0 = bufferization.dealloc (%x : memref<4xf32>) if (%c) retain (%g : memref<4xf32>)
  return %0 : i1
}
memref.global "private" constant @g : memref<4xf32> = dense<0.0>
