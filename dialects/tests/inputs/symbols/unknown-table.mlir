module {
  func.func private @p() {
    return
  }
  func.func @f() {
    "u.region"() ({
      "u.x"() {r = @p} : () -> ()
    }) : () -> ()
    scf.execute_region {
      "u.y"() {r = @p} : () -> ()
      scf.yield
    }
    return
  }
}
