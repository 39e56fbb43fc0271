// A conversion that fails after type-changing replacements: until it
// commits, MLIR keeps the replaced ops in place, their users naming their
// results, and inserts no cast back to the old type, which the numbering
// of the failing op in the "see current operation" note shows.
func.func @f(%a: index, %t: tensor<2xi32>) -> index {
  %0 = arith.addi %a, %a : index
  %1 = arith.muli %0, %a : index
  %2 = arith.addi %t, %t : tensor<2xi32>
  %3 = arith.muli %1, %a : index
  return %3 : index
}
