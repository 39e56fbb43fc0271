// math ops on the 4-, 6- and 8-bit floats LLVM lacks (stored as integers
// once converted) stay; integer ones beside them lower.
func.func @small_floats(%a: f8E4M3FN, %v: vector<2xf6E2M3FN>, %i: i8) -> (f8E4M3FN, vector<2xf6E2M3FN>, i1, f8E4M3FN, f8E4M3FN, i8) {
  %0 = math.sqrt %a : f8E4M3FN
  %1 = math.exp %v : vector<2xf6E2M3FN>
  %2 = math.isnan %0 : f8E4M3FN
  %3 = math.rsqrt %a : f8E4M3FN
  %4 = math.fpowi %3, %i : f8E4M3FN, i8
  %5 = math.ctlz %i : i8
  return %0, %1, %2, %3, %4, %5 : f8E4M3FN, vector<2xf6E2M3FN>, i1, f8E4M3FN, f8E4M3FN, i8
}
