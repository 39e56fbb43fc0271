// Dead code: blocks no edge reaches keep their ops (sccp erases no
// block), ops in them are not folded, and a branch never taken leaves
// its target's arguments alone.
func.func @unreachable_block(%arg0: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  return %c1 : i32
^dead:
  %c2 = arith.constant 2 : i32
  %s = arith.addi %c2, %c2 : i32
  cf.br ^dead2(%s : i32)
^dead2(%x: i32):
  return %x : i32
}

func.func @never_taken(%arg0: i32) -> i32 {
  %true = arith.constant true
  %c3 = arith.constant 3 : i32
  cf.cond_br %true, ^live, ^dead(%c3 : i32)
^live:
  return %arg0 : i32
^dead(%x: i32):
  %y = arith.muli %x, %x : i32
  return %y : i32
}

func.func private @effect() -> i32

func.func @side_effects() -> i32 {
  %c1 = arith.constant 1 : i32
  %r = call @effect() : () -> i32
  %z = arith.muli %r, %c1 : i32
  %k = arith.subi %z, %z : i32
  return %k : i32
}
