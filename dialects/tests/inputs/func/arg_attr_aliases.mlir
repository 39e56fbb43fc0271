// Aliases and the attributes of function arguments: an argument of a body
// prints as a region argument, whose attributes MLIR's alias pass does not
// visit (they print in full unless aliased elsewhere); a declaration's
// arguments and every result are visited.
func.func private @declared(memref<4xf32> {test.x = affine_map<(d0) -> (d0 + 1)>}) -> (i32 {test.r = affine_map<(d0) -> (d0 + 3)>})

func.func @defined(%a: memref<4xf32> {test.x = affine_map<(d0) -> (d0 + 4)>}, %b: i32 {test.y = affine_map<(d0) -> (d0 + 3)>}) -> (i32 {test.r = affine_map<(d0) -> (d0 + 5)>}) attributes {test.z = affine_map<(d0) -> (d0 + 6)>} {
  return %b : i32
}

func.func @shared(%a: i32 {test.x = affine_map<(d0) -> (d0 + 6)>}) {
  return
}
