// One-trip loops whose yields name their own block arguments: inlining
// the body must yield what those arguments stand for (the lower bound,
// the inits), and a single-block execute_region its own values.
func.func @iv() -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %c1 step %c1 iter_args(%a = %c1) -> (index) {
    scf.yield %i : index
  }
  return %r : index
}
func.func @iter_args(%x: f32, %y: i32) -> (i32, f32, index) {
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c9 = arith.constant 9 : index
  %r:3 = scf.for %i = %c3 to %c5 step %c9 iter_args(%a = %x, %b = %y, %k = %c9) -> (f32, i32, index) {
    "test.use"(%a) : (f32) -> ()
    scf.yield %a, %b, %i : f32, i32, index
  }
  return %r#1, %r#0, %r#2 : i32, f32, index
}
func.func @swapped(%x: f32, %y: f32) -> (f32, f32) {
  %c0 = arith.constant 0 : i32
  %c2 = arith.constant 2 : i32
  %r:2 = scf.for %i = %c0 to %c2 step %c2 iter_args(%a = %x, %b = %y) -> (f32, f32) : i32 {
    %n = "test.op"(%i, %a) : (i32, f32) -> f32
    scf.yield %b, %n : f32, f32
  }
  return %r#0, %r#1 : f32, f32
}
