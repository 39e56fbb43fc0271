// The narrowest and widest integers, index (not an integer type, kept)
// and an i1 exponent, whose smallest value is -1 and largest 0.
func.func @edges(%a: i1, %b: i128, %i: index, %x: f32, %p: i1) -> (i1, i128, index, f32, i1) {
  %0 = math.ipowi %a, %a : i1
  %1 = math.ipowi %b, %b : i128
  %2 = math.ipowi %i, %i : index
  %3 = math.fpowi %x, %p : f32, i1
  %4 = math.ctlz %a : i1
  return %0, %1, %2, %3, %4 : i1, i128, index, f32, i1
}
