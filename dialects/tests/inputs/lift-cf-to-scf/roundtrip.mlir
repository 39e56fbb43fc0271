// Structured control flow lowered to branches by convert-scf-to-cf, then
// lifted back: the lifting reads the edges in the order the lowering made
// them.
func.func private @use(index)

func.func @for_in_while(%n: index, %flag: i1) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.while (%i = %c0) : (index) -> index {
    %c = arith.cmpi slt, %i, %n : index
    scf.condition(%c) %i : index
  } do {
  ^bb0(%i: index):
    %s = scf.for %k = %c0 to %i step %c1 iter_args(%acc = %c0) -> index {
      %a = arith.addi %acc, %k : index
      scf.yield %a : index
    }
    %next = scf.if %flag -> index {
      %x = arith.addi %i, %s : index
      scf.yield %x : index
    } else {
      %y = arith.addi %i, %c1 : index
      scf.yield %y : index
    }
    scf.yield %next : index
  }
  return %r : index
}

func.func @switch_in_for(%n: index, %f: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %k = %c0 to %n step %c1 {
    %v = scf.index_switch %f -> index
    case 0 {
      scf.yield %k : index
    }
    case 3 {
      %d = arith.addi %k, %k : index
      scf.yield %d : index
    }
    default {
      scf.yield %c0 : index
    }
    func.call @use(%v) : (index) -> ()
  }
  return
}
