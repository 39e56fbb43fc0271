// The inliner on an op that is no symbol table.
func.func @f() {
  return
}
