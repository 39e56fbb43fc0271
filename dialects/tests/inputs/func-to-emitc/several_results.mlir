// A function of two results has no lowering: the conversion fails and the
// functions lowered before it are restored.
func.func @one(%a: i32) -> i32 {
  return %a : i32
}
func.func @two(%a: i32, %b: i32) -> (i32, i32) {
  return %a, %b : i32, i32
}
