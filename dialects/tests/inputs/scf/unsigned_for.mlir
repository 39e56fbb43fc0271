// Unsigned scf.for loops of constant bounds: no iteration, one, or many.
func.func @u(%x: f32) -> (f32, f32, f32) {
  %c0 = arith.constant 0 : i32
  %c4 = arith.constant 4 : i32
  %c10 = arith.constant 10 : i32
  %cm1 = arith.constant -1 : i32
  %a = scf.for unsigned %i = %c4 to %c0 step %c10 iter_args(%v = %x) -> (f32) : i32 {
    %n = "test.op"(%v) : (f32) -> f32
    scf.yield %n : f32
  }
  %b = scf.for unsigned %i = %c0 to %c4 step %c10 iter_args(%v = %x) -> (f32) : i32 {
    %n = "test.op2"(%v, %i) : (f32, i32) -> f32
    scf.yield %n : f32
  }
  %c = scf.for unsigned %i = %c0 to %cm1 step %c10 iter_args(%v = %x) -> (f32) : i32 {
    %n = "test.op3"(%v) : (f32) -> f32
    scf.yield %n : f32
  }
  return %a, %b, %c : f32, f32, f32
}
