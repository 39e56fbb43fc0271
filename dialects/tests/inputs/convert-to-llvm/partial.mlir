// What has no lowering stays, its values cast: an unregistered op, and
// scf (no lowering to llvm); filter-dialects takes only the lowerings it
// names.
func.func @f(%a: index, %c: i1) -> index {
  %0 = "test.op"(%a) : (index) -> index
  %1 = scf.if %c -> index {
    scf.yield %0 : index
  } else {
    %2 = arith.addi %0, %a : index
    scf.yield %2 : index
  }
  return %1 : index
}
