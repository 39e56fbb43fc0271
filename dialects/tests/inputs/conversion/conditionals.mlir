// scf.if, scf.execute_region and scf.index_switch, with and without results.
func.func @select(%c: i1, %x: f32, %y: f32) -> f32 {
  %r = scf.if %c -> f32 {
    %n = arith.negf %x : f32
    scf.yield %n : f32
  } else {
    scf.yield %y : f32
  }
  scf.if %c {
    "test.then_only"() : () -> ()
  }
  return %r : f32
}

func.func @regions(%c: i1, %i: index, %a: i64, %b: i64) -> i64 {
  %v = scf.execute_region -> i64 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield %a : i64
  ^bb2:
    %s = arith.subi %a, %b : i64
    scf.yield %s : i64
  }
  %w:2 = scf.index_switch %i -> i64, i1
  case 2 {
    scf.yield %v, %c : i64, i1
  }
  case 7 {
    %t = arith.constant true
    scf.yield %b, %t : i64, i1
  }
  case 4294967298 {
    scf.yield %a, %c : i64, i1
  }
  default {
    %f = arith.constant false
    scf.yield %a, %f : i64, i1
  }
  scf.index_switch %i
  default {
    "test.only_default"() : () -> ()
    scf.yield
  }
  "test.sink"(%w#1) : (i1) -> ()
  return %w#0 : i64
}
