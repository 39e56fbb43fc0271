// A reproducer: its pipeline, threads off, the verifier on.
func.func @keep() {
  %0 = arith.constant 0 : i32
  return
}

func.func @twice(%x: i32) -> (i32, i32) {
  %0 = arith.addi %x, %x : i32
  %1 = arith.addi %x, %x : i32
  return %0, %1 : i32, i32
}

{-#
  external_resources: {
    mlir_reproducer: {
      verify_each: true,
      pipeline: "builtin.module(func.func(cse,canonicalize{max-iterations=1 top-down=false}))",
      disable_threading: true
    }
  }
#-}
