// Remainders by a constant of values already below it, and the ones that
// must stay: a range reaching the modulus, negative values, a modulus
// that is not a constant, zero or negative, vectors.
func.func @trivial(%a: i8, %b: i32, %c: index) -> (i8, i8, i32, index) {
  %c63 = arith.constant 63 : i8
  %c64 = arith.constant 64 : i8
  %x = arith.andi %a, %c63 : i8
  %r0 = arith.remsi %x, %c64 : i8
  %r1 = arith.remui %x, %c64 : i8
  %c100 = arith.constant 100 : i32
  %c50 = arith.constant 50 : i32
  %y = arith.minui %b, %c50 : i32
  %r2 = arith.remui %y, %c100 : i32
  %c8 = arith.constant 8 : index
  %c7 = arith.constant 7 : index
  %z = arith.remui %c, %c7 : index
  %r3 = arith.remsi %z, %c8 : index
  return %r0, %r1, %r2, %r3 : i8, i8, i32, index
}

func.func @kept(%a: i8, %b: i8) -> (i8, i8, i8, i8, i8, i8) {
  %c64 = arith.constant 64 : i8
  %c65 = arith.constant 65 : i8
  %cm1 = arith.constant -1 : i8
  %c0 = arith.constant 0 : i8
  %x = arith.minui %a, %c64 : i8
  %r0 = arith.remsi %x, %c64 : i8
  %r1 = arith.remsi %a, %c64 : i8
  %y = arith.minsi %a, %c0 : i8
  %r2 = arith.remsi %y, %c64 : i8
  %z = arith.andi %a, %c64 : i8
  %r3 = arith.remui %z, %b : i8
  %r4 = arith.remui %z, %cm1 : i8
  %r5 = arith.remsi %z, %c65 : i8
  return %r0, %r1, %r2, %r3, %r4, %r5 : i8, i8, i8, i8, i8, i8
}

func.func @vectors(%v: vector<2xi32>) -> vector<2xi32> {
  %c15 = arith.constant dense<15> : vector<2xi32>
  %c16 = arith.constant dense<16> : vector<2xi32>
  %x = arith.andi %v, %c15 : vector<2xi32>
  %r = arith.remui %x, %c16 : vector<2xi32>
  return %r : vector<2xi32>
}

func.func @unsigned_high(%a: i8) -> i8 {
  %c127 = arith.constant 127 : i8
  %cm128 = arith.constant -128 : i8
  %x = arith.ori %a, %cm128 : i8
  %r = arith.remui %x, %c127 : i8
  return %r : i8
}
