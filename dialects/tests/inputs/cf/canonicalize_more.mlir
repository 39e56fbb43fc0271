// Switch folds with operands, loops, block merges, dead blocks.
func.func @sw1(%f: i32, %a: i32, %b: i32) {
  cf.switch %f : i32, [
    default: ^d(%a : i32),
    1: ^d(%a : i32),
    2: ^d(%b : i32),
    3: ^hop(%b : i32)
  ]
^hop(%h: i32):
  cf.br ^d(%h : i32)
^d(%x: i32):
  "test.use"(%x) : (i32) -> ()
  return
}
func.func @sw2(%a: i32, %b: i32) {
  %c2 = arith.constant 2 : i32
  cf.switch %c2 : i32, [
    default: ^d(%a : i32),
    2: ^d(%b : i32)
  ]
^d(%x: i32):
  "test.use"(%x) : (i32) -> ()
  return
}
func.func @sw3(%f: i32, %a: i32) {
  cf.switch %f : i32, [
    default: ^def,
    5: ^five(%a : i32),
    6: ^six
  ]
^five(%y: i32):
  "test.five"(%y) : (i32) -> ()
  cf.switch %f : i32, [
    default: ^e1,
    5: ^e2(%y : i32),
    6: ^e1
  ]
^six:
  "test.six"() : () -> ()
  return
^def:
  "test.def"() : () -> ()
  cf.switch %f : i32, [
    default: ^e1,
    5: ^e2(%a : i32),
    7: ^e1,
    6: ^e2(%a : i32)
  ]
^e1:
  "test.e1"() : () -> ()
  return
^e2(%z: i32):
  "test.e2"(%z) : (i32) -> ()
  return
}
func.func @loop(%c: i1, %a: i32) {
  cf.br ^head(%a : i32)
^head(%i: i32):
  "test.head"(%i, %c) : (i32, i1) -> ()
  cf.cond_br %c, ^body, ^exit
^body:
  "test.body"(%c) : (i1) -> ()
  cf.br ^head(%i : i32)
^exit:
  "test.exit"(%c) : (i1) -> ()
  return
}
func.func @merge_args(%a: i32, %b: i64) -> i64 {
  cf.br ^next(%a, %b : i32, i64)
^next(%x: i32, %y: i64):
  "test.use"(%x) : (i32) -> ()
  cf.br ^last(%y : i64)
^last(%z: i64):
  return %z : i64
}
func.func @diamond(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^l, ^r
^l:
  cf.br ^m(%a : i32)
^r:
  cf.br ^m(%b : i32)
^m(%x: i32):
  return %x : i32
}
func.func @unreachable_and_dead(%a: i32) -> i32 {
  cf.br ^b(%a, %a : i32, i32)
^dead:
  cf.br ^b(%a, %a : i32, i32)
^b(%x: i32, %y: i32):
  return %x : i32
}
