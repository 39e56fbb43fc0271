// Function signatures: argument and result attributes, locations, the
// attribute dictionary, visibility, declarations.
func.func private @declared(i32 {test.flag}, f32 loc("arg1")) -> (i64 {test.kind = "r"})
func.func private @no_results(index)
func.func nested @nested_decl() -> ((i32) -> i1)
func.func @named(%x: i32 {test.a, test.b = 2 : i64} loc("x"), %y: f32) -> (i32, f32)
    attributes {fruit = "apple", test.tag} {
  return %x, %y : i32, f32
}
func.func @empty() {
  return
}
func.func @returns_function(%f: (i32) -> i32) -> ((i32) -> i32) {
  return %f : (i32) -> i32
}
func.func public @with_blocks(%c: i1, %a: i64) -> i64 {
  "test.branch"(%c)[^bb1, ^bb2] : (i1) -> ()
^bb1:
  return %a : i64
^bb2:
  %b = "test.value"() : () -> i64
  return %b : i64
}
func.func private @no_inline_marked(i32) attributes {no_inline}
