// What cannot be lifted fails the pass with MLIR's message.
func.func @unreachable_block(%a: i32) -> i32 {
  cf.br ^end
^dead:
  %b = arith.addi %a, %a : i32
  cf.br ^end
^end:
  return %a : i32
}

// -----

func.func @infinite_loop_in_region(%a: i32) {
  scf.execute_region {
    cf.br ^loop
  ^loop:
    %b = arith.addi %a, %a : i32
    cf.br ^loop
  }
  return
}

// -----

func.func @unknown_branch(%c: i1) {
  "test.br"() [^a] : () -> ()
^a:
  return
}
