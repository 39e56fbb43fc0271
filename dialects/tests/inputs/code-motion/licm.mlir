// Loop-invariant code motion on the loops of scf, innermost first.

// Invariant arithmetic leaves both loops; what uses an induction variable
// stays; users of hoisted ops follow them.
func.func @nested(%a: i32, %b: i32, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %a) -> i32 {
    %x = arith.addi %a, %b : i32
    %s = scf.for %j = %c0 to %n step %c1 iter_args(%acc2 = %acc) -> i32 {
      %y = arith.muli %x, %b : i32
      %z = arith.subi %y, %a : i32
      %w = arith.index_cast %j : index to i32
      %v = arith.addi %w, %z : i32
      %t = arith.addi %acc2, %v : i32
      scf.yield %t : i32
    }
    %u = arith.addi %s, %x : i32
    scf.yield %u : i32
  }
  return %r : i32
}

// Divisions move only by a constant that cannot trap.
func.func @divisions(%a: i32, %d: i32, %n: index, %va: vector<4xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : i32
  %zero = arith.constant 0 : i32
  %m1 = arith.constant -1 : i32
  %v = arith.constant dense<3> : vector<4xi32>
  scf.for %i = %c0 to %n step %c1 {
    %0 = arith.divsi %a, %c7 : i32
    %1 = arith.divui %a, %c7 : i32
    %2 = arith.ceildivsi %a, %c7 : i32
    %3 = arith.ceildivui %a, %c7 : i32
    %4 = arith.divsi %a, %d : i32
    %5 = arith.divui %a, %zero : i32
    %6 = arith.divsi %a, %m1 : i32
    %7 = arith.divui %a, %m1 : i32
    %8 = arith.ceildivsi %a, %m1 : i32
    %9 = arith.remsi %a, %d : i32
    %10 = arith.divsi %va, %v : vector<4xi32>
    %11 = index.divs %n, %c1
    "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, vector<4xi32>, index) -> ()
  }
  return
}

// Ops with regions: an scf.if and a loop of step 1 move with their bodies;
// a loop of another step may not terminate and stays.
func.func @regions(%c: i1, %a: i32, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  scf.for %i = %c0 to %n step %c1 {
    %0 = scf.if %c -> i32 {
      %1 = arith.addi %a, %a : i32
      scf.yield %1 : i32
    } else {
      scf.yield %a : i32
    }
    %2 = scf.for %j = %c0 to %n step %c1 iter_args(%x = %a) -> i32 {
      %3 = arith.muli %x, %x : i32
      scf.yield %3 : i32
    }
    %4 = scf.for %j = %c0 to %n step %c2 iter_args(%x = %a) -> i32 {
      %5 = arith.muli %x, %x : i32
      scf.yield %5 : i32
    }
    %6 = scf.if %c -> i32 {
      %7 = arith.index_cast %i : index to i32
      scf.yield %7 : i32
    } else {
      scf.yield %a : i32
    }
    "test.use"(%0, %2, %4, %6) : (i32, i32, i32, i32) -> ()
  }
  return
}

// Unregistered ops have unknown effects and stay, with their users.
func.func @effects(%a: i32, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %0 = "test.value"() : () -> i32
    %1 = arith.addi %0, %a : i32
    %2 = math.absi %a : i32
    "test.use"(%1, %2) : (i32, i32) -> ()
  }
  return
}

// scf.while hoists from both regions; scf.parallel and scf.forall too.
func.func @other_loops(%a: i32, %b: i32, %n: index) -> i32 {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %0 = arith.addi %a, %b : i32
    %1 = arith.cmpi slt, %x, %0 : i32
    scf.condition(%1) %x : i32
  } do {
  ^bb0(%y: i32):
    %2 = arith.muli %a, %b : i32
    %3 = arith.addi %y, %2 : i32
    scf.yield %3 : i32
  }
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %4 = arith.subi %a, %b : i32
    "test.use"(%4, %i) : (i32, index) -> ()
    scf.reduce
  }
  scf.forall (%i) in (%n) {
    %5 = arith.xori %a, %b : i32
    "test.use"(%5, %i) : (i32, index) -> ()
  }
  return %r : i32
}

// Steps and divisors given by constants of other forms: an i32 loop of
// step 1, index.constant; i1 and index divisors.
func.func @constant_forms(%a: i32, %b: index, %c: i1, %n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %i1 = index.constant 1
  %i3 = index.constant 3
  %true = arith.constant true
  %p = ub.poison : index
  scf.for %i = %c0 to %n step %c1 : i32 {
    %0 = scf.for %j = %b to %b step %i1 iter_args(%x = %b) -> index {
      %1 = arith.divui %x, %i3 : index
      scf.yield %1 : index
    }
    %2 = arith.divui %b, %i3 : index
    %3 = arith.divsi %b, %i3 : index
    %4 = arith.divui %c, %true : i1
    %5 = arith.divsi %c, %true : i1
    %6 = arith.divui %b, %p : index
    "test.use"(%0, %2, %3, %4, %5, %6) : (index, index, index, i1, i1, index) -> ()
  }
  return
}

// An scf.if holding an op of unknown effects stays; so does an scf.while,
// which is not speculatable.
func.func @stay(%c: i1, %a: i32, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %0 = scf.if %c -> i32 {
      %1 = "test.value"(%a) : (i32) -> i32
      scf.yield %1 : i32
    } else {
      scf.yield %a : i32
    }
    %2 = scf.while (%x = %a) : (i32) -> i32 {
      %3 = arith.cmpi slt, %x, %a : i32
      scf.condition(%3) %x : i32
    } do {
    ^bb0(%y: i32):
      scf.yield %y : i32
    }
    "test.use"(%0, %2) : (i32, i32) -> ()
  }
  return
}

// Divisors whose range excludes 0 (and -1): index.sizeof, dense constants
// whose elements all lie on one side.
func.func @ranges(%a: index, %n: index, %v: vector<2xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s = index.sizeof
  %d1 = arith.constant dense<[1, 2]> : vector<2xi32>
  %d2 = arith.constant dense<[0, 2]> : vector<2xi32>
  %d3 = arith.constant dense<[-2, 3]> : vector<2xi32>
  %d4 = arith.constant dense<[-2, -3]> : vector<2xi32>
  %d5 = arith.constant dense<[-1, -3]> : vector<2xi32>
  %d6 = arith.constant dense<-1> : vector<2xi32>
  scf.for %i = %c0 to %n step %c1 {
    %0 = arith.divui %a, %s : index
    %1 = arith.divsi %a, %s : index
    %2 = arith.divui %v, %d1 : vector<2xi32>
    %3 = arith.divsi %v, %d1 : vector<2xi32>
    %4 = arith.divui %v, %d2 : vector<2xi32>
    %5 = arith.divui %v, %d3 : vector<2xi32>
    %6 = arith.divsi %v, %d3 : vector<2xi32>
    %7 = arith.divsi %v, %d4 : vector<2xi32>
    %8 = arith.ceildivsi %v, %d5 : vector<2xi32>
    %9 = arith.ceildivui %v, %d6 : vector<2xi32>
    %10 = arith.ceildivsi %v, %d6 : vector<2xi32>
    "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10) : (index, index, vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>) -> ()
  }
  return
}
