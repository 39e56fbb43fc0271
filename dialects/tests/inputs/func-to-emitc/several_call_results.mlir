// A call of two results fails even where its function converts.
func.func @caller(%a: i32) -> i32 {
  %0:2 = call @callee(%a) : (i32) -> (i32, i32)
  return %0#1 : i32
}
func.func private @callee(i32) -> (i32, i32)
