// The generic form of index ops, with properties and discardable attributes.
%a = "test.value"() : () -> index
%0 = "index.constant"() <{value = 5 : index}> : () -> index
%1 = "index.bool.constant"() <{value = false}> : () -> i1
%2 = "index.add"(%a, %0) : (index, index) -> index
%3 = "index.cmp"(%2, %a) <{pred = #index<cmp_predicate uge>}> : (index, index) -> i1
%4 = "index.casts"(%2) {tag} : (index) -> i64
%5 = "index.sizeof"() : () -> index
"test.sink"(%1, %3, %4, %5) : (i1, i1, i64, index) -> ()
