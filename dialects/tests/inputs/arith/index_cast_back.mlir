// A cast of an index cast back to the original type is the original value
// (a canonicalization pattern in MLIR 22, not a fold); a cast through a
// narrower type is not.
func.func @index_cast_back(%a: i32, %b: index) -> (i32, i32, index, i64) {
  %1 = arith.index_cast %a : i32 to index
  %2 = arith.index_cast %1 : index to i32
  %3 = arith.index_castui %a : i32 to index
  %4 = arith.index_castui %3 : index to i32
  %5 = arith.index_cast %b : index to i8
  %6 = arith.index_cast %5 : i8 to index
  %7 = arith.index_cast %b : index to i64
  return %2, %4, %6, %7 : i32, i32, index, i64
}
