// A function used by a reference that is not a call still loses its
// dead argument: the reference's type no longer matches, which the
// verifier reports after the pass, as it does after mlir-opt's.
func.func private @f(%a: i32, %b: i32) -> i32 {
  return %b : i32
}
func.func @g(%x: i32) -> i32 {
  %fn = func.constant @f : (i32, i32) -> i32
  %r = func.call_indirect %fn(%x, %x) : (i32, i32) -> i32
  return %r : i32
}
