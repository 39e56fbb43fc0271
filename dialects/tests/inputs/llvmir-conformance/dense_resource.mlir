// Globals initialized from the file's resources: the bytes read as the
// scalars of the LLVM type, and the errors of what cannot be read so.
llvm.mlir.global private constant @halves(dense_resource<pairs> : tensor<2x2xf16>) : !llvm.array<2 x array<2 x f16>>
llvm.mlir.global private constant @words(dense_resource<words> : vector<2xi32>) : vector<2xi32>

{-#
  dialect_resources: {
    builtin: {
      pairs: "0x02000000003C00C0FF7B0080",
      words: "0x04000000785634120000FFFF"
    }
  }
#-}
// -----
// A tensor of vectors counts its vectors as its elements.
llvm.mlir.global private constant @lanes(dense_resource<words> : tensor<1xvector<2xi32>>) : !llvm.array<1 x vector<2xi32>>

{-#
  dialect_resources: {
    builtin: {
      pairs: "0x02000000003C00C0FF7B0080",
      words: "0x04000000785634120000FFFF"
    }
  }
#-}
// -----
llvm.mlir.global private constant @absent(dense_resource<nowhere> : tensor<2xi64>) : !llvm.array<2 x i64>
// -----
llvm.mlir.global private constant @short(dense_resource<words> : tensor<3xi32>) : !llvm.array<3 x i32>

{-#
  dialect_resources: {
    builtin: {
      pairs: "0x02000000003C00C0FF7B0080",
      words: "0x04000000785634120000FFFF"
    }
  }
#-}
// -----
llvm.mlir.global private constant @in_memory(dense_resource<words> : memref<2xi32>) : !llvm.array<2 x i32>

{-#
  dialect_resources: {
    builtin: {
      pairs: "0x02000000003C00C0FF7B0080",
      words: "0x04000000785634120000FFFF"
    }
  }
#-}
// -----
llvm.mlir.global private constant @odd_width(dense_resource<words> : tensor<2xi12>) : !llvm.array<2 x i12>

{-#
  dialect_resources: {
    builtin: {
      pairs: "0x02000000003C00C0FF7B0080",
      words: "0x04000000785634120000FFFF"
    }
  }
#-}
