// Lengths in metres, added and negated by the `calc` dialect, whose ops and
// type are all defined at runtime.
%a = "calc.const"() {value = 2 : i64} : () -> !calc.quantity<"m">
%b = "calc.const"() {value = 40 : i64} : () -> !calc.quantity<"m">
%sum = "calc.add"(%a, %b) : (!calc.quantity<"m">, !calc.quantity<"m">) -> !calc.quantity<"m">
%neg = "calc.neg"(%sum) : (!calc.quantity<"m">) -> !calc.quantity<"m">
%back = "calc.neg"(%neg) : (!calc.quantity<"m">) -> !calc.quantity<"m">
calc.show %back : !calc.quantity<"m">
