// Elementwise ops whose operands and results fit a narrower width: signed,
// unsigned and both, index and integer types, vectors, several results,
// ops that must stay (negative values that do not fit unsigned, mixed
// types, unknown ranges).
func.func @unsigned(%a: i64, %b: i64) -> (i64, i64, i64) {
  %c15 = arith.constant 15 : i64
  %x = arith.andi %a, %c15 : i64
  %y = arith.andi %b, %c15 : i64
  %s = arith.addi %x, %y : i64
  %m = arith.muli %x, %y : i64
  %d = arith.divui %s, %y : i64
  return %s, %m, %d : i64, i64, i64
}

func.func @signed(%a: i32, %b: i32) -> (i32, i32) {
  %c-100 = arith.constant -100 : i32
  %c100 = arith.constant 100 : i32
  %lo = arith.maxsi %a, %c-100 : i32
  %x = arith.minsi %lo, %c100 : i32
  %n = arith.subi %x, %c100 : i32
  %e = arith.subi %x, %x : i32
  return %n, %e : i32, i32
}

func.func @index(%i: index, %j: index) -> (index, index, index) {
  %c100 = arith.constant 100 : index
  %c-5 = arith.constant -5 : index
  %x = arith.remui %i, %c100 : index
  %y = arith.remui %j, %c100 : index
  %s = arith.addi %x, %y : index
  %n = arith.addi %x, %c-5 : index
  %m = arith.muli %x, %x : index
  return %s, %n, %m : index, index, index
}

func.func @vectors(%v: vector<4xi32>, %w: vector<4xi32>) -> vector<4xi32> {
  %c7 = arith.constant dense<7> : vector<4xi32>
  %x = arith.andi %v, %c7 : vector<4xi32>
  %y = arith.andi %w, %c7 : vector<4xi32>
  %s = arith.xori %x, %y : vector<4xi32>
  return %s : vector<4xi32>
}

func.func @kept(%a: i64, %b: i64, %c: i1) -> (i64, i64, i64) {
  %c15 = arith.constant 15 : i64
  %x = arith.andi %a, %c15 : i64
  %s = arith.addi %x, %b : i64
  %t = arith.select %c, %x, %s : i64
  %u = arith.extui %c : i1 to i64
  return %s, %t, %u : i64, i64, i64
}

func.func @wide(%a: i64) -> i64 {
  %c1000 = arith.constant 1000 : i64
  %x = arith.minui %a, %c1000 : i64
  %s = arith.addi %x, %x : i64
  return %s : i64
}
