// Comparisons of operands that fit a narrower width, each cast its own
// way, and index casts there and back that cancel out.
func.func @cmp(%a: i64, %b: i64, %i: index) -> (i1, i1, i1, i1) {
  %c15 = arith.constant 15 : i64
  %cm4 = arith.constant -4 : i64
  %x = arith.andi %a, %c15 : i64
  %y = arith.ori %b, %cm4 : i64
  %lt = arith.cmpi slt, %x, %y : i64
  %eq = arith.cmpi eq, %x, %x : i64
  %ne = arith.cmpi ne, %x, %b : i64
  %c9 = arith.constant 9 : index
  %j = arith.remui %i, %c9 : index
  %c3 = arith.constant 3 : index
  %ge = arith.cmpi uge, %j, %c3 : index
  return %lt, %eq, %ne, %ge : i1, i1, i1, i1
}

func.func @cast_chains(%a: i8, %b: i32, %c: i16) -> (i8, i32, i16, i8) {
  %0 = arith.index_cast %a : i8 to index
  %1 = arith.index_cast %0 : index to i8
  %2 = arith.index_castui %b : i32 to index
  %3 = arith.index_castui %2 : index to i32
  %4 = arith.index_cast %c : i16 to index
  %5 = arith.index_cast %4 : index to i16
  %6 = arith.index_castui %a : i8 to index
  %7 = arith.index_cast %6 : index to i8
  return %1, %3, %5, %7 : i8, i32, i16, i8
}

func.func @loop(%n: index, %m: memref<?xindex>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c100 = arith.constant 100 : index
  scf.for %i = %c0 to %c100 step %c1 {
    %j = arith.addi %i, %c1 : index
    %k = arith.muli %j, %j : index
    memref.store %k, %m[%i] : memref<?xindex>
  }
  return
}
