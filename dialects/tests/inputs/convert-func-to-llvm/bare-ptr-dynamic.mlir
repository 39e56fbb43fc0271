// Memrefs the bare pointer convention cannot take: a dynamic size, a
// dynamic stride or offset, an unranked memref: their functions, and
// calls with an unranked memref, stay.
func.func @dynamic(%a: memref<?xf32>) {
  return
}

func.func @strided(%a: memref<4xf32, strided<[?], offset: 0>>) {
  return
}

func.func @offset(%a: memref<4xf32, strided<[1], offset: ?>>) {
  return
}

func.func @unranked(%a: memref<*xf32>) {
  return
}

func.func @result() -> memref<?xf32> {
  %0 = "test.make"() : () -> memref<?xf32>
  return %0 : memref<?xf32>
}

func.func @call(%u: memref<*xf32>) {
  call @unranked(%u) : (memref<*xf32>) -> ()
  return
}
