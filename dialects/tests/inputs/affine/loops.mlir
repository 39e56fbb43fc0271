// Loops and conditionals: affine.for with constant, symbol and min/max map
// bounds, steps and loop-carried values; affine.if on integer sets with
// and without else and results; affine.parallel with grouped bounds and
// reductions.
#set = affine_set<(d0)[s0]: (d0 - 10 >= 0, s0 - d0 >= 0)>
#lower = affine_map<(d0)[s0] -> (d0, s0)>
#upper = affine_map<(d0)[s0] -> (d0 + 10, s0)>
func.func @loops(%A: memref<100x100xf32>, %n: index, %m: index) -> f32 {
  %zero = arith.constant 0.0 : f32
  %sum = affine.for %i = 0 to 10 step 2 iter_args(%acc = %zero) -> f32 {
    affine.for %j = max #lower(%i)[%n] to min #upper(%i)[%m] {
      %v = affine.load %A[%i, %j] : memref<100x100xf32>
      affine.store %v, %A[%j, %i] : memref<100x100xf32>
    }
    affine.for %k = %n to %m step 4 {
      "test.use"(%k) : (index) -> ()
    }
    affine.for %k = affine_map<(d0) -> (d0 floordiv 2)>(%i) to affine_map<()[s0] -> (s0 * 3)>()[%n] {
    }
    %next = affine.if #set(%i)[%n] -> f32 {
      %t = arith.addf %acc, %zero : f32
      affine.yield %t : f32
    } else {
      affine.yield %acc : f32
    }
    affine.if affine_set<(d0) : (d0 == 4)>(%i) {
      "test.side_effect"() : () -> ()
    }
    affine.yield %next : f32
  }
  affine.for %i = 0 to 4 {
  } {unroll = 2 : i64}
  affine.parallel (%x, %y) = (0, 0) to (symbol(%n), 100) step (10, 10) {
    %w = affine.load %A[%x, %y] : memref<100x100xf32>
    affine.store %w, %A[%y, %x] : memref<100x100xf32>
  }
  %p:2 = affine.parallel (%x, %y) = (max(%n, %m), 0) to (%n + 10, min(%m, 7)) reduce ("minimumf", "addf") -> (f32, f32) {
    %w = affine.load %A[%x, %y] : memref<100x100xf32>
    affine.yield %w, %w : f32, f32
  }
  affine.parallel () = () to () {
  }
  return %sum : f32
}
