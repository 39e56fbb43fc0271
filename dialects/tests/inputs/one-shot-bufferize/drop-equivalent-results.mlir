// drop-equivalent-buffer-results: private functions stop returning the
// arguments every return gives back; calls use their operands instead.

func.func private @same(%a: memref<4xf32>, %b: memref<4xf32>) -> (memref<4xf32>, f32, memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %v = memref.load %b[%c0] : memref<4xf32>
  %c = memref.cast %b : memref<4xf32> to memref<?xf32>
  return %a, %v, %c : memref<4xf32>, f32, memref<?xf32>
}
func.func @caller(%x: memref<4xf32>, %y: memref<4xf32>) -> f32 {
  %0:3 = call @same(%x, %y) {no_inline} : (memref<4xf32>, memref<4xf32>) -> (memref<4xf32>, f32, memref<?xf32>)
  %c0 = arith.constant 0 : index
  %w = memref.load %0#2[%c0] : memref<?xf32>
  %z = memref.load %0#0[%c0] : memref<4xf32>
  return %0#1 : f32
}
func.func @pub(%a: memref<4xf32>) -> memref<4xf32> {
  return %a : memref<4xf32>
}
func.func private @ext(%a: memref<4xf32>) -> memref<4xf32>
func.func private @two_returns(%a: memref<4xf32>, %c: i1) -> memref<4xf32> {
  cf.cond_br %c, ^a, ^b
^a:
  return %a : memref<4xf32>
^b:
  return %a : memref<4xf32>
}
func.func private @res_attrs(%a: memref<4xf32>, %n: i32) -> (i32 {test.keep}, memref<4xf32> {test.drop}) {
  return %n, %a : i32, memref<4xf32>
}
module @inner {
  func.func private @nested(%a: memref<2xi8>) -> memref<2xi8> {
    return %a : memref<2xi8>
  }
  func.func @use(%a: memref<2xi8>) -> memref<2xi8> {
    %r = func.call @nested(%a) : (memref<2xi8>) -> memref<2xi8>
    return %r : memref<2xi8>
  }
}

func.func private @disagree(%a: memref<4xf32>, %b: memref<4xf32>, %c: i1) -> (memref<4xf32>, memref<4xf32>) {
  cf.cond_br %c, ^x, ^y
^x:
  return %a, %b : memref<4xf32>, memref<4xf32>
^y:
  %k = memref.cast %a : memref<4xf32> to memref<4xf32>
  return %b, %b : memref<4xf32>, memref<4xf32>
}
func.func private @no_return(%a: memref<4xf32>) -> memref<4xf32> {
  %r = "test.ret"(%a) : (memref<4xf32>) -> memref<4xf32>
  "test.term"(%r) : (memref<4xf32>) -> ()
}
