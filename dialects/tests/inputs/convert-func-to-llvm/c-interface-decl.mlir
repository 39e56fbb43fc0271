// The C interfaces of declarations (the function gets a private body that
// packs its memrefs on the stack and calls `_mlir_ciface_<name>`) and of
// functions of unranked memrefs.
func.func private @scalar(i32 {llvm.noundef}, f32) -> i64 attributes {llvm.emit_c_interface}

func.func private @memrefs(memref<4xf32>, index, memref<?x?xi8>) -> memref<4xf32> attributes {llvm.emit_c_interface, foo = 1 : i32}

func.func private @two(%a: memref<*xf32> {llvm.noalias}) -> (i32, memref<*xf32>) attributes {llvm.emit_c_interface}

func.func private @none() attributes {llvm.emit_c_interface}

func.func @unranked(%a: memref<*xf32>, %i: i32) -> i32 attributes {llvm.emit_c_interface} {
  return %i : i32
}

func.func @unranked_result(%a: memref<*xf32>) -> memref<*xf32> attributes {llvm.emit_c_interface} {
  return %a : memref<*xf32>
}
