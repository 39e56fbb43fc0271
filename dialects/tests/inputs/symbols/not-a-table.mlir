func.func @f() {
  return
}
func.func private @g()
