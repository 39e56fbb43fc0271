// Constants folded inside regions go to the start of the nearest isolated
// region; values named after constants in nested blocks.
"test.isolated"() ({
^bb0(%arg0: index):
  %c2 = index.constant 2
  %c3 = index.constant 3
  %0 = index.mul %c2, %c3
  "test.region"() ({
    %1 = index.add %arg0, %0
    %2 = index.sub %1, %1
    %3 = index.cmp eq(%2, %2)
    "test.use"(%2, %3) : (index, i1) -> ()
  }) : () -> ()
  "test.done"() : () -> ()
}) : () -> ()
