// Switches: cases sharing a block whose arguments they convert, one
// without operands, a switch of only a default.
func.func @choose(%x: i32, %a: index, %b: i64) -> index {
  cf.switch %x : i32, [
    default: ^bb1(%a : index),
    7: ^bb2(%b : i64),
    -3: ^bb1(%a : index)
  ]
^bb1(%v: index):
  return %v : index
^bb2(%w: i64):
  cf.switch %x : i32, [
    default: ^bb3
  ]
^bb3:
  return %a : index
}
