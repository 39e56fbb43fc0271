// Allocations, accesses and atomics over buffers of a few shapes, layouts
// and memory spaces.
func.func @buffers(%n: index, %m: index, %v: f32, %i: i32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc(%n) : memref<8x?xf32>
  %b = memref.alloc(%n)[%m] : memref<4x?xf32, affine_map<(d0, d1)[s0] -> (d0 * 64 + d1 + s0)>, 2>
  %c = memref.alloca() {alignment = 32} : memref<16xi32>
  %d = memref.alloc() : memref<f32, "shared">
  memref.store %v, %a[%c0, %c1] : memref<8x?xf32>
  memref.store %v, %a[%c1, %c0] {nontemporal = true} : memref<8x?xf32>
  %x = memref.load %a[%c0, %c0] : memref<8x?xf32>
  %y = memref.load %b[%c1, %n] {nontemporal = false, alignment = 16} : memref<4x?xf32, affine_map<(d0, d1)[s0] -> (d0 * 64 + d1 + s0)>, 2>
  memref.prefetch %a[%c0, %c1], read, locality<2>, data : memref<8x?xf32>
  memref.prefetch %c[%c0], write, locality<0>, instr : memref<16xi32>
  %old = memref.atomic_rmw addi %i, %c[%c1] : (i32, memref<16xi32>) -> i32
  %max = memref.atomic_rmw maximumf %v, %a[%c0, %c0] : (f32, memref<8x?xf32>) -> f32
  %g = memref.generic_atomic_rmw %a[%c1, %c1] : memref<8x?xf32> {
  ^bb0(%current: f32):
    %sum = arith.addf %current, %x : f32
    memref.atomic_yield %sum : f32
  }
  %e = memref.load %d[] : memref<f32, "shared">
  memref.dealloc %b : memref<4x?xf32, affine_map<(d0, d1)[s0] -> (d0 * 64 + d1 + s0)>, 2>
  memref.dealloc %a : memref<8x?xf32>
  %r = arith.addf %y, %g : f32
  return %r : f32
}

func.func @scopes(%n: index) -> index {
  %r = memref.alloca_scope -> (index) {
    %t = memref.alloca(%n) : memref<?xindex>
    %c0 = arith.constant 0 : index
    %l = memref.load %t[%c0] : memref<?xindex>
    memref.alloca_scope.return %l : index
  }
  memref.alloca_scope {
    %u = memref.alloca() : memref<4xi8>
  }
  return %r : index
}

func.func @dma(%src: memref<40x128xf32>, %dst: memref<2x1024xf32, 1>, %tag: memref<1xi32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c32 = arith.constant 32 : index
  memref.dma_start %src[%c0, %c0], %dst[%c0, %c0], %n, %tag[%c0] : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32>
  memref.dma_start %src[%c0, %c0], %dst[%c0, %c0], %n, %tag[%c0], %c32, %c32 : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32>
  memref.dma_wait %tag[%c0], %n : memref<1xi32>
  return
}
