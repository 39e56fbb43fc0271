func.func @f() {
  return
}

{-#
  external_resources: {
    mlir_reproducer: {
      pipeline: "func.func(cse)"
    }
  }
#-}
