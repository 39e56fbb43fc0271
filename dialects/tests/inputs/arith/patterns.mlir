// Canonicalization patterns: reassociation of constants, casts of casts,
// select simplifications, comparisons of extensions and of int-to-float.
"test.func"() ({
^bb0(%x: i32, %y: i32, %b: i1, %n: i16, %f: f32, %g: f32):
  %c3 = arith.constant 3 : i32
  %c9 = arith.constant 9 : i32
  %0 = arith.subi %c9, %x overflow<nsw> : i32
  %1 = arith.addi %0, %c3 overflow<nsw> : i32
  %2 = arith.muli %x, %c3 : i32
  %3 = arith.muli %2, %c9 : i32
  %m1 = arith.constant -1 : i32
  %4 = arith.muli %y, %m1 : i32
  %5 = arith.addi %4, %x : i32
  %6 = arith.extsi %n : i16 to i32
  %7 = arith.extsi %n : i16 to i32
  %8 = arith.cmpi eq, %6, %7 : i32
  %9 = arith.extui %n : i16 to i32
  %10 = arith.extsi %9 : i32 to i64
  %11 = arith.trunci %10 : i64 to i16
  %one = arith.constant 1 : i32
  %zero = arith.constant 0 : i32
  %12 = arith.select %b, %one, %zero : i32
  %13 = arith.select %b, %zero, %one : i32
  %14 = arith.select %b, %12, %13 : i32
  %15 = arith.sitofp %n : i16 to f32
  %c = arith.constant 4.5 : f32
  %16 = arith.cmpf oge, %15, %c : f32
  %17 = arith.negf %f : f32
  %18 = arith.negf %g : f32
  %19 = arith.divf %17, %18 fastmath<fast> : f32
  %20 = arith.xori %8, %true : i1
  %true = arith.constant true
  "test.sink"(%1, %3, %5, %8, %11, %14, %16, %19, %20) : (i32, i32, i32, i1, i16, i32, i1, f32, i1) -> ()
}) : () -> ()
