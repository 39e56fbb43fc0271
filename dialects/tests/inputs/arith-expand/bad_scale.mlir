// A scale the expansion cannot read as f8E8M0FNU: the conversion fails.
func.func @narrow_scale(%x: f8E5M2, %s: f8E4M3FN) -> f32 {
  %0 = arith.scaling_extf %x, %s : f8E5M2, f8E4M3FN to f32
  return %0 : f32
}
