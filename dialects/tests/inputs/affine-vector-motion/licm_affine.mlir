// Invariant affine.for loops inside loops: a loop of step 1 leaves its
// parent with its body when that body may run speculatively and touches
// no memory, whatever its bounds; another step, a store or an unknown op
// keeps it in place.
func.func @pure_inner(%x: f32, %n: index) -> f32 {
  %r = affine.for %i = 0 to 8 iter_args(%a = %x) -> (f32) {
    %s = affine.for %j = 0 to %n iter_args(%b = %x) -> (f32) {
      %m = arith.mulf %b, %x : f32
      affine.yield %m : f32
    }
    %t = arith.addf %a, %s : f32
    affine.yield %t : f32
  }
  return %r : f32
}

func.func @empty_inner(%n: index, %m: index) {
  affine.for %i = 0 to %n {
    affine.for %j = %m to 100 {
    }
    affine.for %k = 0 to 7 step 3 {
    }
  }
  return
}

func.func @step_two(%x: f32) -> f32 {
  %r = affine.for %i = 0 to 4 iter_args(%a = %x) -> (f32) {
    %s = affine.for %j = 0 to 16 step 2 iter_args(%b = %x) -> (f32) {
      %m = arith.mulf %b, %b : f32
      affine.yield %m : f32
    }
    %t = arith.addf %a, %s : f32
    affine.yield %t : f32
  }
  return %r : f32
}

func.func @stores_stay(%buf: memref<10xf32>, %x: f32) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      affine.store %x, %buf[%j] : memref<10xf32>
    }
    affine.for %j = 0 to 10 {
      %u = "test.unknown"() : () -> f32
    }
  }
  return
}

func.func @nested_three(%x: i32, %n: index) {
  affine.for %i = 0 to %n {
    affine.for %j = 0 to %n {
      affine.for %k = 1 to 5 {
        %y = arith.addi %x, %x : i32
        %d = arith.divui %y, %x : i32
      }
      affine.for %k = 1 to 5 {
        %z = arith.muli %x, %x : i32
      }
    }
  }
  return
}
