// memref.alloca_scope brackets its body with llvm.intr.stacksave and
// llvm.intr.stackrestore.
func.func @scope(%n: index) -> f32 {
  %r = memref.alloca_scope -> f32 {
    %a = memref.alloca(%n) : memref<?xf32>
    %c0 = arith.constant 0 : index
    %v = memref.load %a[%c0] : memref<?xf32>
    memref.alloca_scope.return %v : f32
  }
  return %r : f32
}

func.func @empty_scope() {
  memref.alloca_scope {
  }
  return
}
