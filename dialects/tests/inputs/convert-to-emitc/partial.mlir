// Ops without a lowering to emitc (math, cf, unregistered) stay: the
// conversion is partial; the values they use are cast back.
func.func @mixed(%x: f32, %i: index, %c: i1) -> f32 {
  %a = math.absf %x : f32
  %b = arith.addf %a, %x : f32
  %j = arith.addi %i, %i : index
  "foo.use"(%j) : (index) -> ()
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %b : f32
^bb2:
  return %a : f32
}
