// ub.unreachable ends blocks; poison values folded and deduplicated by
// canonicalization, unused ones erased.
"test.region"() ({
  %0 = ub.poison : i8
  %1 = ub.poison : i8
  %2 = ub.poison : i16
  "test.use"(%0, %1) : (i8, i8) -> ()
  ub.unreachable
}, {
^bb0(%arg0: i1):
  "test.br"()[^bb1] : () -> ()
^bb1:
  ub.unreachable {reason = "never"}
}) : () -> ()
