// An empty fast-math flag list is rejected in the op's custom form, the
// error naming the op.
"test.use"() ({
^bb0(%f: f32):
  %0 = math.absf %f fastmath<> : f32
}) : () -> ()
