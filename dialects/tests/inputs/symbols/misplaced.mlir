func.func @outer() {
  func.func private @nested_function()
  return
}
// -----
func.func @in_unregistered_op() {
  "u.region"() ({
    func.func private @unknown_parent_is_not_checked()
  }) : () -> ()
  return
}
// -----
func.func @in_execute_region() -> i32 {
  %0 = scf.execute_region -> i32 {
    func.func private @in_a_region()
    %c = arith.constant 1 : i32
    scf.yield %c : i32
  }
  return %0 : i32
}
// -----
module @nested_module_is_a_table {
  func.func private @fine()
}
