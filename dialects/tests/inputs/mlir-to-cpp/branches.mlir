// Unstructured control flow (cf.br, cf.cond_br with block arguments) as
// labels and gotos; it needs --declare-variables-at-top, as each block
// argument is a variable of the function.
func.func @gcd(%a: i64, %b: i64) -> i64 {
  cf.br ^loop(%a, %b : i64, i64)
^loop(%x: i64, %y: i64):
  %zero = "emitc.constant"() <{value = 0 : i64}> : () -> i64
  %done = emitc.cmp eq, %y, %zero : (i64, i64) -> i1
  cf.cond_br %done, ^exit(%x : i64), ^step
^step:
  %r = emitc.rem %x, %y : (i64, i64) -> i64
  cf.br ^loop(%y, %r : i64, i64)
^exit(%g: i64):
  return %g : i64
}

emitc.func @sign(%v: i32) -> i32 {
  %zero = literal "0" : i32
  %neg = cmp lt, %v, %zero : (i32, i32) -> i1
  cf.cond_br %neg, ^minus, ^plus
^minus:
  %m = "emitc.constant"() <{value = -1 : i32}> : () -> i32
  return %m : i32
^plus:
  %p = "emitc.constant"() <{value = 1 : i32}> : () -> i32
  return %p : i32
}
