// Callees with several blocks: the caller's block splits, returns become
// branches to the code after the call, and the results arrive as block
// arguments. Into an scf region they may not go.
func.func private @select(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^yes, ^no
^yes:
  %x = arith.addi %a, %b : i32
  return %x : i32
^no:
  cf.br ^join(%b : i32)
^join(%v: i32):
  %y = arith.muli %v, %a : i32
  return %y : i32
}

func.func private @loop_sum(%n: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  cf.br ^head(%c0, %c0 : i32, i32)
^head(%i: i32, %s: i32):
  %done = arith.cmpi sge, %i, %n : i32
  cf.cond_br %done, ^exit, ^body
^body:
  %s2 = arith.addi %s, %i : i32
  %i2 = arith.addi %i, %c1 : i32
  cf.br ^head(%i2, %s2 : i32, i32)
^exit:
  return %s, %i : i32, i32
}

func.func @caller(%c: i1, %a: i32, %b: i32) -> i32 {
  %0 = call @select(%c, %a, %b) : (i1, i32, i32) -> i32
  %1 = call @select(%c, %0, %a) : (i1, i32, i32) -> i32
  %2:2 = call @loop_sum(%1) : (i32) -> (i32, i32)
  %3 = arith.addi %2#0, %2#1 : i32
  return %3 : i32
}

func.func @structured(%c: i1, %a: i32) -> i32 {
  %0 = scf.if %c -> (i32) {
    %1 = func.call @select(%c, %a, %a) : (i1, i32, i32) -> i32
    scf.yield %1 : i32
  } else {
    scf.yield %a : i32
  }
  return %0 : i32
}
