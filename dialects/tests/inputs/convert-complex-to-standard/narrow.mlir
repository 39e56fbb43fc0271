// Constants of narrow float types: infinities and NaNs in their bits.
func.func @narrow(%a: complex<f16>, %b: complex<bf16>) -> (complex<f16>, complex<bf16>, complex<f16>) {
  %0 = complex.sqrt %a : complex<f16>
  %1 = complex.div %b, %b : complex<bf16>
  %2 = complex.expm1 %a : complex<f16>
  return %0, %1, %2 : complex<f16>, complex<bf16>, complex<f16>
}
