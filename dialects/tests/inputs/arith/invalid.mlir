// Verifier errors, checked with --verify-diagnostics.
"test.func"() ({
^bb0(%x: i32, %f: f32, %v: vector<4xi32>, %c: vector<3xi1>):
  // expected-error@+1 {{'arith.extsi' op operand type 'i32' and result type 'i16' are cast incompatible}}
  %0 = arith.extsi %x : i32 to i16
  "test.sink"(%0) : (i16) -> ()
}) : () -> ()

// -----

"test.func"() ({
^bb0(%v: vector<4xi32>, %c: vector<3xi1>):
  // expected-error@+1 {{'arith.select' op failed to verify that condition is signless i1 or has matching shape}}
  %0 = arith.select %c, %v, %v : vector<3xi1>, vector<4xi32>
  "test.sink"(%0) : (vector<4xi32>) -> ()
}) : () -> ()

// -----

"test.func"() ({
^bb0(%x: si32):
  // expected-error@+1 {{'arith.constant' op integer return type must be signless}}
  %0 = arith.constant 3 : si32
  "test.sink"(%0) : (si32) -> ()
}) : () -> ()

// -----

"test.func"() ({
^bb0(%f: f16):
  // expected-error@+1 {{'arith.truncf' op operand type 'f16' and result type 'f32' are cast incompatible}}
  %0 = arith.truncf %f : f16 to f32
  "test.sink"(%0) : (f32) -> ()
}) : () -> ()

// -----

"test.func"() ({
^bb0(%v: vector<4xi32>):
  // expected-error@+1 {{'arith.addui_extended' op if an operand is non-scalar, then all results must be non-scalar}}
  %s, %o = arith.addui_extended %v, %v : vector<4xi32>, i1
  "test.sink"(%s) : (vector<4xi32>) -> ()
}) : () -> ()

// -----

"test.func"() ({
^bb0(%a: i32):
  // expected-error@+1 {{'arith.cmpi' op result #0 must be bool-like, but got 'i32'}}
  %0 = "arith.cmpi"(%a, %a) {predicate = 0 : i64} : (i32, i32) -> i32
  "test.sink"(%0) : (i32) -> ()
}) : () -> ()

// -----

"test.func"() ({
^bb0(%a: vector<4xi32>):
  // expected-error@+1 {{'arith.cmpi' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "arith.cmpi"(%a, %a) {predicate = 0 : i64} : (vector<4xi32>, vector<4xi32>) -> vector<3xi1>
  "test.sink"(%0) : (vector<3xi1>) -> ()
}) : () -> ()

// -----

"test.func"() ({
^bb0(%a: vector<4xi32>, %b: vector<4xi32>):
  // expected-error@+1 {{'arith.select' op operand #0 must be bool-like, but got 'vector<4xi32>'}}
  %0 = "arith.select"(%a, %b, %b) : (vector<4xi32>, vector<4xi32>, vector<4xi32>) -> vector<4xi32>
  "test.sink"(%0) : (vector<4xi32>) -> ()
}) : () -> ()

// -----

"test.func"() ({
  // A string without a type has type `none`, which the result takes.
  // expected-error@+1 {{'arith.constant' op value must be an integer, float, or elements attribute}}
  %0 = arith.constant "s"
  "test.sink"(%0) : (none) -> ()
}) : () -> ()
