// Only scf ops and builtin types at the top: scf loads arith, func is not
// loaded, so `func.func` stays while the loop is lowered.
"foo.region"() ({
  %lb = "foo.index"() : () -> index
  scf.for %i = %lb to %lb step %lb {
    "foo.body"(%i) : (index) -> ()
  }
  "foo.end"() : () -> ()
}) : () -> ()
