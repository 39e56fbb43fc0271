// Branches that reach one block by two edges with different operands:
// its arguments are converted once, and both edges go to the new block.
func.func @cond_br_twice(%c: i1, %a: index, %b: index) -> index {
  cf.cond_br %c, ^bb1(%a : index), ^bb1(%b : index)
^bb1(%x: index):
  return %x : index
}

func.func @switch_repeats(%flag: i32, %a: index, %b: index) -> index {
  cf.switch %flag : i32, [
    default: ^bb1(%a : index),
    1: ^bb1(%b : index),
    2: ^bb2(%a : index),
    3: ^bb2(%b : index)
  ]
^bb1(%x: index):
  return %x : index
^bb2(%y: index):
  cf.br ^bb1(%y : index)
}
