// The branch that closes a loop takes the loop's attributes whose values
// are LLVM dialect attributes (an `llvm.loop_annotation`), whatever their
// names; the others stay behind. `scf.parallel` hands down none.
#no_unroll = #llvm.loop_annotation<unroll = <disable = true>>
#full_unroll = #llvm.loop_annotation<unroll = <full = true>>
func.func @for_loops(%lb : index, %ub : index, %step : index) {
  scf.for %i = %lb to %ub step %step {
    scf.for %j = %lb to %ub step %step {
      "test.op"(%i, %j) : (index, index) -> ()
    } {llvm.loop_annotation = #full_unroll}
  } {llvm.loop_annotation = #no_unroll, other = #no_unroll, llvm.plain = 2 : i32, plain = 1 : i32}
  return
}

func.func @while_loops(%c : i1, %init : i32) -> i32 {
  // A do-while: the condition branches back.
  %0 = scf.while (%a = %init) : (i32) -> (i32) {
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%a: i32):
    scf.yield %a : i32
  } attributes {llvm.loop_annotation = #no_unroll, plain = 1 : i32}
  // A while with a body: its branch back does.
  %1 = scf.while (%a = %0) : (i32) -> (i32) {
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%a: i32):
    %b = arith.addi %a, %a : i32
    scf.yield %b : i32
  } attributes {llvm.loop_annotation = #full_unroll}
  return %1 : i32
}

func.func @parallel_loop(%lb : index, %ub : index, %step : index) {
  scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%step, %step) {
    "test.op"(%i, %j) : (index, index) -> ()
    scf.reduce
  } {llvm.loop_annotation = #no_unroll}
  return
}
