// The DMA ops' parser and verifier errors, each in its own split.
func.func @stride_alone(%a: memref<8xf32>, %b: memref<8xf32, 1>, %t: memref<1xi32>, %n: index) {
  // expected-error@+1 {{expected two stride related operands}}
  affine.dma_start %a[0], %b[0], %t[0], %n, %n : memref<8xf32>, memref<8xf32, 1>, memref<1xi32>
  return
}

// -----

func.func @two_types(%a: memref<8xf32>, %b: memref<8xf32, 1>, %t: memref<1xi32>, %n: index) {
  // expected-error@+1 {{expected three types}}
  affine.dma_start %a[0], %b[0], %t[0], %n : memref<8xf32>, memref<8xf32, 1>
  return
}

// -----

func.func @tag_not_memref(%t: tensor<1xi32>, %n: index) {
  // expected-error@+1 {{expected tag to be of memref type}}
  affine.dma_wait %t[0], %n : tensor<1xi32>
  return
}

// -----

func.func @source_not_memref(%a: tensor<8xf32>, %b: memref<8xf32, 1>, %t: memref<1xi32>, %n: index) {
  // expected-error@+1 {{'affine.dma_start' op expected DMA source to be of memref type}}
  affine.dma_start %a[0], %b[0], %t[0], %n : tensor<8xf32>, memref<8xf32, 1>, memref<1xi32>
  return
}

// -----

func.func @dest_not_memref(%a: memref<8xf32>, %b: vector<8xf32>, %t: memref<1xi32>, %n: index) {
  // expected-error@+1 {{'affine.dma_start' op expected DMA destination to be of memref type}}
  affine.dma_start %a[0], %b[0], %t[0], %n : memref<8xf32>, vector<8xf32>, memref<1xi32>
  return
}

// -----

func.func @tag_start_not_memref(%a: memref<8xf32>, %b: memref<8xf32, 1>, %t: i32, %n: index) {
  // expected-error@+1 {{'affine.dma_start' op expected DMA tag to be of memref type}}
  affine.dma_start %a[0], %b[0], %t[], %n : memref<8xf32>, memref<8xf32, 1>, i32
  return
}

// -----

func.func @source_index_not_affine(%a: memref<8xf32>, %b: memref<8xf32, 1>, %t: memref<1xi32>, %n: index) {
  affine.for %i = 0 to 8 {
    %x = arith.muli %i, %i : index
    // expected-error@+1 {{'affine.dma_start' op src index must be a valid dimension or symbol identifier}}
    affine.dma_start %a[%x], %b[0], %t[0], %n : memref<8xf32>, memref<8xf32, 1>, memref<1xi32>
  }
  return
}

// -----

func.func @dest_index_not_affine(%a: memref<8xf32>, %b: memref<8xf32, 1>, %t: memref<1xi32>, %n: index) {
  affine.for %i = 0 to 8 {
    %x = arith.addi %i, %n : index
    // expected-error@+1 {{'affine.dma_start' op dst index must be a valid dimension or symbol identifier}}
    affine.dma_start %a[0], %b[%x], %t[0], %n : memref<8xf32>, memref<8xf32, 1>, memref<1xi32>
  }
  return
}

// -----

func.func @tag_index_not_affine(%a: memref<8xf32>, %b: memref<8xf32, 1>, %t: memref<1xi32>, %n: index) {
  affine.for %i = 0 to 8 {
    %x = arith.subi %i, %n : index
    // expected-error@+1 {{'affine.dma_start' op tag index must be a valid dimension or symbol identifier}}
    affine.dma_start %a[0], %b[0], %t[%x], %n : memref<8xf32>, memref<8xf32, 1>, memref<1xi32>
  }
  return
}

// -----

func.func @wait_index_not_affine(%t: memref<1xi32>, %n: index) {
  affine.for %i = 0 to 8 {
    %x = arith.muli %i, %n : index
    // expected-error@+1 {{'affine.dma_wait' op index must be a valid dimension or symbol identifier}}
    affine.dma_wait %t[%x], %n : memref<1xi32>
  }
  return
}

// -----

func.func @generic_operand_count(%a: memref<8xf32>, %b: memref<8xf32, 1>, %t: memref<1xi32>, %n: index) {
  // expected-error@+1 {{'affine.dma_start' op incorrect number of operands}}
  "affine.dma_start"(%a, %b, %t, %n, %n) {src_map = affine_map<() -> (0)>, dst_map = affine_map<() -> (0)>, tag_map = affine_map<() -> (0)>} : (memref<8xf32>, memref<8xf32, 1>, memref<1xi32>, index, index) -> ()
  return
}

// -----

func.func @generic_index_type(%a: memref<8xf32>, %b: memref<8xf32, 1>, %t: memref<1xi32>, %n: index, %k: i64) {
  // expected-error@+1 {{'affine.dma_start' op src index to dma_start must have 'index' type}}
  "affine.dma_start"(%a, %k, %b, %t, %n) {src_map = affine_map<(d0) -> (d0)>, dst_map = affine_map<() -> (0)>, tag_map = affine_map<() -> (0)>} : (memref<8xf32>, i64, memref<8xf32, 1>, memref<1xi32>, index) -> ()
  return
}

// -----

func.func @generic_dst_index_type(%a: memref<8xf32>, %b: memref<8xf32, 1>, %t: memref<1xi32>, %n: index, %k: i64) {
  // expected-error@+1 {{'affine.dma_start' op dst index to dma_start must have 'index' type}}
  "affine.dma_start"(%a, %b, %k, %t, %n) {src_map = affine_map<() -> (0)>, dst_map = affine_map<(d0) -> (d0)>, tag_map = affine_map<() -> (0)>} : (memref<8xf32>, memref<8xf32, 1>, i64, memref<1xi32>, index) -> ()
  return
}

// -----

func.func @generic_tag_index_type(%a: memref<8xf32>, %b: memref<8xf32, 1>, %t: memref<1xi32>, %n: index, %k: i64) {
  // expected-error@+1 {{'affine.dma_start' op tag index to dma_start must have 'index' type}}
  "affine.dma_start"(%a, %b, %t, %k, %n) {src_map = affine_map<() -> (0)>, dst_map = affine_map<() -> (0)>, tag_map = affine_map<(d0) -> (d0)>} : (memref<8xf32>, memref<8xf32, 1>, memref<1xi32>, i64, index) -> ()
  return
}

// -----

func.func @generic_wait_index_type(%t: memref<1xi32>, %n: index, %k: i64) {
  // expected-error@+1 {{'affine.dma_wait' op index to dma_wait must have 'index' type}}
  "affine.dma_wait"(%t, %k, %n) {tag_map = affine_map<(d0) -> (d0)>} : (memref<1xi32>, i64, index) -> ()
  return
}

// -----

func.func @generic_wait_tag(%t: tensor<1xi32>, %n: index) {
  // expected-error@+1 {{'affine.dma_wait' op expected DMA tag to be of memref type}}
  "affine.dma_wait"(%t, %n) {tag_map = affine_map<() -> (0)>} : (tensor<1xi32>, index) -> ()
  return
}
