// Block merging (--canonicalize="region-simplify=aggressive"): operands
// that differ become new arguments of the kept block, passed by every
// branch; redundant new arguments and block arguments every branch passes
// the same value for are dropped.
func.func @differ(%c: i1, %a: i32, %b: i32) {
  cf.cond_br %c, ^t, ^f
^t:
  "bm.use"(%a) : (i32) -> ()
  return
^f:
  "bm.use"(%b) : (i32) -> ()
  return
}
func.func @differ_twice(%c: i1, %a: i32, %b: i32, %d: i64) {
  cf.cond_br %c, ^t, ^f
^t:
  "bm.use"(%a, %a, %d) : (i32, i32, i64) -> ()
  "bm.use2"(%a) : (i32) -> ()
  return
^f:
  "bm.use"(%b, %b, %d) : (i32, i32, i64) -> ()
  "bm.use2"(%b) : (i32) -> ()
  return
}
func.func @not_redundant(%c: i1, %a: i32, %b: i32) {
  cf.cond_br %c, ^t, ^f
^t:
  "bm.use"(%a, %a) : (i32, i32) -> ()
  return
^f:
  "bm.use"(%a, %b) : (i32, i32) -> ()
  return
}
func.func @with_args(%c: i1, %a: i32, %b: i32, %e: f32) {
  cf.cond_br %c, ^t(%a : i32), ^f(%b : i32)
^t(%x: i32):
  %r = "bm.op"(%x, %e) : (i32, f32) -> i32
  "bm.use"(%r) : (i32) -> ()
  return
^f(%y: i32):
  %s = "bm.op"(%y, %e) : (i32, f32) -> i32
  "bm.use"(%s) : (i32) -> ()
  return
}
func.func @three(%c: i1, %d: i1, %a: i32, %b: i32, %z: i32) {
  cf.cond_br %c, ^l, ^r
^l:
  cf.cond_br %d, ^x, ^y
^r:
  cf.br ^w
^x:
  "bm.use"(%a) : (i32) -> ()
  return
^y:
  "bm.use"(%b) : (i32) -> ()
  return
^w:
  "bm.use"(%z) : (i32) -> ()
  return
}
func.func @same_value(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^t, ^f
^t:
  "bm.side"() : () -> ()
  cf.br ^join(%a, %b : i32, i32)
^f:
  "bm.other"() : () -> ()
  cf.br ^join(%a, %a : i32, i32)
^join(%p: i32, %q: i32):
  "bm.use"(%p, %q) : (i32, i32) -> ()
  return %p : i32
}
func.func @loop(%c: i1, %a: i32, %b: i32) {
  cf.br ^head(%a : i32)
^head(%i: i32):
  cf.cond_br %c, ^body1, ^body2
^body1:
  "bm.use"(%i) : (i32) -> ()
  cf.br ^head(%a : i32)
^body2:
  "bm.use"(%i) : (i32) -> ()
  cf.br ^head(%a : i32)
}
func.func @terminator_result(%c: i1, %a: i32) {
  cf.cond_br %c, ^t, ^f
^t:
  "bm.use"(%a) : (i32) -> ()
  return
^f:
  %v = "bm.def"() : () -> i32
  "bm.use"(%v) : (i32) -> ()
  return
}
func.func @switch(%f: i32, %a: i32, %b: i32, %d: i32) {
  cf.switch %f : i32, [
    default: ^x,
    1: ^y,
    2: ^z
  ]
^x:
  "bm.use"(%a) : (i32) -> ()
  return
^y:
  "bm.use"(%b) : (i32) -> ()
  return
^z:
  "bm.use"(%d) : (i32) -> ()
  return
}
func.func @clusters(%f: i32, %a: i32, %b: i32) {
  cf.switch %f : i32, [
    default: ^p,
    1: ^q,
    2: ^r,
    3: ^s
  ]
^p:
  "bm.one"(%a) : (i32) -> ()
  return
^q:
  "bm.two"(%a) : (i32) -> ()
  return
^r:
  "bm.one"(%b) : (i32) -> ()
  return
^s:
  "bm.two"(%b) : (i32) -> ()
  return
}
func.func @members_differ_elsewhere(%f: i32, %a: i32, %b: i32, %c: i32) {
  cf.switch %f : i32, [
    default: ^p,
    1: ^q,
    2: ^r
  ]
^p:
  "bm.use"(%a, %a) : (i32, i32) -> ()
  return
^q:
  "bm.use"(%b, %a) : (i32, i32) -> ()
  return
^r:
  "bm.use"(%a, %c) : (i32, i32) -> ()
  return
}
func.func @locations(%f: i32, %a: i32 loc("a"), %b: i32 loc("b")) {
  %x = "bm.def"() : () -> i32 loc("x")
  %y = "bm.def"() : () -> i32 loc("y")
  cf.switch %f : i32, [
    default: ^t,
    1: ^f
  ]
^t:
  "bm.use"(%a, %x) : (i32, i32) -> () loc("t")
  return loc("rt")
^f:
  "bm.use"(%b, %y) : (i32, i32) -> () loc("f")
  return loc("rf")
}
func.func @leader_has_args(%c: i1, %a: i32, %b: i32) {
  cf.cond_br %c, ^t(%a : i32), ^f(%b : i32)
^t(%x: i32):
  "bm.use"(%x, %a) : (i32, i32) -> ()
  cf.br ^end
^f(%y: i32):
  "bm.use"(%y, %b) : (i32, i32) -> ()
  cf.br ^end
^end:
  return
}
