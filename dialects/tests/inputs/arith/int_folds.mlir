// Integer folds at several widths: wrapping, division guards, shifts,
// min/max, extended multiplication and addition.
"test.func"() ({
^bb0(%x: i8, %y: i64, %z: i256):
  %i8_max = arith.constant 127 : i8
  %i8_one = arith.constant 1 : i8
  %i8_m3 = arith.constant -3 : i8
  %0 = arith.addi %i8_max, %i8_one : i8
  %1 = arith.muli %i8_max, %i8_m3 : i8
  %2 = arith.divsi %i8_max, %i8_m3 : i8
  %3 = arith.remsi %i8_m3, %i8_max : i8
  %4 = arith.divui %i8_m3, %i8_max : i8
  %5 = arith.ceildivsi %i8_max, %i8_m3 : i8
  %6 = arith.floordivsi %i8_max, %i8_m3 : i8
  %7 = arith.ceildivui %i8_m3, %i8_max : i8
  %min = arith.constant -128 : i8
  %m1 = arith.constant -1 : i8
  %8 = arith.divsi %min, %m1 : i8
  %zero = arith.constant 0 : i8
  %9 = arith.divui %i8_max, %zero : i8
  %10 = arith.maxsi %i8_m3, %i8_one : i8
  %11 = arith.maxui %i8_m3, %i8_one : i8
  %12 = arith.minsi %x, %min : i8
  %13 = arith.minui %x, %m1 : i8
  %lo, %hi = arith.mulsi_extended %i8_max, %i8_m3 : i8
  %ulo, %uhi = arith.mului_extended %i8_max, %i8_m3 : i8
  %sum, %carry = arith.addui_extended %m1, %i8_one : i8, i1
  %c40 = arith.constant 40 : i64
  %c1 = arith.constant 1 : i64
  %14 = arith.shli %c1, %c40 : i64
  %15 = arith.shrsi %14, %c40 : i64
  %c64 = arith.constant 64 : i64
  %16 = arith.shrui %y, %c64 : i64
  %big = arith.constant 57896044618658097711785492504343953926634992332820282019728792003956564819967 : i256
  %two = arith.constant 2 : i256
  %17 = arith.muli %big, %two : i256
  %18 = arith.addi %z, %big : i256
  %19 = arith.addi %18, %two : i256
  "test.sink"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %lo, %hi, %ulo, %uhi, %sum, %carry, %14, %15, %16, %17, %19) : (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i1, i64, i64, i64, i256, i256) -> ()
}) : () -> ()
