// A property of the wrong attribute kind fails its conversion when read.
// expected-error @+1 {{invalid properties {value = 1 : i32} for op ub.poison: Invalid attribute `value` in property conversion: 1 : i32}}
%0 = "ub.poison"() <{value = 1 : i32}> : () -> i32

