// After i64 emulation, canonicalization extracts each half from the
// insertions of the halves at the other position.

func.func @extui_xori(%a : i8) -> f32 {
  %ext = arith.extui %a : i8 to i64
  %c = arith.constant 5 : i64
  %x = arith.xori %ext, %c : i64
  %r = arith.uitofp %x : i64 to f32
  return %r : f32
}
