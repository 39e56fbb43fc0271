// Ownership through unstructured control flow: conditional branches that
// pass memrefs or not, dynamic and unranked memrefs, critical edges and
// diamonds.
func.func @cond_branch(%c: i1, %a: memref<2xf32>, %out: memref<2xf32>) {
  cf.cond_br %c, ^bb2(%a : memref<2xf32>), ^bb1
^bb1:
  %0 = memref.alloc() : memref<2xf32>
  memref.copy %a, %0 : memref<2xf32> to memref<2xf32>
  cf.br ^bb2(%0 : memref<2xf32>)
^bb2(%1: memref<2xf32>):
  memref.copy %1, %out : memref<2xf32> to memref<2xf32>
  return
}

func.func @dynamic(%c: i1, %a: memref<?xf32>, %out: memref<?xf32>, %n: index) {
  cf.cond_br %c, ^bb2(%a : memref<?xf32>), ^bb1(%n : index)
^bb1(%m: index):
  %0 = memref.alloc(%m) : memref<?xf32>
  cf.br ^bb2(%0 : memref<?xf32>)
^bb2(%1: memref<?xf32>):
  memref.copy %1, %out : memref<?xf32> to memref<?xf32>
  return
}

func.func @unranked(%c: i1, %a: memref<*xf32>, %n: index) {
  cf.cond_br %c, ^bb2(%a : memref<*xf32>), ^bb1(%n : index)
^bb1(%m: index):
  %0 = memref.alloc(%m) : memref<?xf32>
  %1 = memref.cast %0 : memref<?xf32> to memref<*xf32>
  cf.br ^bb2(%1 : memref<*xf32>)
^bb2(%2: memref<*xf32>):
  return
}

func.func @nested(%c: i1, %a: memref<?xf32>, %out: memref<?xf32>, %n: index) {
  cf.cond_br %c, ^bb1, ^bb2(%n : index)
^bb1:
  cf.br ^bb6(%a : memref<?xf32>)
^bb2(%m: index):
  %0 = memref.alloc(%m) : memref<?xf32>
  cf.cond_br %c, ^bb3, ^bb4
^bb3:
  cf.br ^bb5(%0 : memref<?xf32>)
^bb4:
  cf.br ^bb5(%0 : memref<?xf32>)
^bb5(%1: memref<?xf32>):
  cf.br ^bb6(%1 : memref<?xf32>)
^bb6(%2: memref<?xf32>):
  cf.br ^bb7(%2 : memref<?xf32>)
^bb7(%3: memref<?xf32>):
  memref.copy %3, %out : memref<?xf32> to memref<?xf32>
  return
}

func.func @inverse_critical_edge(%c: i1, %a: memref<2xf32>, %out: memref<2xf32>) {
  %0 = memref.alloc() : memref<2xf32>
  cf.cond_br %c, ^bb1, ^bb2(%a : memref<2xf32>)
^bb1:
  cf.br ^bb2(%0 : memref<2xf32>)
^bb2(%1: memref<2xf32>):
  memref.copy %1, %out : memref<2xf32> to memref<2xf32>
  return
}

func.func @diamond(%c: i1, %a: memref<2xf32>, %out: memref<2xf32>) -> memref<2xf32> {
  %0 = memref.alloc() : memref<2xf32>
  cf.cond_br %c, ^bb1(%a, %0 : memref<2xf32>, memref<2xf32>), ^bb2(%0, %a : memref<2xf32>, memref<2xf32>)
^bb1(%1: memref<2xf32>, %2: memref<2xf32>):
  cf.br ^bb3(%1, %2 : memref<2xf32>, memref<2xf32>)
^bb2(%3: memref<2xf32>, %4: memref<2xf32>):
  cf.br ^bb3(%3, %4 : memref<2xf32>, memref<2xf32>)
^bb3(%5: memref<2xf32>, %6: memref<2xf32>):
  %7 = memref.alloc() : memref<2xf32>
  memref.copy %5, %7 : memref<2xf32> to memref<2xf32>
  return %6 : memref<2xf32>
}
