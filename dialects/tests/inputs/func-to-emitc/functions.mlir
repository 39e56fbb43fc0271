// Definitions, private definitions (static) and declarations (extern),
// with and without results, and the calls between them.
func.func private @return_i32(%arg0: i32) -> i32 {
  return %arg0 : i32
}
func.func private @declared(i32, index) -> f32
func.func private @return_void() {
  return
}
func.func @call(%arg0: i32, %i: index) -> f32 {
  %0 = call @return_i32(%arg0) : (i32) -> i32
  call @return_void() : () -> ()
  %1 = call @declared(%0, %i) : (i32, index) -> f32
  return %1 : f32
}
func.func nested @nested_visibility() {
  return
}
