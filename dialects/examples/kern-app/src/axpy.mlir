// The kernel, in the kern dialect: the build script lowers it to loops,
// then to emitc, writes it as C++ and compiles it.
func.func @axpy(%a: f32, %x: memref<16xf32>, %y: memref<16xf32>) {
  kern.axpy %a, %x, %y : memref<16xf32>, memref<16xf32>
  return
}
