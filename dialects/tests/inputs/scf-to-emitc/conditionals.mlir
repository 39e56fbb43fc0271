// scf.if with and without else and results, and scf.index_switch with
// and without results, nested in each other.
func.func @select(%c: i1, %x: f32, %y: f32) -> f32 {
  %r = scf.if %c -> f32 {
    %n = arith.negf %x : f32
    scf.yield %n : f32
  } else {
    scf.yield %y : f32
  }
  return %r : f32
}
func.func @then_only(%c: i1) {
  scf.if %c {
    "test.then"() : () -> ()
  }
  return
}
func.func @switch(%i: index, %c: i1) -> (i32, index) {
  %r:2 = scf.index_switch %i -> i32, index
  case 1 {
    %a = arith.constant 1 : i32
    scf.yield %a, %i : i32, index
  }
  case 4 {
    %b = scf.if %c -> i32 {
      %t = arith.constant 2 : i32
      scf.yield %t : i32
    } else {
      %e = arith.constant 3 : i32
      scf.yield %e : i32
    }
    scf.yield %b, %i : i32, index
  }
  default {
    %d = arith.constant 0 : i32
    %z = arith.constant 0 : index
    scf.yield %d, %z : i32, index
  }
  return %r#0, %r#1 : i32, index
}
