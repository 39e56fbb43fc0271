// Parse errors, one case per chunk: each is rejected with mlir-opt's first error.
"test.func"() ({
  %c = arith.constant 1 : i32
 i128
  "test.return"() : () -> ()
}) : () -> ()
// -----
"test.func"() ({
  %c = ari"th.constant 0 : i8
  "test.return"() : () -> ()
}) : () -> ()
// -----
"test.func"() ({
^bb0(%c: i1, %a: i32):
  %v = arith.select %c", %a, %a : i32
  "test.return"() : () -> ()
}) : () -> ()
// -----
"test.func"() ({
  %c = arith.constant 1%615 : i64
  "test.return"() : () -> ()
}) : () -> ()
// -----
"test.func"() ({
  %c = arith.constant bf16
  "test.return"() : () -> ()
}) : () -> ()
// -----
"test.func"() ({
  %c = arith.constant [1]
  "test.return"() : () -> ()
}) : () -> ()
// -----
"test.func"() ({
  %c = arith.constant @s
  "test.return"() : () -> ()
}) : () -> ()
