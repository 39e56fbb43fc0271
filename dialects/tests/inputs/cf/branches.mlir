// Branches with and without operands, weights, switches, asserts.
func.func @branches(%c: i1, %a: i32, %b: f32) -> i32 {
  cf.br ^start(%a, %b : i32, f32)
^start(%x: i32, %y: f32):
  cf.cond_br %c weights([30, 70]), ^left(%x : i32), ^right
^left(%l: i32):
  cf.assert %c, "left needs the condition"
  cf.cond_br %c, ^done(%l : i32), ^done(%x : i32)
^right:
  cf.br ^done(%a : i32)
^done(%r: i32):
  return %r : i32
}
func.func @switches(%flag: i32, %small: i8, %bit: i1, %v: index) {
  cf.switch %flag : i32, [
    default: ^other(%v : index),
    -7: ^first,
    0: ^other(%v : index),
    2147483647: ^second(%v, %flag : index, i32)
  ]
^first:
  cf.switch %small : i8, [
    default: ^end,
    -128: ^end,
    127: ^first
  ]
^second(%i: index, %j: i32):
  cf.switch %bit : i1, [
    default: ^end
  ]
^other(%k: index):
  cf.switch %flag : i32, [
    default: ^end,
    5: ^end,
    5: ^other(%k : index)
  ]
^end:
  return
}
func.func @wide(%w: i128, %z: i64) {
  cf.switch %w : i128, [
    default: ^end,
    -1: ^end,
    9223372036854775807: ^end
  ]
^end:
  cf.switch %z : i64, [
    default: ^exit,
    -9223372036854775808: ^exit
  ]
^exit:
  return
}
