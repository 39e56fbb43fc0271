// What the Toy tutorial's chapter 6 lowers: a module of func, arith, cf
// and memref ops (buffers filled and read in loops of branches, a
// function taking and returning a memref) lowered fully to llvm.
func.func private @consume(memref<2x3xf64>)

func.func @fill(%m: memref<2x3xf64>, %x: f64) -> memref<2x3xf64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  cf.br ^rows(%c0 : index)
^rows(%i: index):
  %more = arith.cmpi slt, %i, %c2 : index
  cf.cond_br %more, ^cols(%c0 : index), ^done
^cols(%j: index):
  %in = arith.cmpi slt, %j, %c3 : index
  cf.cond_br %in, ^body, ^next
^body:
  %old = memref.load %m[%i, %j] : memref<2x3xf64>
  %new = arith.addf %old, %x : f64
  memref.store %new, %m[%i, %j] : memref<2x3xf64>
  %j1 = arith.addi %j, %c1 : index
  cf.br ^cols(%j1 : index)
^next:
  %i1 = arith.addi %i, %c1 : index
  cf.br ^rows(%i1 : index)
^done:
  return %m : memref<2x3xf64>
}

func.func @main() {
  %buf = memref.alloc() : memref<2x3xf64>
  %one = arith.constant 1.0 : f64
  %r = call @fill(%buf, %one) : (memref<2x3xf64>, f64) -> memref<2x3xf64>
  call @consume(%r) : (memref<2x3xf64>) -> ()
  memref.dealloc %buf : memref<2x3xf64>
  return
}
