// Poison operands: folds give poison (materialized as ub.poison), a
// select of poison takes the other side.
"test.func"() ({
^bb0(%x: i16, %c: i1, %f: f64):
  %p = ub.poison : i16
  %pf = ub.poison : f64
  %0 = arith.muli %x, %p : i16
  %1 = arith.subf %pf, %f : f64
  %2 = arith.select %c, %p, %x : i16
  %3 = arith.bitcast %p : i16 to f16
  %4 = arith.extui %p : i16 to i32
  %5 = arith.negf %pf : f64
  %6 = arith.cmpi slt, %p, %x : i16
  "test.sink"(%0, %1, %2, %3, %4, %5, %6) : (i16, f64, i16, f16, i32, f64, i1) -> ()
}) : () -> ()
