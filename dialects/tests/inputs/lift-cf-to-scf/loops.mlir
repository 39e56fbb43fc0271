// Loops: nested, one after another (the second is lifted with the
// dominator tree of the first's), with several exits and values used
// after them, and inside a branch.
func.func private @cond(i32) -> i1
func.func private @use(i32)

func.func @nested(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  cf.br ^outer(%c0 : i32)
^outer(%i: i32):
  %oc = func.call @cond(%i) : (i32) -> i1
  cf.cond_br %oc, ^inner(%c0 : i32), ^exit
^inner(%j: i32):
  %ic = func.call @cond(%j) : (i32) -> i1
  %j1 = arith.addi %j, %c1 : i32
  cf.cond_br %ic, ^inner(%j1 : i32), ^latch
^latch:
  %i1 = arith.addi %i, %j : i32
  cf.br ^outer(%i1 : i32)
^exit:
  return %i : i32
}

func.func @sequential(%a: i32) -> i32 {
  cf.br ^l1(%a : i32)
^l1(%x: i32):
  %c = func.call @cond(%x) : (i32) -> i1
  %y = arith.muli %x, %x : i32
  cf.cond_br %c, ^l1(%y : i32), ^mid
^mid:
  func.call @use(%y) : (i32) -> ()
  cf.br ^l2(%y : i32)
^l2(%z: i32):
  %d = func.call @cond(%z) : (i32) -> i1
  %w = arith.subi %z, %a : i32
  cf.cond_br %d, ^l2(%w : i32), ^done
^done:
  return %w : i32
}

func.func @multi_exit(%a: i32, %b: i32) -> i32 {
  cf.br ^head(%a : i32)
^head(%x: i32):
  %c = func.call @cond(%x) : (i32) -> i1
  cf.cond_br %c, ^body, ^exit1(%x : i32)
^body:
  %y = arith.addi %x, %b : i32
  %d = func.call @cond(%y) : (i32) -> i1
  cf.cond_br %d, ^exit2, ^head(%y : i32)
^exit1(%r: i32):
  cf.br ^join(%r : i32)
^exit2:
  func.call @use(%y) : (i32) -> ()
  cf.br ^join(%b : i32)
^join(%s: i32):
  return %s : i32
}

func.func @loop_in_branch(%flag: i1, %a: i32) -> i32 {
  cf.cond_br %flag, ^loop(%a : i32), ^other
^loop(%x: i32):
  %c = func.call @cond(%x) : (i32) -> i1
  %y = arith.addi %x, %x : i32
  cf.cond_br %c, ^loop(%y : i32), ^join(%y : i32)
^other:
  cf.br ^join(%a : i32)
^join(%r: i32):
  return %r : i32
}

func.func @self_loop_block_args(%a: i32, %b: i64) -> i64 {
  cf.br ^loop(%a, %b : i32, i64)
^loop(%x: i32, %y: i64):
  %c = func.call @cond(%x) : (i32) -> i1
  %z = arith.extsi %x : i32 to i64
  %s = arith.addi %y, %z : i64
  cf.cond_br %c, ^loop(%x, %s : i32, i64), ^end
^end:
  return %s : i64
}
