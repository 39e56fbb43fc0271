// Calls: results unpacked from a struct, memref operands unpacked from
// their descriptors, an unranked memref, the values unconverted ops still
// use cast back.
func.func private @pair(i32, memref<?x4xf32>) -> (i32, index)
func.func private @none(memref<*xi8>)

func.func @caller(%a: i32, %m: memref<?x4xf32>, %u: memref<*xi8>) -> index {
  %0:2 = call @pair(%a, %m) : (i32, memref<?x4xf32>) -> (i32, index)
  call @none(%u) : (memref<*xi8>) -> ()
  %1 = "test.use"(%0#0, %m) : (i32, memref<?x4xf32>) -> index
  %2 = arith.addi %0#1, %1 : index
  return %2 : index
}

func.func @blocks(%c: i1, %a: index) -> index {
  cf.cond_br %c, ^bb1(%a : index), ^bb2
^bb1(%x: index):
  return %x : index
^bb2:
  return %a : index
}
