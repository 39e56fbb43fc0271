// Values the ranges prove constant: comparisons, bounded arithmetic,
// casts, vectors and tensors (splat constants), and ops kept for their
// side effects.
func.func @cmp(%a: i32) -> (i1, i1, i1) {
  %c10 = arith.constant 10 : i32
  %c20 = arith.constant 20 : i32
  %x = arith.minui %a, %c10 : i32
  %lt = arith.cmpi ult, %x, %c20 : i32
  %ge = arith.cmpi uge, %x, %c20 : i32
  %eq = arith.cmpi eq, %x, %c10 : i32
  return %lt, %ge, %eq : i1, i1, i1
}

func.func @arith(%a: i8, %b: index) -> (i8, i8, index, i64) {
  %c0 = arith.constant 0 : i8
  %c4 = arith.constant 4 : i8
  %m = arith.andi %a, %c0 : i8
  %s = arith.addi %m, %c4 : i8
  %sh = arith.shrui %s, %c4 : i8
  %c1 = arith.constant 1 : index
  %r = arith.remui %b, %c1 : index
  %i = arith.index_cast %r : index to i64
  return %s, %sh, %r, %i : i8, i8, index, i64
}

func.func @shaped(%v: vector<4xi32>, %t: tensor<2xi16>) -> (vector<4xi32>, tensor<2xi16>) {
  %z = arith.constant dense<0> : vector<4xi32>
  %a = arith.andi %v, %z : vector<4xi32>
  %c3 = arith.constant dense<3> : tensor<2xi16>
  %o = arith.ori %t, %c3 : tensor<2xi16>
  %s = arith.shrui %o, %c3 : tensor<2xi16>
  %b = arith.andi %s, %c3 : tensor<2xi16>
  %k = arith.andi %t, %c3 : tensor<2xi16>
  %q = arith.shli %k, %c3 : tensor<2xi16>
  return %a, %q : vector<4xi32>, tensor<2xi16>
}

func.func @side_effects(%m: memref<4xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %c7 = arith.constant 7 : i32
  %v = memref.load %m[%c0] : memref<4xi32>
  %x = arith.andi %v, %c7 : i32
  %y = arith.divui %x, %c7 : i32
  %u = "some.effect"(%y) : (i32) -> i32
  %z = arith.muli %y, %c7 : i32
  return %z : i32
}

func.func @unused(%a: i1) {
  %f = arith.constant false
  %x = arith.andi %a, %f : i1
  return
}
