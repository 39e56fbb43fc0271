func.func @f() {
  return
}
func.func @g() {
  return
}
