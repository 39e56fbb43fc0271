// Comparisons: cmpi in the signedness its predicate asks (index as
// size_t or ptrdiff_t), cmpf with NaN checks for ordered and unordered
// predicates, constants for false and true; select as a conditional.
func.func @cmpi(%a: i64, %b: i64, %i: index, %j: index) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %0 = arith.cmpi eq, %a, %b : i64
  %1 = arith.cmpi ne, %a, %b : i64
  %2 = arith.cmpi slt, %a, %b : i64
  %3 = arith.cmpi sle, %a, %b : i64
  %4 = arith.cmpi sgt, %a, %b : i64
  %5 = arith.cmpi sge, %a, %b : i64
  %6 = arith.cmpi ult, %a, %b : i64
  %7 = arith.cmpi ule, %a, %b : i64
  %8 = arith.cmpi ugt, %a, %b : i64
  %9 = arith.cmpi uge, %a, %b : i64
  %10 = arith.cmpi sge, %i, %j : index
  %11 = arith.cmpi ule, %i, %j : index
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @cmpf(%a: f64, %b: f64) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
  %0 = arith.cmpf false, %a, %b : f64
  %1 = arith.cmpf oeq, %a, %b : f64
  %2 = arith.cmpf ogt, %a, %b : f64
  %3 = arith.cmpf ord, %a, %b : f64
  %4 = arith.cmpf ult, %a, %b : f64
  %5 = arith.cmpf une, %a, %b : f64
  %6 = arith.cmpf uno, %a, %b : f64
  %7 = arith.cmpf true, %a, %b : f64
  return %0, %1, %2, %3, %4, %5, %6, %7 : i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @select(%c: i1, %a: i32, %b: i32, %i: index, %t: tensor<4xf32>) -> (i32, index, tensor<4xf32>) {
  %0 = arith.select %c, %a, %b : i32
  %1 = arith.select %c, %i, %i : index
  %2 = arith.select %c, %t, %t : tensor<4xf32>
  return %0, %1, %2 : i32, index, tensor<4xf32>
}
