// A signature with types only: the body declares the arguments in its
// labelled entry block.
func.func @typed_only(i32, f32) -> i32 {
^entry(%x: i32, %y: f32):
  return %x : i32
}
