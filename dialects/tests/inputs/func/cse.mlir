// Calls and function constants under --cse and --canonicalize.
func.func private @f(i32) -> i32
func.func @g(%a: i32) -> (i32, i32, i32) {
  %f1 = func.constant @f : (i32) -> i32
  %f2 = func.constant @f : (i32) -> i32
  %0 = func.call_indirect %f1(%a) : (i32) -> i32
  %1 = func.call_indirect %f2(%a) : (i32) -> i32
  %2 = func.call @f(%a) : (i32) -> i32
  %3 = func.call @f(%a) : (i32) -> i32
  %unused = func.call @f(%a) : (i32) -> i32
  return %0, %1, %2 : i32, i32, i32
}
