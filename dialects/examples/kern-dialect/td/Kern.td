// An example dialect of whole-buffer kernels: one op, lowered to a loop of
// MLIR's scf, arith and memref ops by src/lib.rs, then to C++ by the
// kern-app crate's build script.

include "mlir/IR/OpBase.td"

def Kern_Dialect : Dialect {
  let name = "kern";
  let cppNamespace = "kern";
  let summary = "Whole-buffer kernels";
  let description = [{
    Operations on whole buffers, each lowered to a loop over their
    elements.
  }];
}

def Kern_AxpyOp : Op<Kern_Dialect, "axpy"> {
  let summary = "y = a * x + y, element by element";
  let description = [{
    Scales each element of `x` by `a` and adds it to the element of `y` at
    the same index, in place.

    ```mlir
    kern.axpy %a, %x, %y : memref<16xf32>, memref<16xf32>
    ```
  }];
  let arguments = (ins F32:$a, MemRefOf<[F32]>:$x, MemRefOf<[F32]>:$y);
  let assemblyFormat = "$a `,` $x `,` $y attr-dict `:` type($x) `,` type($y)";
}
