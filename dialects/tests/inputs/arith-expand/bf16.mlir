// bf16 conversions, expanded only with include-bf16; others are kept.
func.func @bf16(%h: bf16, %x: f32, %v: vector<2xf32>, %w: vector<2xbf16>, %d: f64, %g: f16) -> (f32, bf16, vector<2xbf16>, vector<2xf32>, bf16, f32) {
  %0 = arith.extf %h : bf16 to f32
  %1 = arith.truncf %x : f32 to bf16
  %2 = arith.truncf %v : vector<2xf32> to vector<2xbf16>
  %3 = arith.extf %w : vector<2xbf16> to vector<2xf32>
  %4 = arith.truncf %d : f64 to bf16
  %5 = arith.extf %g : f16 to f32
  return %0, %1, %2, %3, %4, %5 : f32, bf16, vector<2xbf16>, vector<2xf32>, bf16, f32
}
