// ub.poison in its short and long forms, of several types.
%0 = ub.poison : i32
%1 = ub.poison <#ub.poison> : vector<4xi64>
%2 = ub.poison {tag = 1 : i64} : index
%3 = ub.poison : tensor<2x?xf32>
%4 = "ub.poison"() : () -> f32
%5 = "ub.poison"() <{value = #ub.poison}> : () -> i1
%6 = ub.poison : !other.opaque
"test.use"(%0, %1, %2, %3, %4, %5, %6) : (i32, vector<4xi64>, index, tensor<2x?xf32>, f32, i1, !other.opaque) -> ()
"test.attr"() {p = #ub.poison, q = [#ub.poison]} : () -> ()
