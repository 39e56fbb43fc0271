// Invalid index IR: each chunk is rejected with MLIR's message.
%a = "test.value"() : () -> i64
// expected-error @+1 {{'index.add' op operand #0 must be index, but got 'i64'}}
%0 = "index.add"(%a, %a) : (i64, i64) -> index

// -----

%a = "test.value"() : () -> index
// expected-error @+1 {{'index.cmp' op result #0 must be 1-bit signless integer, but got 'i32'}}
%0 = "index.cmp"(%a, %a) <{pred = #index<cmp_predicate eq>}> : (index, index) -> i32

// -----

%a = "test.value"() : () -> index
// expected-error @+1 {{'index.casts' op operand type 'index' and result type 'index' are cast incompatible}}
%0 = index.casts %a : index to index

// -----

// expected-error @+1 {{'index.constant' op attribute 'value' failed to satisfy constraint: index attribute}}
%0 = "index.constant"() <{value = 3 : i64}> : () -> index

// -----

%a = "test.value"() : () -> index
// expected-error @+1 {{'index.cmp' op requires attribute 'pred'}}
%0 = "index.cmp"(%a, %a) : (index, index) -> i1

// -----

// expected-error @+1 {{expected operation name in quotes}}
%0 = index.constant 1 : index
