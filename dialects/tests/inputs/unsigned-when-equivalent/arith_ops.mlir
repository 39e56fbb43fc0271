// Each arith op's inferred range, probed by signed ops on its result.
func.func @binary(%a: i32, %b: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %c3 = arith.constant 3 : i32
  %c4 = arith.constant 4 : i32
  %c100 = arith.constant 100 : i32
  %cm5 = arith.constant -5 : i32
  %x = arith.minui %a, %c100 : i32
  %y = arith.maxsi %b, %c3 : i32
  %add = arith.addi %x, %c4 : i32
  %sub = arith.subi %x, %c4 : i32
  %sub2 = arith.subi %c100, %x : i32
  %mul = arith.muli %x, %c4 : i32
  %mulneg = arith.muli %x, %cm5 : i32
  %and = arith.andi %a, %c100 : i32
  %or = arith.ori %x, %c3 : i32
  %xor = arith.xori %x, %c3 : i32
  %shl = arith.shli %x, %c3 : i32
  %shrs = arith.shrsi %a, %c3 : i32
  %shru = arith.shrui %a, %c3 : i32
  %rem = arith.remui %a, %c4 : i32
  %d0 = arith.divsi %add, %c4 : i32
  %d1 = arith.divsi %sub, %c4 : i32
  %d2 = arith.divsi %sub2, %c4 : i32
  %d3 = arith.divsi %mul, %c4 : i32
  %d4 = arith.divsi %mulneg, %c4 : i32
  %d5 = arith.divsi %and, %c4 : i32
  %d6 = arith.divsi %or, %y : i32
  %d7 = arith.remsi %xor, %y : i32
  %d8 = arith.divsi %shl, %c4 : i32
  %d9 = arith.divsi %shrs, %c4 : i32
  %d10 = arith.divsi %shru, %c4 : i32
  %d11 = arith.maxsi %rem, %c0 : i32
  return %d0, %d1, %d2, %d3, %d4, %d5, %d6, %d7, %d8, %d9, %d10, %d11 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
}

func.func @divisions(%a: i16, %b: i16) -> (i16, i16, i16, i16, i16, i16, i1, i1) {
  %c2 = arith.constant 2 : i16
  %c7 = arith.constant 7 : i16
  %cm7 = arith.constant -7 : i16
  %c1000 = arith.constant 1000 : i16
  %x = arith.minui %a, %c1000 : i16
  %n = arith.subi %x, %c1000 : i16
  %q = arith.divui %x, %c7 : i16
  %cq = arith.ceildivui %x, %c7 : i16
  %cs = arith.ceildivsi %n, %cm7 : i16
  %fs = arith.floordivsi %n, %c7 : i16
  %rs = arith.remsi %n, %c7 : i16
  %ms = arith.minsi %n, %c2 : i16
  %r0 = arith.divsi %q, %c2 : i16
  %r1 = arith.divsi %cq, %c2 : i16
  %r2 = arith.divsi %cs, %c2 : i16
  %r3 = arith.divsi %fs, %c2 : i16
  %r4 = arith.remsi %rs, %c2 : i16
  %r5 = arith.maxsi %ms, %c2 : i16
  %t0 = arith.cmpi slt, %cs, %c2 : i16
  %t1 = arith.cmpi sge, %q, %c7 : i16
  return %r0, %r1, %r2, %r3, %r4, %r5, %t0, %t1 : i16, i16, i16, i16, i16, i16, i1, i1
}

func.func @flags(%a: i8) -> (i8, i8, i8, i8) {
  %c100 = arith.constant 100 : i8
  %c3 = arith.constant 3 : i8
  %x = arith.minui %a, %c100 : i8
  %wrap = arith.addi %x, %c100 : i8
  %nsw = arith.addi %x, %c100 overflow<nsw> : i8
  %nuw = arith.muli %x, %c3 overflow<nuw> : i8
  %shl = arith.shli %x, %c3 overflow<nsw, nuw> : i8
  %r0 = arith.divsi %wrap, %c3 : i8
  %r1 = arith.divsi %nsw, %c3 : i8
  %r2 = arith.divsi %nuw, %c3 : i8
  %r3 = arith.divsi %shl, %c3 : i8
  return %r0, %r1, %r2, %r3 : i8, i8, i8, i8
}
