// Functions of look-alike blocks (random: cf branches with block arguments,
// unregistered branches, empty and non-empty regions, a loop now and then),
// kept where mlir-opt's --canonicalize="region-simplify=aggressive" merges
// blocks that plain --canonicalize leaves.
func.func @m0254_f0(%a0: i32, %c: i1, %f: i32) {
  "bm.use"(%a0, %a0) : (i32, i32) -> ()
  %x0_1 = arith.addi %a0, %a0 : i32
  cf.br ^bb2(%x0_1 : i32)
^bb1(%bb1_arg0: i32):
  "bm.use"(%f) : (i32) -> ()
  %bb1_1 = "bm.op"(%bb1_arg0) : (i32) -> i32
  "bm.use2"(%f) : (i32) -> ()
  return
^bb2(%bb2_arg0: i32):
  cf.cond_br %c, ^bb1(%a0 : i32), ^bb2(%f : i32)
}
func.func @m0029_f0(%a0: i32, %a1: i32, %a2: i32, %c: i1, %f: i32) {
  %e0 = "bm.def"() : () -> i32
  cf.cond_br %c, ^bb1(%a2 : i32), ^bb2
^bb1(%bb1_arg0: i32):
  %bb1_0 = arith.addi %a0, %a1 : i32
  "bm.use2"(%a2) : (i32) -> ()
  "bm.use2"(%e0, %bb1_arg0) : (i32, i32) -> ()
  "bm.ret"() : () -> ()
^bb2:
  %bb2_0 = "bm.op"(%a0) : (i32) -> i32
  %bb2_1 = "bm.op"(%a2) : (i32) -> i32
  return
}
func.func @m0173_f0(%a0: i32, %c: i1, %f: i32) {
  %e0 = "bm.def"() : () -> i32
  %e1 = "bm.def"() : () -> i32
  "bm.r"() ({
    "bm.y"() : () -> ()
  }) : () -> ()
  cf.cond_br %c, ^bb1(%e0, %f : i32, i32), ^bb3(%e0 : i32)
^bb1(%bb1_arg0: i32, %bb1_arg1: i32):
  "bm.use2"(%e1, %f) : (i32, i32) -> ()
  "bm.use"(%e0) : (i32) -> ()
  "bm.br"(%e0, %f, %e1, %bb1_arg0) [^bb2, ^bb2] : (i32, i32, i32, i32) -> ()
^bb2(%bb2_arg0: i32, %bb2_arg1: i32):
  "bm.use"(%e1) : (i32) -> ()
  %bb2_1 = "bm.op"(%e1) : (i32) -> i32
  "bm.ret"() : () -> ()
^bb3(%bb3_arg0: i32):
  "bm.use"(%f, %bb3_arg0) : (i32, i32) -> ()
  return
}
func.func @m0135_f0(%a0: i32, %a1: i32, %a2: i32, %c: i1, %f: i32) {
  %e0 = "bm.def"() : () -> i32
  %e1 = "bm.def"() : () -> i32
  "bm.r"() ({
  }) : () -> ()
  "bm.use2"(%f, %a0) : (i32, i32) -> ()
  %x0_2 = "bm.op"(%f) : (i32) -> i32
  cf.cond_br %c, ^bb2(%a1 : i32), ^bb1
^bb1:
  "bm.use2"(%a0) : (i32) -> ()
  %bb1_1 = arith.addi %a0, %a2 : i32
  "bm.use2"(%e1, %e0) : (i32, i32) -> ()
  return
^bb2(%bb2_arg0: i32):
  %bb2_0 = "bm.op"(%bb2_arg0) : (i32) -> i32
  "bm.use"(%e0, %a2) : (i32, i32) -> ()
  cf.br ^bb3
^bb3:
  "bm.ret"() : () -> ()
^bb4:
  return
}
func.func @m0086_f0(%a0: i32, %a1: i32, %a2: i32, %a3: i32, %c: i1, %f: i32) {
  %e0 = "bm.def"() : () -> i32
  cf.cond_br %c, ^bb4(%a1, %f : i32, i32), ^bb5(%a1 : i32)
^bb1:
  %bb1_0 = "bm.op"(%f) : (i32) -> i32
  "bm.use"(%a0) : (i32) -> ()
  return
^bb2(%bb2_arg0: i32):
  %bb2_0 = "bm.op"(%e0) : (i32) -> i32
  %bb2_1 = "bm.op"(%a1) : (i32) -> i32
  return
^bb3(%bb3_arg0: i32):
  "bm.use2"(%bb3_arg0) : (i32) -> ()
  %bb3_1 = "bm.op"(%a2) : (i32) -> i32
  cf.switch %f : i32, [
    default: ^bb4(%a1, %a2 : i32, i32),
    4: ^bb4(%a1, %a2 : i32, i32)
  ]
^bb4(%bb4_arg0: i32, %bb4_arg1: i32):
  "bm.use2"(%a2) : (i32) -> ()
  "bm.use2"(%bb4_arg0, %a3) : (i32, i32) -> ()
  "bm.use"(%f) : (i32) -> ()
  cf.br ^bb3(%bb4_arg0 : i32)
^bb5(%bb5_arg0: i32):
  "bm.use2"(%e0, %e0) : (i32, i32) -> ()
  "bm.br"(%e0) [^bb1, ^bb2] : (i32) -> ()
}
func.func @m0229_f0(%a0: i32, %a1: i32, %c: i1, %f: i32) {
  %e0 = "bm.def"() : () -> i32
  %x0_0 = "bm.op"(%a1) : (i32) -> i32
  "bm.use2"(%e0) : (i32) -> ()
  "bm.use"(%f, %a0) : (i32, i32) -> ()
  cf.cond_br %c, ^bb3(%e0 : i32), ^bb5(%a0 : i32)
^bb1:
  return
^bb2(%bb2_arg0: i32):
  return
^bb3(%bb3_arg0: i32):
  %bb3_0 = "bm.op"(%e0) : (i32) -> i32
  %bb3_1 = "bm.op"(%bb3_arg0) : (i32) -> i32
  %bb3_2 = "bm.op"(%f) : (i32) -> i32
  cf.switch %f : i32, [
    default: ^bb4(%bb3_arg0 : i32),
    0: ^bb5(%e0 : i32),
    -1: ^bb5(%f : i32)
  ]
^bb4(%bb4_arg0: i32):
  %bb4_0 = "bm.op"(%a0) : (i32) -> i32
  "bm.use"(%f) : (i32) -> ()
  cf.br ^bb5(%a1 : i32)
^bb5(%bb5_arg0: i32):
  %bb5_0 = "bm.op"(%bb5_arg0) : (i32) -> i32
  "bm.use"(%bb5_0, %a1) : (i32, i32) -> ()
  return
}
func.func @m0196_f0(%a0: i32, %a1: i32, %a2: i32, %c: i1, %f: i32) {
  %e0 = "bm.def"() : () -> i32
  %e1 = "bm.def"() : () -> i32
  "bm.r"() ({
  }) : () -> ()
  cf.br ^bb4
^bb1:
  %bb1_0 = "bm.op"(%e1) : (i32) -> i32
  %bb1_1 = arith.addi %bb1_0, %a0 : i32
  "bm.use"(%a0, %e1) : (i32, i32) -> ()
  "bm.br"(%a2, %e0) [^bb5, ^bb5] : (i32, i32) -> ()
^bb2(%bb2_arg0: i32):
  %bb2_0 = arith.addi %bb2_arg0, %a1 : i32
  "bm.use"(%bb2_0) : (i32) -> ()
  "bm.use2"(%a1) : (i32) -> ()
  cf.cond_br %c, ^bb5(%a2 : i32), ^bb4
^bb3(%bb3_arg0: i32, %bb3_arg1: i32):
  "bm.r"() ({
    "bm.y"() : () -> ()
  }) : () -> ()
  cf.cond_br %c, ^bb1, ^bb1
^bb4:
  %bb4_0 = "bm.op"(%e1) : (i32) -> i32
  "bm.use"(%e0, %a2) : (i32, i32) -> ()
  "bm.use"(%f) : (i32) -> ()
  cf.br ^bb5(%a1 : i32)
^bb5(%bb5_arg0: i32):
  cf.cond_br %c, ^bb5(%e1 : i32), ^bb2(%f : i32)
}
func.func @m0274_f0(%a0: i32, %c: i1, %f: i32) {
  %e0 = "bm.def"() : () -> i32
  %e1 = "bm.def"() : () -> i32
  %x0_0 = "bm.op"(%e1) : (i32) -> i32
  "bm.use2"(%a0) : (i32) -> ()
  %x0_2 = "bm.op"(%f) : (i32) -> i32
  cf.cond_br %c, ^bb5(%f, %x0_2 : i32, i32), ^bb4(%e1 : i32)
^bb1(%bb1_arg0: i32):
  %bb1_0 = "bm.op"(%e0) : (i32) -> i32
  %bb1_1 = "bm.op"(%bb1_0) : (i32) -> i32
  "bm.use"(%bb1_0, %bb1_1) : (i32, i32) -> ()
  cf.br ^bb3(%a0 : i32)
^bb2(%bb2_arg0: i32):
  "bm.use2"(%e1, %bb2_arg0) : (i32, i32) -> ()
  cf.cond_br %c, ^bb4(%bb2_arg0 : i32), ^bb4(%e0 : i32)
^bb3(%bb3_arg0: i32):
  %bb3_0 = "bm.op"(%a0) : (i32) -> i32
  "bm.use2"(%e0, %f) : (i32, i32) -> ()
  %bb3_2 = "bm.op"(%e1) : (i32) -> i32
  "bm.br"(%e0, %bb3_0) [^bb3, ^bb4] : (i32, i32) -> ()
^bb4(%bb4_arg0: i32):
  "bm.use2"(%a0, %bb4_arg0) : (i32, i32) -> ()
  "bm.r"() ({
  }) : () -> ()
  "bm.use"(%f, %e0) : (i32, i32) -> ()
  cf.cond_br %c, ^bb5(%f, %f : i32, i32), ^bb5(%e0, %bb4_arg0 : i32, i32)
^bb5(%bb5_arg0: i32, %bb5_arg1: i32):
  return
}
func.func @m0296_f0(%a0: i32, %a1: i32, %a2: i32, %c: i1, %f: i32) {
  %e0 = "bm.def"() : () -> i32
  cf.cond_br %c, ^bb1(%a2 : i32), ^bb2
^bb1(%bb1_arg0: i32):
  %bb1_0 = "bm.op"(%bb1_arg0) : (i32) -> i32
  %bb1_1 = "bm.op"(%a2) : (i32) -> i32
  cf.br ^bb2
^bb2:
  "bm.use2"(%a2) : (i32) -> ()
  return
}
func.func @m0296_f1(%a0: i32, %c: i1, %f: i32) {
  %e0 = "bm.def"() : () -> i32
  %e1 = "bm.def"() : () -> i32
  "bm.use"(%f) : (i32) -> ()
  %x0_1 = arith.addi %a0, %f : i32
  %x0_2 = "bm.op"(%x0_1) : (i32) -> i32
  cf.br ^bb1(%e1 : i32)
^bb1(%bb1_arg0: i32):
  "bm.use2"(%e0) : (i32) -> ()
  %bb1_1 = "bm.op"(%bb1_arg0) : (i32) -> i32
  cf.cond_br %c, ^bb3(%f : i32), ^bb2(%f : i32)
^bb2(%bb2_arg0: i32):
  "bm.use2"(%e0, %bb2_arg0) : (i32, i32) -> ()
  cf.cond_br %c, ^bb3(%f : i32), ^bb3(%bb2_arg0 : i32)
^bb3(%bb3_arg0: i32):
  "bm.use"(%e1) : (i32) -> ()
  "bm.ret"() : () -> ()
}
func.func @m0091_f0(%a0: i32, %c: i1, %f: i32) {
  %e0 = "bm.def"() : () -> i32
  %x0_0 = "bm.op"(%f) : (i32) -> i32
  cf.cond_br %c, ^bb2, ^bb3(%a0 : i32)
^bb1:
  %bb1_0 = "bm.op"(%e0) : (i32) -> i32
  cf.cond_br %c, ^bb2, ^bb2
^bb2:
  %bb2_0 = arith.addi %f, %e0 : i32
  "bm.use2"(%bb2_0, %bb2_0) : (i32, i32) -> ()
  return
^bb3(%bb3_arg0: i32):
  "bm.use"(%e0, %bb3_arg0) : (i32, i32) -> ()
  cf.br ^bb4(%a0 : i32)
^bb4(%bb4_arg0: i32):
  %bb4_0 = "bm.op"(%e0) : (i32) -> i32
  "bm.r"() ({
    "bm.y"() : () -> ()
  }) : () -> ()
  return
}
func.func @m0091_f1(%a0: i32, %a1: i32, %a2: i32, %a3: i32, %c: i1, %f: i32) {
  %e0 = "bm.def"() : () -> i32
  %x0_0 = "bm.op"(%a1) : (i32) -> i32
  cf.br ^bb2(%a3 : i32)
^bb1:
  return
^bb2(%bb2_arg0: i32):
  %bb2_0 = "bm.op"(%a1) : (i32) -> i32
  "bm.use"(%a2) : (i32) -> ()
  %bb2_2 = "bm.op"(%bb2_arg0) : (i32) -> i32
  return
}
func.func @m0141_f0(%a0: i32, %a1: i32, %a2: i32, %a3: i32, %c: i1, %f: i32) {
  %e0 = "bm.def"() : () -> i32
  %e1 = "bm.def"() : () -> i32
  "bm.use2"(%a2, %a3) : (i32, i32) -> ()
  "bm.use2"(%a3) : (i32) -> ()
  cf.switch %f : i32, [
    default: ^bb1(%a3, %a2 : i32, i32),
    -2: ^bb6(%a0, %f : i32, i32),
    -1: ^bb5,
    4: ^bb2(%a3 : i32)
  ]
^bb1(%bb1_arg0: i32, %bb1_arg1: i32):
  %bb1_0 = arith.addi %e1, %a1 : i32
  %bb1_1 = "bm.op"(%f) : (i32) -> i32
  %bb1_2 = "bm.op"(%bb1_1) : (i32) -> i32
  "bm.ret"() : () -> ()
^bb2(%bb2_arg0: i32):
  "bm.use2"(%a1, %a0) : (i32, i32) -> ()
  "bm.ret"() : () -> ()
^bb3(%bb3_arg0: i32):
  cf.cond_br %c, ^bb2(%f : i32), ^bb5
^bb4(%bb4_arg0: i32, %bb4_arg1: i32):
  cf.br ^bb5
^bb5:
  cf.br ^bb7
^bb6(%bb6_arg0: i32, %bb6_arg1: i32):
  %bb6_0 = "bm.op"(%bb6_arg0) : (i32) -> i32
  "bm.use"(%f, %bb6_arg0) : (i32, i32) -> ()
  cf.br ^bb7
^bb7:
  %bb7_0 = "bm.op"(%e1) : (i32) -> i32
  "bm.use"(%a1, %a3) : (i32, i32) -> ()
  return
}
func.func @m0151_f0(%a0: i32, %a1: i32, %c: i1, %f: i32) {
  %e0 = "bm.def"() : () -> i32
  %x0_0 = "bm.op"(%a1) : (i32) -> i32
  cf.br ^bb4
^bb1:
  "bm.use2"(%a1, %f) : (i32, i32) -> ()
  "bm.use"(%a1) : (i32) -> ()
  return
^bb2(%bb2_arg0: i32):
  %bb2_0 = "bm.op"(%bb2_arg0) : (i32) -> i32
  "bm.ret"() : () -> ()
^bb3:
  %bb3_0 = "bm.op"(%e0) : (i32) -> i32
  cf.br ^bb4
^bb4:
  "bm.use"(%e0, %a0) : (i32, i32) -> ()
  "bm.use"(%e0, %f) : (i32, i32) -> ()
  "bm.use"(%a0, %e0) : (i32, i32) -> ()
  cf.switch %f : i32, [
    default: ^bb4,
    5: ^bb2(%f : i32),
    2: ^bb7(%f : i32)
  ]
^bb5(%bb5_arg0: i32, %bb5_arg1: i32):
  %bb5_0 = "bm.op"(%f) : (i32) -> i32
  "bm.r"() ({
  }) : () -> ()
  "bm.br"(%bb5_0, %bb5_arg0) [^bb6] : (i32, i32) -> ()
^bb6(%bb6_arg0: i32, %bb6_arg1: i32):
  "bm.use2"(%bb6_arg0) : (i32) -> ()
  cf.br ^bb7(%a0 : i32)
^bb7(%bb7_arg0: i32):
  return
}
