// An unranked shape needs its `x` after the `*`.
func.func private @no_x(memref<*f32>)
