func.func @f() {
  return
}

{-#
  external_resources: {
    mlir_reproducer: {
      verify_each: "yes"
    }
  }
#-}
