// The generic form: properties, operand segments, case groups.
"test.region"() ({
^bb0(%c: i1, %f: i16, %a: i32):
  "cf.cond_br"(%c, %a, %a)[^bb1, ^bb2] <{branch_weights = array<i32: 1, 3>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
^bb1(%x: i32):
  "cf.switch"(%f, %a, %a, %x)[^bb3, ^bb2, ^bb3] <{case_operand_segments = array<i32: 1, 1>, case_values = dense<[3, -3]> : vector<2xi16>, operandSegmentSizes = array<i32: 1, 1, 2>}> : (i16, i32, i32, i32) -> ()
^bb2(%y: i32):
  "cf.assert"(%c) <{msg = "two"}> : (i1) -> ()
  "cf.br"(%y)[^bb3] : (i32) -> ()
^bb3(%z: i32):
  "test.done"(%z) : (i32) -> ()
}) : () -> ()
