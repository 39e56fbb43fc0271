// A block reached by two branches gets the dead arguments the first
// branch found, and each branch loses the operands it found dead: when
// they disagree (the entry passes a constant that is dead, the back edge
// a value that is not), the branch left with too many operands fails the
// verifier, after mlir-opt's pass as after ours.
func.func @loop_carried(%c: i1, %n: i32, %m: memref<i32>) {
  %c0 = arith.constant 0 : i32
  cf.br ^bb1(%c0, %c0 : i32, i32)
^bb1(%i: i32, %acc: i32):
  %next = arith.addi %i, %n : i32
  %acc2 = arith.addi %acc, %i : i32
  memref.store %i, %m[] : memref<i32>
  cf.cond_br %c, ^bb1(%next, %acc2 : i32, i32), ^bb2
^bb2:
  return
}
