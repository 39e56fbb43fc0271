// scf.index_switch results: unused ones go (with their yields), one every
// region yields the same outer value for is that value, one yielded as
// another result everywhere is that result.
func.func @unused(%i: index, %a: i32, %b: i32) -> i32 {
  %r:3 = scf.index_switch %i -> i64, i32, f32
  case 4 {
    %c = arith.constant 5 : i64
    %f = "test.f"() : () -> f32
    scf.yield %c, %a, %f : i64, i32, f32
  }
  case 7 {
    %c = "test.i"() : () -> i64
    %f = arith.constant 1.5 : f32
    scf.yield %c, %b, %f : i64, i32, f32
  }
  default {
    %c = arith.constant 2 : i64
    %f = arith.constant 2.5 : f32
    scf.yield %c, %a, %f : i64, i32, f32
  }
  return %r#1 : i32
}
func.func @none_used(%i: index, %a: i32) {
  %r = scf.index_switch %i -> i32
  case 0 {
    "test.side"() : () -> ()
    scf.yield %a : i32
  }
  default {
    scf.yield %a : i32
  }
  return
}
func.func @outer(%i: index, %a: i32, %b: i32) -> (i32, i32) {
  %r:2 = scf.index_switch %i -> i32, i32
  case 0 {
    %x = "test.x"() : () -> i32
    scf.yield %b, %x : i32, i32
  }
  case 1 {
    scf.yield %b, %a : i32, i32
  }
  default {
    scf.yield %b, %a : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
func.func @duplicates(%i: index, %a: i32, %b: i32) -> (i32, i32, i32) {
  %r:3 = scf.index_switch %i -> i32, i32, i32
  case 3 {
    %x = "test.x"() : () -> i32
    scf.yield %x, %a, %x : i32, i32, i32
  }
  default {
    scf.yield %b, %b, %b : i32, i32, i32
  }
  return %r#2, %r#1, %r#0 : i32, i32, i32
}
func.func @nested(%i: index, %j: index, %a: i32) -> i32 {
  %r = scf.index_switch %i -> i32
  case 0 {
    %s = scf.index_switch %j -> i32
    case 0 {
      scf.yield %a : i32
    }
    default {
      scf.yield %a : i32
    }
    scf.yield %s : i32
  }
  default {
    scf.yield %a : i32
  }
  return %r : i32
}
