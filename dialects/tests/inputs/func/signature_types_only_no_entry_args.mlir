// A signature with types only and a body without the arguments.
func.func @typed_only_unlabelled(index) {
  return
}
