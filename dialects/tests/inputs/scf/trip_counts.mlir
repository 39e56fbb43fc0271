// Trip counts of scf.for: bounds compared as signed or unsigned numbers of
// their width, differences that wrap, and ub = lb + c only when the addi
// cannot wrap in the loop's comparison (nsw signed, nuw unsigned).
func.func @a(%x: index) -> index {
  %lb = arith.constant -9223372036854775808 : index
  %ub = arith.constant 9223372036854775807 : index
  %s = arith.constant 9223372036854775807 : index
  %r = scf.for %i = %lb to %ub step %s iter_args(%a = %x) -> (index) {
    %n = "test.op"(%a, %i) : (index, index) -> index
    scf.yield %n : index
  }
  return %r : index
}
func.func @a2(%x: index) -> index {
  %lb = arith.constant -9223372036854775808 : index
  %ub = arith.constant 9223372036854775807 : index
  %s = arith.constant 9223372036854775807 : index
  %r = scf.for unsigned %i = %lb to %ub step %s iter_args(%a = %x) -> (index) {
    %n = "test.op"(%a, %i) : (index, index) -> index
    scf.yield %n : index
  }
  return %r : index
}
func.func @b(%x: i8) -> i8 {
  %lb = arith.constant -128 : i8
  %ub = arith.constant 127 : i8
  %s = arith.constant 127 : i8
  %r = scf.for %i = %lb to %ub step %s iter_args(%a = %x) -> (i8) : i8 {
    %n = "test.op"(%a, %i) : (i8, i8) -> i8
    scf.yield %n : i8
  }
  return %r : i8
}
func.func @c(%x: i8, %lb: i8) -> i8 {
  %c = arith.constant 5 : i8
  %s = arith.constant 5 : i8
  %ub = arith.addi %lb, %c : i8
  %r = scf.for %i = %lb to %ub step %s iter_args(%a = %x) -> (i8) : i8 {
    %n = "test.op"(%a, %i) : (i8, i8) -> i8
    scf.yield %n : i8
  }
  return %r : i8
}
func.func @d(%x: i8, %lb: i8) -> i8 {
  %c = arith.constant 5 : i8
  %s = arith.constant 5 : i8
  %ub = arith.addi %lb, %c overflow<nsw> : i8
  %r = scf.for %i = %lb to %ub step %s iter_args(%a = %x) -> (i8) : i8 {
    %n = "test.op"(%a, %i) : (i8, i8) -> i8
    scf.yield %n : i8
  }
  return %r : i8
}
func.func @e(%x: i8, %lb: i8) -> i8 {
  %c = arith.constant 5 : i8
  %s = arith.constant 5 : i8
  %ub = arith.addi %lb, %c overflow<nuw> : i8
  %r = scf.for unsigned %i = %lb to %ub step %s iter_args(%a = %x) -> (i8) : i8 {
    %n = "test.op"(%a, %i) : (i8, i8) -> i8
    scf.yield %n : i8
  }
  return %r : i8
}
func.func @f(%x: i8, %lb: i8) -> i8 {
  %c = arith.constant 5 : i8
  %s = arith.constant 5 : i8
  %ub = arith.addi %c, %lb overflow<nsw> : i8
  %r = scf.for %i = %lb to %ub step %s iter_args(%a = %x) -> (i8) : i8 {
    %n = "test.op"(%a, %i) : (i8, i8) -> i8
    scf.yield %n : i8
  }
  return %r : i8
}
func.func @g(%x: i8, %lb: i8) -> i8 {
  %c = arith.constant 5 : i8
  %s = arith.constant 5 : i8
  %ub = arith.addi %lb, %c overflow<nsw> : i8
  %r = scf.for unsigned %i = %lb to %ub step %s iter_args(%a = %x) -> (i8) : i8 {
    %n = "test.op"(%a, %i) : (i8, i8) -> i8
    scf.yield %n : i8
  }
  return %r : i8
}
func.func @h(%x: i8, %ub: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %r = scf.for %i = %c0 to %ub step %ub iter_args(%a = %x) -> (i8) : i8 {
    %n = "test.op"(%a, %i) : (i8, i8) -> i8
    scf.yield %n : i8
  }
  return %r : i8
}
func.func @i(%x: i8, %lb: i8) -> i8 {
  %c = arith.constant 5 : i8
  %s = arith.constant 2 : i8
  %ub = arith.addi %lb, %c overflow<nsw> : i8
  %r = scf.for %i = %lb to %ub step %s iter_args(%a = %x) -> (i8) : i8 {
    scf.yield %x : i8
  }
  return %r : i8
}
func.func @j(%x: i8, %lb: i8) -> i8 {
  %c = arith.constant -5 : i8
  %s = arith.constant 2 : i8
  %ub = arith.addi %lb, %c overflow<nsw> : i8
  %r = scf.for %i = %lb to %ub step %s iter_args(%a = %x) -> (i8) : i8 {
    %n = "test.op"(%a, %i) : (i8, i8) -> i8
    scf.yield %n : i8
  }
  return %r : i8
}
func.func @k(%x: i8) -> i8 {
  %lb = arith.constant -100 : i8
  %ub = arith.constant 100 : i8
  %s = arith.constant 127 : i8
  %r = scf.for %i = %lb to %ub step %s iter_args(%a = %x) -> (i8) : i8 {
    %n = "test.op"(%a, %i) : (i8, i8) -> i8
    scf.yield %n : i8
  }
  return %r : i8
}
func.func @l(%x: i8) -> i8 {
  %lb = arith.constant 100 : i8
  %ub = arith.constant 200 : i8
  %s = arith.constant 127 : i8
  %r = scf.for unsigned %i = %lb to %ub step %s iter_args(%a = %x) -> (i8) : i8 {
    %n = "test.op"(%a, %i) : (i8, i8) -> i8
    scf.yield %n : i8
  }
  return %r : i8
}
func.func @m(%x: i8) -> i8 {
  %lb = arith.constant 0 : i8
  %ub = arith.constant 200 : i8
  %s = arith.constant 127 : i8
  %r = scf.for unsigned %i = %lb to %ub step %s iter_args(%a = %x) -> (i8) : i8 {
    %n = "test.op"(%a, %i) : (i8, i8) -> i8
    scf.yield %n : i8
  }
  return %r : i8
}
func.func @n(%x: i8) -> i8 {
  %lb = arith.constant 0 : i8
  %ub = arith.constant 200 : i8
  %s = arith.constant 127 : i8
  %r = scf.for unsigned %i = %lb to %ub step %s iter_args(%a = %x) -> (i8) : i8 {
    scf.yield %lb : i8
  }
  return %r : i8
}
func.func @o(%x: i8) -> i8 {
  %lb = arith.constant -100 : i8
  %ub = arith.constant 100 : i8
  %s = arith.constant 127 : i8
  %r = scf.for %i = %lb to %ub step %s iter_args(%a = %x) -> (i8) : i8 {
    scf.yield %lb : i8
  }
  return %r : i8
}
func.func @p(%x: i128) -> i128 {
  %lb = arith.constant 0 : i128
  %ub = arith.constant 200000000000000000000 : i128
  %s = arith.constant 200000000000000000000 : i128
  %r = scf.for unsigned %i = %lb to %ub step %s iter_args(%a = %x) -> (i128) : i128 {
    %n = "test.op"(%a, %i) : (i128, i128) -> i128
    scf.yield %n : i128
  }
  return %r : i128
}
func.func @q(%x: i8, %lb: i8) -> i8 {
  %c = arith.constant 5 : i8
  %s = arith.constant 5 : i8
  %ub = arith.addi %lb, %c overflow<nsw, nuw> : i8
  %r = scf.for unsigned %i = %lb to %ub step %s iter_args(%a = %x) -> (i8) : i8 {
    %n = "test.op"(%a, %i) : (i8, i8) -> i8
    scf.yield %n : i8
  }
  return %r : i8
}
func.func @r(%x: i8, %lb: i8) -> i8 {
  %c = arith.constant 5 : i8
  %s = arith.constant 5 : i8
  %ub = arith.addi %lb, %c overflow<nuw> : i8
  %r = scf.for %i = %lb to %ub step %s iter_args(%a = %x) -> (i8) : i8 {
    %n = "test.op"(%a, %i) : (i8, i8) -> i8
    scf.yield %n : i8
  }
  return %r : i8
}
func.func @s(%x: i8, %lb: i8) -> i8 {
  %c = arith.constant 200 : i8
  %s = arith.constant 100 : i8
  %ub = arith.addi %lb, %c overflow<nuw> : i8
  %r = scf.for unsigned %i = %lb to %ub step %s iter_args(%a = %x) -> (i8) : i8 {
    scf.yield %x : i8
  }
  return %r : i8
}
func.func @max_to_min() -> index {
  %max = arith.constant 9223372036854775807 : index
  %min = arith.constant -9223372036854775808 : index
  %c2 = arith.constant 2 : index
  %r = scf.for %i = %max to %min step %c2 iter_args(%a = %c2) -> (index) {
    scf.yield %max : index
  }
  return %r : index
}
