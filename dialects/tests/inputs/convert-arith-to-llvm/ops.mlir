// Each lowering: flags carried over (fast-math renamed, overflow,
// exact), casts, comparisons, constants, index casts of each width,
// 1-D vectors, a fold (the select of equal operands).
func.func @f(%a: f64, %b: i32, %c: f32, %v: vector<4xi32>) -> () {
  %0 = arith.truncf %a : f64 to f32
  %1 = arith.extf %c : f32 to f64
  %2 = arith.extui %b : i32 to i64
  %3 = arith.uitofp %b : i32 to f32
  %4 = arith.divsi %b, %b : i32
  %5 = arith.addi %v, %v : vector<4xi32>
  %6 = arith.cmpf olt, %c, %c fastmath<nnan> : f32
  %7 = arith.select %6, %b, %b : i32
  %8 = arith.negf %c : f32
  %9 = arith.trunci %b overflow<nuw> : i32 to i8
  %10 = arith.constant dense<1> : vector<4xi32>
  %11 = arith.index_castui %b : i32 to index
  %12 = arith.shrui %b, %b exact : i32
  return
}
