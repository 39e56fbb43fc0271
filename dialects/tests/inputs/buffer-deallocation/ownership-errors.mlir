// What the ownership-based deallocation refuses: existing frees and
// deallocs, ops of unknown effects, region ops without the region branch
// interface, and loops of branches.
func.func @existing_dealloc() {
  %0 = memref.alloc() : memref<2xi32>
  memref.dealloc %0 : memref<2xi32>
  return
}

// -----

func.func @unknown_effects(%a: memref<2xi32>) {
  "foo.bar"(%a) : (memref<2xi32>) -> ()
  return
}

// -----

func.func @atomic(%m: memref<10xf32>, %i: index) -> f32 {
  %x = memref.generic_atomic_rmw %m[%i] : memref<10xf32> {
  ^bb0(%v : f32):
    memref.atomic_yield %v : f32
  }
  return %x : f32
}

// -----

func.func @cf_loop(%c: i1) {
  cf.br ^bb1
^bb1:
  %0 = memref.alloc() : memref<2xi32>
  cf.cond_br %c, ^bb1, ^bb2
^bb2:
  return
}

// -----

func.func @existing_bufferization_dealloc(%c: i1) {
  %0 = memref.alloc() : memref<2xi32>
  bufferization.dealloc (%0 : memref<2xi32>) if (%c)
  return
}
