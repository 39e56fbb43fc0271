// Scaled conversions: an f8E8M0FNU scale, a wide scale truncated to it
// first, vectors, and the rounding mode and fast-math flags carried over.
func.func @e8m0(%x: bf16, %s: f8E8M0FNU, %y: f32) -> (f32, bf16) {
  %0 = arith.scaling_extf %x, %s : bf16, f8E8M0FNU to f32
  %1 = arith.scaling_truncf %y, %s : f32, f8E8M0FNU to bf16
  return %0, %1 : f32, bf16
}
func.func @wide_scale(%x: f8E5M2, %s: f32, %y: f32) -> (f32, f8E5M2) {
  %0 = arith.scaling_extf %x, %s fastmath<fast> : f8E5M2, f32 to f32
  %1 = arith.scaling_truncf %y, %s to_nearest_even : f32, f32 to f8E5M2
  return %0, %1 : f32, f8E5M2
}
func.func @vectors(%x: vector<4xf4E2M1FN>, %s: vector<4xf8E8M0FNU>, %y: vector<4xf32>, %t: vector<4xbf16>) -> (vector<4xf32>, vector<4xf4E2M1FN>) {
  %0 = arith.scaling_extf %x, %s : vector<4xf4E2M1FN>, vector<4xf8E8M0FNU> to vector<4xf32>
  %1 = arith.scaling_truncf %y, %t : vector<4xf32>, vector<4xbf16> to vector<4xf4E2M1FN>
  return %0, %1 : vector<4xf32>, vector<4xf4E2M1FN>
}
