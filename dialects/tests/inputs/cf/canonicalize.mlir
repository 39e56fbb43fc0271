// Branch folding: constant conditions, pass-through blocks, single
// predecessors, identical successors, known conditions, switch folds.
func.func @const_cond(%a: i32, %b: i32) -> i32 {
  %true = arith.constant true
  cf.cond_br %true, ^t(%a : i32), ^f(%b : i32)
^t(%x: i32):
  return %x : i32
^f(%y: i32):
  return %y : i32
}
func.func @pass_through(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^hop1, ^hop2(%b : i32)
^hop1:
  cf.br ^merge(%a : i32)
^hop2(%h: i32):
  cf.br ^merge(%h : i32)
^merge(%m: i32):
  "test.use"(%m) : (i32) -> ()
  cf.br ^merge(%m : i32)
}
func.func @same_successor(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^join(%a, %a : i32, i32), ^join(%b, %a : i32, i32)
^join(%x: i32, %y: i32):
  %s = "test.add"(%x, %y) : (i32, i32) -> i32
  return %s : i32
}
func.func @same_operands(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^join(%a : i32), ^join(%a : i32)
^join(%x: i32):
  "test.use"(%x) : (i32) -> ()
  cf.br ^join(%x : i32)
}
func.func @same_condition(%c: i1) {
  cf.cond_br %c, ^inner, ^out
^inner:
  "test.inner"(%c) : (i1) -> ()
  cf.cond_br %c, ^yes, ^no
^yes:
  "test.yes"() : () -> ()
  return
^no:
  "test.no"() : () -> ()
  return
^out:
  "test.out"(%c) : (i1) -> ()
  return
}
func.func @asserts(%c: i1) {
  %true = arith.constant true
  %false = arith.constant false
  cf.assert %true, "always holds"
  cf.assert %false, "never holds"
  cf.assert %c, "may hold"
  return
}
func.func @switch_folds(%flag: i32, %a: i32) {
  %c7 = arith.constant 7 : i32
  cf.switch %c7 : i32, [
    default: ^d,
    7: ^seven(%a : i32)
  ]
^seven(%s: i32):
  "test.seven"(%s) : (i32) -> ()
  cf.switch %flag : i32, [
    default: ^d,
    1: ^d,
    2: ^two
  ]
^two:
  cf.switch %flag : i32, [
    default: ^d,
    2: ^inner,
    3: ^d
  ]
^inner:
  "test.inner"() : () -> ()
  cf.switch %flag : i32, [
    default: ^only
  ]
^only:
  "test.only"() : () -> ()
  cf.br ^d
^d:
  "test.d"() : () -> ()
  return
}
func.func @switch_default_chain(%flag: i32) {
  cf.switch %flag : i32, [
    default: ^next,
    1: ^one
  ]
^next:
  cf.switch %flag : i32, [
    default: ^end,
    1: ^one,
    2: ^two
  ]
^one:
  "test.one"() : () -> ()
  return
^two:
  "test.two"() : () -> ()
  return
^end:
  return
}
func.func @switch_pass_through(%flag: i32, %a: i32) {
  cf.switch %flag : i32, [
    default: ^hop(%a : i32),
    4: ^hop2
  ]
^hop(%h: i32):
  cf.br ^end(%h : i32)
^hop2:
  cf.br ^end(%a : i32)
^end(%e: i32):
  "test.end"(%e) : (i32) -> ()
  return
}
func.func @weights_stay(%c: i1, %a: i32, %b: i32) {
  cf.cond_br %c weights([10, 90]), ^hop(%a : i32), ^other
^hop(%h: i32):
  cf.br ^end(%h : i32)
^other:
  "test.other"() : () -> ()
  cf.br ^end(%b : i32)
^end(%e: i32):
  "test.use"(%e) : (i32) -> ()
  return
}
