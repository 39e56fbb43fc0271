// Values not known until run time: arguments, loads, and what is
// computed from them, next to constants.
func.func @mixed(%arg0: i32, %m: memref<4xi32>) -> (i32, i32, i32) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : i32
  %v = memref.load %m[%c0] : memref<4xi32>
  %a = arith.addi %v, %arg0 : i32
  %b = arith.muli %c2, %c2 : i32
  %c = arith.addi %a, %b : i32
  %dim = arith.constant 4 : index
  %d = arith.index_cast %dim : index to i32
  memref.store %c, %m[%c0] : memref<4xi32>
  return %c, %b, %d : i32, i32, i32
}

func.func @commutative(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %a = arith.addi %c1, %x : i32
  %b = arith.addi %c1, %a : i32
  return %b : i32
}
