func.func private @one()

// -----

func.func private @two()
func.func private @three()

// -----

"xyz.op"() : () -> ()
