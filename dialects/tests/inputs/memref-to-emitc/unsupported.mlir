// What does not lower: dynamic shapes, alignment on the stack or on a
// global, rank 0 on the stack, layouts, ops without a lowering (dealloc,
// subview), and a rank-0 memref read through load.
func.func @dynamic(%n: index) {
  %a = memref.alloca(%n) : memref<?xf32>
  return
}

// -----

func.func @aligned_stack() {
  %a = memref.alloca() {alignment = 16 : i64} : memref<4xf32>
  return
}

// -----

memref.global "private" @aligned : memref<4xf32> = dense<0.0> {alignment = 64 : i64}

// -----

func.func @scalar_stack() {
  %a = memref.alloca() : memref<i32>
  return
}

// -----

func.func @strided(%m: memref<4x4xf32, strided<[8, 1]>>, %i: index) -> f32 {
  %x = memref.load %m[%i, %i] : memref<4x4xf32, strided<[8, 1]>>
  return %x : f32
}

// -----

func.func @freed() {
  %a = memref.alloc() : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return
}

// -----

func.func @scalar_load(%g: memref<f32>) -> f32 {
  %x = memref.load %g[] : memref<f32>
  return %x : f32
}

// -----

func.func @fine(%m: memref<2xf32>, %i: index) -> f32 {
  %x = memref.load %m[%i] : memref<2xf32>
  return %x : f32
}
