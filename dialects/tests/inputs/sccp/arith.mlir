// Arith folds with constant operands: integers, floats, comparisons,
// selects, casts, vectors, and folds to a value rather than a constant.
func.func @integers() -> (i32, i32, i1, i64, i8) {
  %c7 = arith.constant 7 : i32
  %c3 = arith.constant 3 : i32
  %d = arith.divsi %c7, %c3 : i32
  %r = arith.remui %c7, %c3 : i32
  %cmp = arith.cmpi sge, %d, %r : i32
  %ext = arith.extsi %c7 : i32 to i64
  %tr = arith.trunci %c7 : i32 to i8
  return %d, %r, %cmp, %ext, %tr : i32, i32, i1, i64, i8
}

func.func @floats() -> (f32, f64, i1) {
  %a = arith.constant 1.5 : f32
  %b = arith.constant 2.25 : f32
  %m = arith.mulf %a, %b : f32
  %e = arith.extf %m : f32 to f64
  %c = arith.cmpf olt, %a, %b : f32
  return %m, %e, %c : f32, f64, i1
}

func.func @select(%x: i32, %y: i32) -> (i32, i32) {
  %true = arith.constant true
  %s = arith.select %true, %x, %y : i32
  %c9 = arith.constant 9 : i32
  %t = arith.select %true, %c9, %y : i32
  return %s, %t : i32, i32
}

func.func @vectors() -> vector<4xi32> {
  %a = arith.constant dense<3> : vector<4xi32>
  %b = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %s = arith.addi %a, %b : vector<4xi32>
  return %s : vector<4xi32>
}

func.func @to_value(%x: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : i32
  %a = arith.addi %x, %c0 : i32
  %c1 = arith.constant 1 : i32
  %m = arith.muli %c1, %x : i32
  return %a, %m : i32, i32
}

func.func @not_foldable() -> i32 {
  %c1 = arith.constant 1 : i32
  %c0 = arith.constant 0 : i32
  %d = arith.divsi %c1, %c0 : i32
  return %d : i32
}
