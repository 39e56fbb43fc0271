// Ranges through scf loops and conditionals, cf branches and calls.
func.func @for_bounds(%n: index, %m: memref<?xindex>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c16 = arith.constant 16 : index
  %cm2 = arith.constant -2 : index
  %ub = arith.minui %n, %c16 : index
  scf.for %i = %c0 to %ub step %c1 {
    %d = arith.divsi %i, %c3 : index
    memref.store %d, %m[%i] : memref<?xindex>
  }
  scf.for %j = %c16 to %c0 step %cm2 {
    %d = arith.divsi %j, %c3 : index
    memref.store %d, %m[%c0] : memref<?xindex>
  }
  scf.for %k = %cm2 to %c16 step %c1 {
    %d = arith.divsi %k, %c3 : index
    memref.store %d, %m[%c0] : memref<?xindex>
  }
  return
}

func.func @for_iter(%n: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c8 = arith.constant 8 : i32
  %r = scf.for %i = %c0 to %c8 step %c1 iter_args(%acc = %c0) -> (i32) : i32 {
    %next = arith.addi %acc, %c2 : i32
    scf.yield %next : i32
  }
  %d = arith.divsi %r, %c2 : i32
  %e = arith.divsi %d, %c2 : i32
  return %d, %e : i32, i32
}

func.func @if_join(%c: i1, %a: i32) -> i32 {
  %c5 = arith.constant 5 : i32
  %c9 = arith.constant 9 : i32
  %r = scf.if %c -> i32 {
    scf.yield %c5 : i32
  } else {
    scf.yield %c9 : i32
  }
  %d = arith.divsi %r, %c5 : i32
  %t = arith.cmpi sle, %r, %c9 : i32
  %s = arith.extui %t : i1 to i32
  %q = arith.divsi %d, %s : i32
  return %q : i32
}

func.func @branches(%c: i1, %a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c7 = arith.constant 7 : i32
  %cm7 = arith.constant -7 : i32
  cf.cond_br %c, ^bb1(%c1 : i32), ^bb1(%c7 : i32)
^bb1(%x: i32):
  %d = arith.divsi %x, %c7 : i32
  cf.cond_br %c, ^bb2(%d : i32), ^bb2(%cm7 : i32)
^bb2(%y: i32):
  %e = arith.divsi %y, %c7 : i32
  return %e : i32
}

func.func private @callee(%x: i32) -> i32 {
  %c3 = arith.constant 3 : i32
  %d = arith.divsi %x, %c3 : i32
  return %d : i32
}

func.func @caller() -> i32 {
  %c6 = arith.constant 6 : i32
  %c12 = arith.constant 12 : i32
  %a = call @callee(%c6) : (i32) -> i32
  %b = call @callee(%c12) : (i32) -> i32
  %s = arith.maxsi %a, %b : i32
  return %s : i32
}

func.func @dead_branch(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c3 = arith.constant 3 : i32
  %cm9 = arith.constant -9 : i32
  %false = arith.cmpi sgt, %c0, %c3 : i32
  cf.cond_br %false, ^bb1(%cm9 : i32), ^bb1(%c3 : i32)
^bb1(%x: i32):
  %d = arith.divsi %x, %c3 : i32
  return %d : i32
}

func.func @while_loop(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c10 = arith.constant 10 : i32
  %r = scf.while (%i = %c0) : (i32) -> i32 {
    %go = arith.cmpi slt, %i, %c10 : i32
    scf.condition(%go) %i : i32
  } do {
  ^bb0(%j: i32):
    %n = arith.addi %j, %c1 : i32
    scf.yield %n : i32
  }
  %d = arith.divsi %r, %c10 : i32
  return %d : i32
}
