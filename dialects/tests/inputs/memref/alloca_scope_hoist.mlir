// memref.alloca_scope: its stack allocations move out of the ops
// between it and the next allocation scope up, when their sizes are
// defined outside them; nested scopes' allocations too.

func.func @in_if(%n: index, %c: i1, %i: index) -> i32 {
  %r = scf.if %c -> i32 {
    %v = memref.alloca_scope -> i32 {
      %a = memref.alloca(%n) : memref<?xi32>
      %x = memref.load %a[%i] : memref<?xi32>
      memref.alloca_scope.return %x : i32
    }
    scf.yield %v : i32
  } else {
    %z = arith.constant 7 : i32
    scf.yield %z : i32
  }
  return %r : i32
}

func.func @size_from_loop(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    memref.alloca_scope {
      %a = memref.alloca(%i) : memref<?xf32>
      %b = memref.alloca(%n) : memref<?xf32>
      "test.use"(%a, %b) : (memref<?xf32>, memref<?xf32>) -> ()
    }
  }
  return
}

func.func @nested_scopes(%n: index, %c: i1) {
  scf.if %c {
    memref.alloca_scope {
      %a = memref.alloca(%n) : memref<?xi8>
      memref.alloca_scope {
        %d = memref.alloca() : memref<3xi8>
        "test.use"(%a, %d) : (memref<?xi8>, memref<3xi8>) -> ()
      }
      "test.use"(%a) : (memref<?xi8>) -> ()
    }
  }
  return
}

func.func @directly_in_function(%n: index) -> i16 {
  %v = memref.alloca_scope -> i16 {
    %a = memref.alloca(%n) : memref<?xi16>
    %c0 = arith.constant 0 : index
    %x = memref.load %a[%c0] : memref<?xi16>
    memref.alloca_scope.return %x : i16
  }
  %w = arith.addi %v, %v : i16
  return %w : i16
}
