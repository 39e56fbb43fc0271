// Signatures with locations, nested function types, result attributes,
// visibility and nested symbol tables.
func.func @a() -> () {
  return
}
func.func @b(%x: i32 loc(fused["a", "b"]), %y: tensor<2x?xf32> {xy.z = [1, 2]}) -> (i32 {xy.r}, tensor<2x?xf32>) attributes {test.q = #xy.unknown<"x">} {
  return %x, %y : i32, tensor<2x?xf32>
}
func.func private @c() -> (() -> ())
func.func private @d(() -> ()) -> (() -> (), i1)
func.func @e(%arg0: i32, %arg1: i32) -> i32 {
  %0 = "test.op"(%arg0, %arg1) : (i32, i32) -> i32
  return %0 : i32
} loc("here")
func.func nested @g() attributes {} {
  return
}
module @inner {
  func.func @h() {
    %f = constant @h : () -> ()
    call_indirect %f() : () -> ()
    return
  }
}
