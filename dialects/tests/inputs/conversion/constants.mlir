// Constant bounds, conditions and cases: the conversion lowers, it does not
// fold (a loop that never runs still becomes blocks).
func.func @f(%x: i32) -> (i32, i32, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %true = arith.constant true
  %r = scf.for %i = %c0 to %c0 step %c1 iter_args(%a = %x) -> i32 {
    scf.yield %a : i32
  }
  %s = scf.if %true -> i32 {
    scf.yield %x : i32
  } else {
    scf.yield %r : i32
  }
  %w = scf.index_switch %c1 -> index
  case 1 {
    scf.yield %c0 : index
  }
  default {
    scf.yield %c1 : index
  }
  %e = scf.execute_region -> i32 {
    scf.yield %x : i32
  }
  return %r, %s, %w : i32, i32, index
}
