// Direct and indirect calls, and function constants.
func.func private @callee(i32, f32) -> (i32, f32)
func.func private @sink(i32)
func.func @caller(%a: i32, %b: f32) -> f32 {
  %0:2 = func.call @callee(%a, %b) : (i32, f32) -> (i32, f32)
  call @sink(%0#0) {test.note = "direct"} : (i32) -> ()
  func.call @sink(%a) {no_inline} : (i32) -> ()
  %f = func.constant @callee : (i32, f32) -> (i32, f32)
  %1:2 = func.call_indirect %f(%a, %b) : (i32, f32) -> (i32, f32)
  %g = constant @sink : (i32) -> ()
  call_indirect %g(%1#0) {test.indirect} : (i32) -> ()
  return %1#1 : f32
}
func.func @recursive(%n: index) -> index {
  %r = call @recursive(%n) : (index) -> index
  return %r : index
}
