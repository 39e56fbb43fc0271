// Control-flow sinking into the regions of scf.if and scf.index_switch.

// Each op goes to the one region that uses it, with the ops only it uses;
// an op used in both regions, or after the scf.if, stays.
func.func @if_regions(%c: i1, %a: i32, %b: i32) -> (i32, i32) {
  %0 = arith.addi %a, %b : i32
  %1 = arith.muli %0, %b : i32
  %2 = arith.subi %a, %b : i32
  %3 = arith.xori %a, %b : i32
  %4 = arith.ori %a, %b : i32
  %r = scf.if %c -> i32 {
    %5 = arith.addi %1, %3 : i32
    scf.yield %5 : i32
  } else {
    %6 = arith.addi %2, %3 : i32
    %7 = arith.addi %6, %4 : i32
    scf.yield %7 : i32
  }
  return %r, %4 : i32, i32
}

// Uses nested deeper in a region count as uses in it; an op with unknown
// effects stays.
func.func @nested(%c: i1, %a: i32, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = arith.addi %a, %a : i32
  %1 = "test.value"(%a) : (i32) -> i32
  %r = scf.if %c -> i32 {
    %2 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a) -> i32 {
      %3 = arith.addi %x, %0 : i32
      scf.yield %3 : i32
    }
    %4 = arith.addi %2, %1 : i32
    scf.yield %4 : i32
  } else {
    scf.yield %a : i32
  }
  return %r : i32
}

// A constant condition leaves one region that may run: only it receives
// ops.
func.func @constant_condition(%a: i32, %b: i32) -> i32 {
  %true = arith.constant true
  %0 = arith.addi %a, %b : i32
  %1 = arith.muli %a, %b : i32
  %r = scf.if %true -> i32 {
    scf.yield %0 : i32
  } else {
    scf.yield %1 : i32
  }
  return %r : i32
}

// scf.index_switch: every region at most once, or only the live one for
// a constant argument.
func.func @switch(%i: index, %a: i32, %b: i32) -> (i32, i32) {
  %0 = arith.addi %a, %b : i32
  %1 = arith.muli %a, %b : i32
  %2 = arith.subi %a, %b : i32
  %r = scf.index_switch %i -> i32
  case 2 {
    scf.yield %0 : i32
  }
  case 5 {
    scf.yield %1 : i32
  }
  default {
    scf.yield %2 : i32
  }
  %c5 = arith.constant 5 : index
  %3 = arith.addi %a, %a : i32
  %4 = arith.muli %a, %a : i32
  %5 = arith.subi %a, %a : i32
  %s = scf.index_switch %c5 -> i32
  case 2 {
    scf.yield %3 : i32
  }
  case 5 {
    scf.yield %4 : i32
  }
  default {
    scf.yield %5 : i32
  }
  return %r, %s : i32, i32
}

// Regions of unknown invocation counts (loops, scf.execute_region) get
// nothing.
func.func @loops(%a: i32, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = arith.addi %a, %a : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a) -> i32 {
    %1 = arith.addi %x, %0 : i32
    scf.yield %1 : i32
  }
  %2 = arith.muli %a, %a : i32
  %s = scf.execute_region -> i32 {
    scf.yield %2 : i32
  }
  %t = arith.addi %r, %s : i32
  return %t : i32
}

// An op of another block of the function sinks too; the condition, used
// by the scf.if itself, stays; an op used in one region and nested in the
// other stays.
func.func @blocks(%a: i32, %b: i32, %n: index) -> i32 {
  %0 = arith.addi %a, %b : i32
  %1 = arith.muli %a, %b : i32
  %c = arith.cmpi slt, %a, %b : i32
  cf.br ^bb1
^bb1:
  %r = scf.if %c -> i32 {
    %2 = arith.addi %0, %1 : i32
    scf.yield %2 : i32
  } else {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %3 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a) -> i32 {
      %4 = arith.addi %x, %1 : i32
      scf.yield %4 : i32
    }
    scf.yield %3 : i32
  }
  return %r : i32
}

// A sunk scf.if takes the ops only it uses along.
func.func @region_op(%c: i1, %d: i1, %a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = scf.if %d -> i32 {
    scf.yield %0 : i32
  } else {
    scf.yield %a : i32
  }
  %r = scf.if %c -> i32 {
    scf.yield %1 : i32
  } else {
    scf.yield %a : i32
  }
  return %r : i32
}
