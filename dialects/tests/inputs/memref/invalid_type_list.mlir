// What follows a memref's element type: `>`, or a list of layouts (the
// last one counts) and a memory space, which must come last.

// Error: expected ',' or '>' in memref type
func.func private @unclosed(%a: memref<2xf32 1>)

// -----

// Error: expected ',' or '>'
func.func private @unclosed_after_space(%a: memref<2xf32, 1 x>)

// -----

// Error: expected memory space to be last in memref type
func.func private @layout_after_space(%a: memref<2xf32, 1, strided<[1]>>)

// -----

// Error: multiple memory spaces specified in memref type
func.func private @two_spaces(%a: memref<2xf32, 1, 2>)

// -----

// Error: multiple memory spaces specified in memref type
func.func private @two_spaces_unranked(%a: memref<*xf32, 1, 2>)

// -----

// Error: cannot have affine map for unranked memref type
func.func private @unranked_layout(%a: memref<*xf32, strided<[1]>>)

// -----

// Error: expected ',' or '>' in memref type
func.func private @unranked_unclosed(%a: memref<*xf32 1>)

// -----

// Error: expected 'offset' after comma
func.func private @strided_no_offset(%a: memref<2xf32, strided<[1], 2>>)

// -----

// The last layout is the type's.
func.func private @last_layout(%a: memref<2xf32, strided<[1]>, strided<[1], offset: 2>>,
                               %b: memref<2xf32, affine_map<(d0, d1) -> (d0)>, affine_map<(d0) -> (d0 * 2)>, 3>)
