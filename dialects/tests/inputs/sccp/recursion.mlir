// Recursive functions: analysed alone (sccp nested on functions), a call
// to the function itself is a call to an external callable, its results
// unknown; analysed from the module, a public function's own returns
// give its recursive call's results.
func.func private @private_rec(%a: i32) -> i32 {
  %c = arith.constant 3 : i32
  %r = call @private_rec(%a) : (i32) -> i32
  %s = arith.addi %r, %r : i32
  "test.use"(%s) : (i32) -> ()
  return %c : i32
}

func.func @public_rec(%a: i32) -> i32 {
  %c = arith.constant 4 : i32
  %r = call @public_rec(%a) : (i32) -> i32
  %s = arith.muli %r, %r : i32
  "test.use"(%s) : (i32) -> ()
  return %c : i32
}
