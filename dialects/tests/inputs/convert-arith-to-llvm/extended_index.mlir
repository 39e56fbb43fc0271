// An index sum keeps its type in the intrinsic's struct, which then fails
// to verify (as under mlir-opt 22).
func.func @addui_extended_index(%a: index, %b: index) -> (index, i1) {
  %sum, %overflow = arith.addui_extended %a, %b : index, i1
  return %sum, %overflow : index, i1
}
