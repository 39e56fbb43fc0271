// The cf dialect is illegal: what does not lower fails the pass.
func.func @tensor_branch(%t: tensor<2xf32>) {
  cf.br ^bb1(%t : tensor<2xf32>)
^bb1(%x: tensor<2xf32>):
  return
}
