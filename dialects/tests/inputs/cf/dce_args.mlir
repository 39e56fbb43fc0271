// Region DCE erasing only block arguments and branch operands is no
// change for the driver (MLIR's deleteDeadness): the cond_br whose two
// successors become the same is not folded in another walk.
func.func @args_only(%c: i1, %a: i32, %b: i32) {
  cf.cond_br %c, ^bb1(%a : i32), ^bb1(%b : i32)
^bb1(%x: i32):
  "bm.use"() : () -> ()
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb2:
  return
}
