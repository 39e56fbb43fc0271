// Random control flow graphs (blocks with arguments, values used where
// their definition dominates, branches, conditional branches and switches),
// one function per chunk.
func.func private @c(i32) -> i1
func.func private @u(i32)
func.func @f(%a: i32, %f: i32) -> i32 {
  %v0 = arith.addi %a, %a : i32
  cf.switch %a : i32, [
    default: ^b1(%a, %v0 : i32, i32),
    0: ^b4(%a, %v0 : i32, i32),
    1: ^b1(%a, %a : i32, i32)
  ]
^b1(%x1_0: i32, %x1_1: i32):
  %v1 = arith.addi %a, %a : i32
  cf.switch %x1_0 : i32, [
    default: ^b5(%x1_1, %v0 : i32, i32),
    0: ^b2,
    1: ^b3(%x1_1, %v1 : i32, i32)
  ]
^b2:
  %v2 = arith.addi %v0, %v0 : i32
  return %a : i32
^b3(%x3_0: i32, %x3_1: i32):
  %v3 = arith.addi %x3_1, %x3_0 : i32
  cf.br ^b4(%x3_1, %x3_0 : i32, i32)
^b4(%x4_0: i32, %x4_1: i32):
  %v4 = arith.addi %v0, %a : i32
  cf.switch %x4_1 : i32, [
    default: ^b1(%a, %v4 : i32, i32),
    0: ^b5(%x4_1, %a : i32, i32),
    1: ^b5(%v4, %x4_1 : i32, i32)
  ]
^b5(%x5_0: i32, %x5_1: i32):
  %v5 = arith.addi %v0, %v0 : i32
  cf.switch %x5_0 : i32, [
    default: ^b3(%x5_1, %x5_0 : i32, i32),
    0: ^b3(%x5_1, %x5_1 : i32, i32)
  ]
}
// -----
func.func private @c(i32) -> i1
func.func private @u(i32)
func.func @f(%a: i32, %f: i32) -> i32 {
  %v0 = arith.addi %a, %a : i32
  cf.switch %a : i32, [
    default: ^b1(%v0, %v0 : i32, i32),
    0: ^b3,
    1: ^b4(%a : i32),
    2: ^b2(%v0 : i32)
  ]
^b1(%x1_0: i32, %x1_1: i32):
  %v1 = arith.addi %x1_1, %x1_1 : i32
  %k1 = func.call @c(%x1_0) : (i32) -> i1
  cf.cond_br %k1, ^b4(%a : i32), ^b6
^b2(%x2_0: i32):
  %v2 = arith.addi %a, %v0 : i32
  %k2 = func.call @c(%v2) : (i32) -> i1
  cf.cond_br %k2, ^b5(%v0, %v2 : i32, i32), ^b5(%a, %v2 : i32, i32)
^b3:
  %v3 = arith.addi %v0, %a : i32
  cf.switch %a : i32, [
    default: ^b3,
    0: ^b2(%v3 : i32)
  ]
^b4(%x4_0: i32):
  %v4 = arith.addi %x4_0, %x4_0 : i32
  cf.switch %v4 : i32, [
    default: ^b5(%v0, %v0 : i32, i32),
    0: ^b5(%v0, %v0 : i32, i32)
  ]
^b5(%x5_0: i32, %x5_1: i32):
  %v5 = arith.addi %x5_0, %v0 : i32
  cf.br ^b4(%v0 : i32)
^b6:
  %v6 = arith.addi %a, %v0 : i32
  cf.br ^b4(%v6 : i32)
}
// -----
func.func private @c(i32) -> i1
func.func private @u(i32)
func.func @f(%a: i32, %f: i32) -> i32 {
  %v0 = arith.addi %a, %a : i32
  %k0 = func.call @c(%v0) : (i32) -> i1
  cf.cond_br %k0, ^b2, ^b1
^b1:
  %v1 = arith.addi %v0, %v0 : i32
  cf.br ^b2
^b2:
  %v2 = arith.addi %v0, %v0 : i32
  cf.switch %v0 : i32, [
    default: ^b2,
    0: ^b3,
    1: ^b6(%v0, %v2 : i32, i32)
  ]
^b3:
  %v3 = arith.addi %v2, %v0 : i32
  cf.switch %v3 : i32, [
    default: ^b4(%v0 : i32),
    0: ^b5(%v0 : i32),
    1: ^b5(%v2 : i32)
  ]
^b4(%x4_0: i32):
  %v4 = arith.addi %x4_0, %a : i32
  return %v0 : i32
^b5(%x5_0: i32):
  %v5 = arith.addi %v0, %a : i32
  cf.switch %a : i32, [
    default: ^b6(%v2, %a : i32, i32),
    0: ^b1
  ]
^b6(%x6_0: i32, %x6_1: i32):
  %v6 = arith.addi %x6_0, %v0 : i32
  return %a : i32
}
// -----
func.func private @c(i32) -> i1
func.func private @u(i32)
func.func @f(%a: i32, %f: i32) -> i32 {
  %v0 = arith.addi %a, %a : i32
  cf.switch %a : i32, [
    default: ^b1(%v0 : i32),
    0: ^b4(%a : i32),
    1: ^b4(%a : i32)
  ]
^b1(%x1_0: i32):
  %v1 = arith.addi %v0, %v0 : i32
  cf.br ^b2
^b2:
  %v2 = arith.addi %v1, %v0 : i32
  cf.br ^b3(%a : i32)
^b3(%x3_0: i32):
  %v3 = arith.addi %a, %v0 : i32
  cf.switch %x3_0 : i32, [
    default: ^b4(%a : i32),
    0: ^b4(%a : i32),
    1: ^b3(%x3_0 : i32)
  ]
^b4(%x4_0: i32):
  %v4 = arith.addi %x4_0, %a : i32
  %k4 = func.call @c(%v0) : (i32) -> i1
  cf.cond_br %k4, ^b3(%a : i32), ^b1(%x4_0 : i32)
}
// -----
func.func private @c(i32) -> i1
func.func private @u(i32)
func.func @f(%a: i32, %f: i32) -> i32 {
  %v0 = arith.addi %a, %a : i32
  cf.switch %a : i32, [
    default: ^b7,
    0: ^b1
  ]
^b1:
  %v1 = arith.addi %a, %v0 : i32
  %k1 = func.call @c(%a) : (i32) -> i1
  cf.cond_br %k1, ^b4, ^b2(%a : i32)
^b2(%x2_0: i32):
  %v2 = arith.addi %x2_0, %v0 : i32
  cf.switch %v1 : i32, [
    default: ^b6,
    0: ^b3(%x2_0 : i32)
  ]
^b3(%x3_0: i32):
  %v3 = arith.addi %v0, %x3_0 : i32
  cf.br ^b5
^b4:
  %v4 = arith.addi %v1, %v1 : i32
  cf.br ^b4
^b5:
  %v5 = arith.addi %v1, %v1 : i32
  cf.switch %a : i32, [
    default: ^b2(%v1 : i32),
    0: ^b6
  ]
^b6:
  %v6 = arith.addi %a, %v2 : i32
  cf.switch %v1 : i32, [
    default: ^b5,
    0: ^b4
  ]
^b7:
  %v7 = arith.addi %a, %a : i32
  return %a : i32
}
// -----
func.func private @c(i32) -> i1
func.func private @u(i32)
func.func @f(%a: i32, %f: i32) -> i32 {
  %v0 = arith.addi %a, %a : i32
  cf.switch %a : i32, [
    default: ^b3(%a : i32),
    0: ^b3(%v0 : i32),
    1: ^b1,
    2: ^b2(%v0, %a : i32, i32)
  ]
^b1:
  %v1 = arith.addi %a, %v0 : i32
  return %v1 : i32
^b2(%x2_0: i32, %x2_1: i32):
  %v2 = arith.addi %x2_0, %x2_1 : i32
  cf.switch %x2_1 : i32, [
    default: ^b5(%x2_0, %x2_0 : i32, i32),
    0: ^b1
  ]
^b3(%x3_0: i32):
  %v3 = arith.addi %v0, %a : i32
  cf.switch %v0 : i32, [
    default: ^b1,
    0: ^b1,
    1: ^b4(%x3_0 : i32),
    2: ^b5(%v3, %a : i32, i32)
  ]
^b4(%x4_0: i32):
  %v4 = arith.addi %v0, %v3 : i32
  return %v4 : i32
^b5(%x5_0: i32, %x5_1: i32):
  %v5 = arith.addi %x5_1, %x5_0 : i32
  cf.br ^b2(%a, %v0 : i32, i32)
}
// -----
func.func private @c(i32) -> i1
func.func private @u(i32)
func.func @f(%a: i32, %f: i32) -> i32 {
  %v0 = arith.addi %a, %a : i32
  cf.switch %a : i32, [
    default: ^b1(%v0 : i32),
    0: ^b2
  ]
^b1(%x1_0: i32):
  %v1 = arith.addi %a, %v0 : i32
  cf.switch %v1 : i32, [
    default: ^b1(%v0 : i32),
    0: ^b4(%v1 : i32),
    1: ^b2
  ]
^b2:
  %v2 = arith.addi %a, %a : i32
  cf.switch %v2 : i32, [
    default: ^b4(%v2 : i32),
    0: ^b3,
    1: ^b3
  ]
^b3:
  %v3 = arith.addi %v2, %v2 : i32
  cf.br ^b2
^b4(%x4_0: i32):
  %v4 = arith.addi %v0, %x4_0 : i32
  return %v4 : i32
}
// -----
func.func private @c(i32) -> i1
func.func private @u(i32)
func.func @f(%a: i32, %f: i32) -> i32 {
  %v0 = arith.addi %a, %a : i32
  cf.switch %a : i32, [
    default: ^b4,
    0: ^b1(%a : i32),
    1: ^b3,
    2: ^b2(%v0 : i32)
  ]
^b1(%x1_0: i32):
  %v1 = arith.addi %v0, %x1_0 : i32
  cf.switch %x1_0 : i32, [
    default: ^b1(%v0 : i32),
    0: ^b3,
    1: ^b2(%a : i32)
  ]
^b2(%x2_0: i32):
  %v2 = arith.addi %x2_0, %a : i32
  return %v0 : i32
^b3:
  %v3 = arith.addi %a, %v0 : i32
  cf.br ^b2(%v3 : i32)
^b4:
  %v4 = arith.addi %v0, %a : i32
  cf.switch %a : i32, [
    default: ^b2(%v4 : i32),
    0: ^b3
  ]
}
// -----
func.func private @c(i32) -> i1
func.func private @u(i32)
func.func @f(%a: i32, %f: i32) -> i32 {
  %v0 = arith.addi %a, %a : i32
  cf.br ^b1(%a : i32)
^b1(%x1_0: i32):
  %v1 = arith.addi %x1_0, %a : i32
  cf.switch %v0 : i32, [
    default: ^b2,
    0: ^b1(%a : i32)
  ]
^b2:
  %v2 = arith.addi %v0, %v1 : i32
  cf.switch %v1 : i32, [
    default: ^b1(%v2 : i32),
    0: ^b2
  ]
}
// -----
func.func private @c(i32) -> i1
func.func private @u(i32)
func.func @f(%a: i32, %f: i32) -> i32 {
  %v0 = arith.addi %a, %a : i32
  cf.switch %v0 : i32, [
    default: ^b1(%v0 : i32),
    0: ^b7(%a, %a : i32, i32),
    1: ^b3(%a : i32)
  ]
^b1(%x1_0: i32):
  %v1 = arith.addi %a, %a : i32
  cf.br ^b2(%a, %a : i32, i32)
^b2(%x2_0: i32, %x2_1: i32):
  %v2 = arith.addi %a, %x2_0 : i32
  cf.switch %v2 : i32, [
    default: ^b4,
    0: ^b5(%v2 : i32),
    1: ^b3(%v1 : i32)
  ]
^b3(%x3_0: i32):
  %v3 = arith.addi %a, %v0 : i32
  cf.br ^b4
^b4:
  %v4 = arith.addi %a, %v0 : i32
  return %v0 : i32
^b5(%x5_0: i32):
  %v5 = arith.addi %v1, %v0 : i32
  cf.br ^b6
^b6:
  %v6 = arith.addi %v5, %v0 : i32
  cf.switch %v6 : i32, [
    default: ^b5(%v6 : i32),
    0: ^b4
  ]
^b7(%x7_0: i32, %x7_1: i32):
  %v7 = arith.addi %v0, %x7_1 : i32
  cf.br ^b4
}
// -----
func.func private @c(i32) -> i1
func.func private @u(i32)
func.func @f(%a: i32, %f: i32) -> i32 {
  %v0 = arith.addi %a, %a : i32
  %k0 = func.call @c(%v0) : (i32) -> i1
  cf.cond_br %k0, ^b1, ^b3
^b1:
  %v1 = arith.addi %a, %v0 : i32
  cf.switch %a : i32, [
    default: ^b4(%v1 : i32),
    0: ^b2,
    1: ^b4(%v0 : i32)
  ]
^b2:
  %v2 = arith.addi %v0, %v0 : i32
  cf.switch %v1 : i32, [
    default: ^b5(%v0 : i32),
    0: ^b6(%v1 : i32),
    1: ^b5(%a : i32)
  ]
^b3:
  %v3 = arith.addi %v0, %a : i32
  cf.br ^b6(%v3 : i32)
^b4(%x4_0: i32):
  %v4 = arith.addi %x4_0, %v1 : i32
  cf.br ^b4(%a : i32)
^b5(%x5_0: i32):
  %v5 = arith.addi %v2, %v0 : i32
  cf.switch %x5_0 : i32, [
    default: ^b2,
    0: ^b6(%x5_0 : i32)
  ]
^b6(%x6_0: i32):
  %v6 = arith.addi %a, %x6_0 : i32
  return %v0 : i32
}
// -----
func.func private @c(i32) -> i1
func.func private @u(i32)
func.func @f(%a: i32, %f: i32) -> i32 {
  %v0 = arith.addi %a, %a : i32
  cf.switch %v0 : i32, [
    default: ^b1,
    0: ^b3(%v0 : i32),
    1: ^b2(%v0, %a : i32, i32)
  ]
^b1:
  %v1 = arith.addi %v0, %v0 : i32
  cf.br ^b5(%a, %a : i32, i32)
^b2(%x2_0: i32, %x2_1: i32):
  %v2 = arith.addi %v0, %x2_1 : i32
  return %a : i32
^b3(%x3_0: i32):
  %v3 = arith.addi %x3_0, %v0 : i32
  cf.switch %a : i32, [
    default: ^b4(%a : i32),
    0: ^b4(%x3_0 : i32),
    1: ^b1
  ]
^b4(%x4_0: i32):
  %v4 = arith.addi %x4_0, %v0 : i32
  return %a : i32
^b5(%x5_0: i32, %x5_1: i32):
  %v5 = arith.addi %a, %a : i32
  %k5 = func.call @c(%x5_0) : (i32) -> i1
  cf.cond_br %k5, ^b1, ^b1
}
// -----
func.func private @c(i32) -> i1
func.func private @u(i32)
func.func @f(%a: i32, %f: i32) -> i32 {
  %v0 = arith.addi %a, %a : i32
  cf.switch %v0 : i32, [
    default: ^b3(%v0 : i32),
    0: ^b1,
    1: ^b3(%v0 : i32)
  ]
^b1:
  %v1 = arith.addi %v0, %a : i32
  cf.br ^b2
^b2:
  %v2 = arith.addi %v1, %a : i32
  cf.switch %v2 : i32, [
    default: ^b1,
    0: ^b3(%a : i32),
    1: ^b3(%v0 : i32)
  ]
^b3(%x3_0: i32):
  %v3 = arith.addi %x3_0, %v0 : i32
  return %x3_0 : i32
}
// -----
func.func private @c(i32) -> i1
func.func private @u(i32)
func.func @f(%a: i32, %f: i32) -> i32 {
  %v0 = arith.addi %a, %a : i32
  %k0 = func.call @c(%a) : (i32) -> i1
  cf.cond_br %k0, ^b5, ^b1(%a, %v0 : i32, i32)
^b1(%x1_0: i32, %x1_1: i32):
  %v1 = arith.addi %x1_1, %v0 : i32
  cf.switch %x1_0 : i32, [
    default: ^b2(%a, %x1_1 : i32, i32),
    0: ^b3(%x1_0 : i32)
  ]
^b2(%x2_0: i32, %x2_1: i32):
  %v2 = arith.addi %x2_1, %a : i32
  cf.br ^b4
^b3(%x3_0: i32):
  %v3 = arith.addi %v1, %v1 : i32
  cf.switch %v1 : i32, [
    default: ^b6(%v0, %a : i32, i32),
    0: ^b5,
    1: ^b5
  ]
^b4:
  %v4 = arith.addi %v0, %v2 : i32
  cf.br ^b6(%v4, %v1 : i32, i32)
^b5:
  %v5 = arith.addi %v0, %a : i32
  return %v0 : i32
^b6(%x6_0: i32, %x6_1: i32):
  %v6 = arith.addi %v1, %x6_0 : i32
  cf.br ^b1(%v0, %v6 : i32, i32)
}
// -----
func.func private @c(i32) -> i1
func.func private @u(i32)
func.func @f(%a: i32, %f: i32) -> i32 {
  %v0 = arith.addi %a, %a : i32
  cf.switch %a : i32, [
    default: ^b1(%v0 : i32),
    0: ^b2(%a, %v0 : i32, i32),
    1: ^b4(%v0 : i32)
  ]
^b1(%x1_0: i32):
  %v1 = arith.addi %x1_0, %x1_0 : i32
  cf.br ^b2(%v1, %v0 : i32, i32)
^b2(%x2_0: i32, %x2_1: i32):
  %v2 = arith.addi %x2_1, %v0 : i32
  %k2 = func.call @c(%x2_1) : (i32) -> i1
  cf.cond_br %k2, ^b3, ^b4(%x2_0 : i32)
^b3:
  %v3 = arith.addi %a, %v0 : i32
  cf.br ^b3
^b4(%x4_0: i32):
  %v4 = arith.addi %x4_0, %v0 : i32
  cf.switch %v4 : i32, [
    default: ^b3,
    0: ^b2(%v0, %a : i32, i32)
  ]
}
// -----
func.func private @c(i32) -> i1
func.func private @u(i32)
func.func @f(%a: i32, %f: i32) -> i32 {
  %v0 = arith.addi %a, %a : i32
  cf.switch %v0 : i32, [
    default: ^b4,
    0: ^b1(%a : i32),
    1: ^b2(%v0 : i32),
    2: ^b5
  ]
^b1(%x1_0: i32):
  %v1 = arith.addi %a, %v0 : i32
  cf.switch %v0 : i32, [
    default: ^b7,
    0: ^b1(%v1 : i32),
    1: ^b3(%v0, %v1 : i32, i32)
  ]
^b2(%x2_0: i32):
  %v2 = arith.addi %x2_0, %x2_0 : i32
  %k2 = func.call @c(%v2) : (i32) -> i1
  cf.cond_br %k2, ^b4, ^b2(%x2_0 : i32)
^b3(%x3_0: i32, %x3_1: i32):
  %v3 = arith.addi %x3_0, %x3_0 : i32
  return %x3_1 : i32
^b4:
  %v4 = arith.addi %a, %v0 : i32
  return %v0 : i32
^b5:
  %v5 = arith.addi %a, %v0 : i32
  cf.switch %v0 : i32, [
    default: ^b7,
    0: ^b3(%a, %v5 : i32, i32),
    1: ^b6(%a : i32),
    2: ^b7
  ]
^b6(%x6_0: i32):
  %v6 = arith.addi %x6_0, %a : i32
  return %v5 : i32
^b7:
  %v7 = arith.addi %a, %v0 : i32
  return %v7 : i32
}
// -----
func.func private @c(i32) -> i1
func.func private @u(i32)
func.func @f(%a: i32, %f: i32) -> i32 {
  %v0 = arith.addi %a, %a : i32
  cf.br ^b1(%v0, %a : i32, i32)
^b1(%x1_0: i32, %x1_1: i32):
  %v1 = arith.addi %x1_1, %v0 : i32
  cf.br ^b2
^b2:
  %v2 = arith.addi %v0, %a : i32
  cf.switch %v2 : i32, [
    default: ^b3(%v0 : i32),
    0: ^b3(%v2 : i32),
    1: ^b1(%v0, %v0 : i32, i32)
  ]
^b3(%x3_0: i32):
  %v3 = arith.addi %a, %v0 : i32
  cf.switch %v1 : i32, [
    default: ^b1(%x3_0, %x3_0 : i32, i32),
    0: ^b4(%a, %v2 : i32, i32),
    1: ^b2
  ]
^b4(%x4_0: i32, %x4_1: i32):
  %v4 = arith.addi %v2, %v3 : i32
  cf.br ^b3(%v1 : i32)
}
// -----
func.func private @c(i32) -> i1
func.func private @u(i32)
func.func @f(%a: i32, %f: i32) -> i32 {
  %v0 = arith.addi %a, %a : i32
  cf.switch %a : i32, [
    default: ^b1,
    0: ^b7(%a : i32),
    1: ^b5(%v0, %a : i32, i32),
    2: ^b7(%v0 : i32)
  ]
^b1:
  %v1 = arith.addi %a, %a : i32
  cf.switch %v1 : i32, [
    default: ^b6,
    0: ^b3(%v0, %a : i32, i32)
  ]
^b2(%x2_0: i32):
  %v2 = arith.addi %a, %v0 : i32
  %k2 = func.call @c(%v2) : (i32) -> i1
  cf.cond_br %k2, ^b6, ^b4(%v0 : i32)
^b3(%x3_0: i32, %x3_1: i32):
  %v3 = arith.addi %x3_0, %v0 : i32
  cf.br ^b2(%x3_0 : i32)
^b4(%x4_0: i32):
  %v4 = arith.addi %v0, %x4_0 : i32
  %k4 = func.call @c(%a) : (i32) -> i1
  cf.cond_br %k4, ^b1, ^b6
^b5(%x5_0: i32, %x5_1: i32):
  %v5 = arith.addi %x5_0, %v0 : i32
  cf.br ^b3(%a, %v0 : i32, i32)
^b6:
  %v6 = arith.addi %a, %a : i32
  cf.switch %v6 : i32, [
    default: ^b1,
    0: ^b6
  ]
^b7(%x7_0: i32):
  %v7 = arith.addi %v0, %v0 : i32
  cf.switch %v7 : i32, [
    default: ^b3(%v0, %v7 : i32, i32),
    0: ^b2(%x7_0 : i32)
  ]
}
// -----
func.func private @c(i32) -> i1
func.func private @u(i32)
func.func @f(%a: i32, %f: i32) -> i32 {
  %v0 = arith.addi %a, %a : i32
  cf.br ^b1(%v0, %a : i32, i32)
^b1(%x1_0: i32, %x1_1: i32):
  %v1 = arith.addi %x1_0, %v0 : i32
  cf.switch %a : i32, [
    default: ^b1(%x1_1, %a : i32, i32),
    0: ^b1(%x1_0, %a : i32, i32),
    1: ^b2
  ]
^b2:
  %v2 = arith.addi %a, %a : i32
  cf.br ^b3
^b3:
  %v3 = arith.addi %v1, %v0 : i32
  cf.br ^b3
}
// -----
func.func private @c(i32) -> i1
func.func private @u(i32)
func.func @f(%a: i32, %f: i32) -> i32 {
  %v0 = arith.addi %a, %a : i32
  cf.switch %v0 : i32, [
    default: ^b5(%a, %v0 : i32, i32),
    0: ^b5(%a, %v0 : i32, i32),
    1: ^b1(%v0, %a : i32, i32)
  ]
^b1(%x1_0: i32, %x1_1: i32):
  %v1 = arith.addi %x1_0, %x1_0 : i32
  cf.br ^b2(%a : i32)
^b2(%x2_0: i32):
  %v2 = arith.addi %v0, %x2_0 : i32
  cf.br ^b3
^b3:
  %v3 = arith.addi %a, %a : i32
  cf.br ^b4
^b4:
  %v4 = arith.addi %v0, %v3 : i32
  cf.br ^b5(%a, %v3 : i32, i32)
^b5(%x5_0: i32, %x5_1: i32):
  %v5 = arith.addi %x5_1, %x5_1 : i32
  %k5 = func.call @c(%x5_1) : (i32) -> i1
  cf.cond_br %k5, ^b3, ^b1(%x5_1, %a : i32, i32)
}
// -----
func.func private @c(i32) -> i1
func.func private @u(i32)
func.func @f(%a: i32, %f: i32) -> i32 {
  %v0 = arith.addi %a, %a : i32
  cf.switch %a : i32, [
    default: ^b3(%v0 : i32),
    0: ^b1(%v0 : i32),
    1: ^b2(%v0, %a : i32, i32)
  ]
^b1(%x1_0: i32):
  %v1 = arith.addi %a, %v0 : i32
  cf.switch %a : i32, [
    default: ^b7,
    0: ^b4,
    1: ^b7
  ]
^b2(%x2_0: i32, %x2_1: i32):
  %v2 = arith.addi %a, %a : i32
  cf.switch %v0 : i32, [
    default: ^b1(%x2_1 : i32),
    0: ^b9(%v0, %a : i32, i32),
    1: ^b5(%v2 : i32)
  ]
^b3(%x3_0: i32):
  %v3 = arith.addi %a, %a : i32
  cf.switch %a : i32, [
    default: ^b4,
    0: ^b9(%v3, %x3_0 : i32, i32)
  ]
^b4:
  %v4 = arith.addi %a, %a : i32
  cf.switch %v0 : i32, [
    default: ^b4,
    0: ^b6(%v0 : i32),
    1: ^b6(%v4 : i32)
  ]
^b5(%x5_0: i32):
  %v5 = arith.addi %x5_0, %v0 : i32
  cf.br ^b5(%v2 : i32)
^b6(%x6_0: i32):
  %v6 = arith.addi %a, %a : i32
  cf.switch %v6 : i32, [
    default: ^b8,
    0: ^b9(%v0, %x6_0 : i32, i32),
    1: ^b3(%v0 : i32),
    2: ^b8
  ]
^b7:
  %v7 = arith.addi %v0, %a : i32
  cf.br ^b7
^b8:
  %v8 = arith.addi %v6, %v4 : i32
  %k8 = func.call @c(%v0) : (i32) -> i1
  cf.cond_br %k8, ^b6(%v4 : i32), ^b4
^b9(%x9_0: i32, %x9_1: i32):
  %v9 = arith.addi %v0, %x9_0 : i32
  cf.br ^b2(%a, %v9 : i32, i32)
}
// -----
func.func private @c(i32) -> i1
func.func private @u(i32)
func.func @f(%a: i32, %f: i32) -> i32 {
  %v0 = arith.addi %a, %a : i32
  cf.switch %a : i32, [
    default: ^b2(%v0, %a : i32, i32),
    0: ^b1(%a : i32)
  ]
^b1(%x1_0: i32):
  %v1 = arith.addi %v0, %v0 : i32
  cf.switch %v1 : i32, [
    default: ^b7(%x1_0 : i32),
    0: ^b4,
    1: ^b3
  ]
^b2(%x2_0: i32, %x2_1: i32):
  %v2 = arith.addi %v0, %v0 : i32
  cf.switch %v2 : i32, [
    default: ^b4,
    0: ^b3,
    1: ^b5(%x2_1, %x2_1 : i32, i32)
  ]
^b3:
  %v3 = arith.addi %v0, %v0 : i32
  cf.br ^b7(%v3 : i32)
^b4:
  %v4 = arith.addi %a, %a : i32
  cf.switch %v4 : i32, [
    default: ^b2(%v0, %v4 : i32, i32),
    0: ^b6(%a, %v4 : i32, i32),
    1: ^b7(%v0 : i32)
  ]
^b5(%x5_0: i32, %x5_1: i32):
  %v5 = arith.addi %a, %a : i32
  cf.br ^b6(%v5, %x5_1 : i32, i32)
^b6(%x6_0: i32, %x6_1: i32):
  %v6 = arith.addi %v0, %v0 : i32
  cf.switch %v0 : i32, [
    default: ^b4,
    0: ^b1(%x6_0 : i32)
  ]
^b7(%x7_0: i32):
  %v7 = arith.addi %x7_0, %v0 : i32
  cf.br ^b2(%v7, %x7_0 : i32, i32)
}
// -----
func.func private @c(i32) -> i1
func.func private @u(i32)
func.func @f(%a: i32, %f: i32) -> i32 {
  %v0 = arith.addi %a, %a : i32
  cf.switch %a : i32, [
    default: ^b1(%a, %a : i32, i32),
    0: ^b3(%a : i32)
  ]
^b1(%x1_0: i32, %x1_1: i32):
  %v1 = arith.addi %x1_1, %v0 : i32
  cf.br ^b2(%a, %v1 : i32, i32)
^b2(%x2_0: i32, %x2_1: i32):
  %v2 = arith.addi %x2_0, %x2_0 : i32
  cf.switch %x2_1 : i32, [
    default: ^b3(%v1 : i32),
    0: ^b4(%x2_0, %x2_0 : i32, i32),
    1: ^b5,
    2: ^b2(%a, %a : i32, i32)
  ]
^b3(%x3_0: i32):
  %v3 = arith.addi %x3_0, %v0 : i32
  cf.switch %v0 : i32, [
    default: ^b3(%v0 : i32),
    0: ^b7(%v3, %v3 : i32, i32),
    1: ^b7(%v3, %v0 : i32, i32)
  ]
^b4(%x4_0: i32, %x4_1: i32):
  %v4 = arith.addi %x4_1, %v0 : i32
  cf.switch %x4_1 : i32, [
    default: ^b8(%a, %a : i32, i32),
    0: ^b8(%v0, %v0 : i32, i32)
  ]
^b5:
  %v5 = arith.addi %v0, %a : i32
  cf.br ^b6
^b6:
  %v6 = arith.addi %v0, %a : i32
  cf.switch %v6 : i32, [
    default: ^b7(%a, %a : i32, i32),
    0: ^b9,
    1: ^b5
  ]
^b7(%x7_0: i32, %x7_1: i32):
  %v7 = arith.addi %v0, %a : i32
  cf.br ^b4(%v7, %a : i32, i32)
^b8(%x8_0: i32, %x8_1: i32):
  %v8 = arith.addi %v0, %a : i32
  cf.br ^b6
^b9:
  %v9 = arith.addi %v0, %a : i32
  cf.br ^b8(%v9, %v0 : i32, i32)
}
// -----
func.func private @c(i32) -> i1
func.func private @u(i32)
func.func @f(%a: i32, %f: i32) -> i32 {
  %v0 = arith.addi %a, %a : i32
  cf.switch %a : i32, [
    default: ^b8,
    0: ^b3,
    1: ^b1(%v0, %v0 : i32, i32),
    2: ^b4(%v0 : i32)
  ]
^b1(%x1_0: i32, %x1_1: i32):
  %v1 = arith.addi %x1_1, %v0 : i32
  cf.switch %a : i32, [
    default: ^b7,
    0: ^b4(%x1_0 : i32),
    1: ^b2(%x1_0, %v0 : i32, i32)
  ]
^b2(%x2_0: i32, %x2_1: i32):
  %v2 = arith.addi %v0, %x2_0 : i32
  %k2 = func.call @c(%v0) : (i32) -> i1
  cf.cond_br %k2, ^b5(%x2_1 : i32), ^b5(%v0 : i32)
^b3:
  %v3 = arith.addi %a, %v0 : i32
  cf.switch %v3 : i32, [
    default: ^b8,
    0: ^b9,
    1: ^b9
  ]
^b4(%x4_0: i32):
  %v4 = arith.addi %x4_0, %a : i32
  cf.br ^b6
^b5(%x5_0: i32):
  %v5 = arith.addi %v0, %x5_0 : i32
  cf.br ^b2(%x5_0, %a : i32, i32)
^b6:
  %v6 = arith.addi %a, %v4 : i32
  cf.br ^b3
^b7:
  %v7 = arith.addi %a, %v1 : i32
  cf.br ^b8
^b8:
  %v8 = arith.addi %a, %a : i32
  cf.br ^b5(%v0 : i32)
^b9:
  %v9 = arith.addi %v0, %a : i32
  cf.br ^b3
}
// -----
func.func private @c(i32) -> i1
func.func private @u(i32)
func.func @f(%a: i32, %f: i32) -> i32 {
  %v0 = arith.addi %a, %a : i32
  cf.switch %v0 : i32, [
    default: ^b1,
    0: ^b7,
    1: ^b3(%a : i32),
    2: ^b4(%a : i32)
  ]
^b1:
  %v1 = arith.addi %a, %v0 : i32
  cf.switch %a : i32, [
    default: ^b2(%v1 : i32),
    0: ^b4(%v1 : i32)
  ]
^b2(%x2_0: i32):
  %v2 = arith.addi %v0, %a : i32
  cf.switch %v2 : i32, [
    default: ^b6,
    0: ^b5,
    1: ^b5
  ]
^b3(%x3_0: i32):
  %v3 = arith.addi %a, %x3_0 : i32
  cf.switch %v0 : i32, [
    default: ^b7,
    0: ^b3(%a : i32)
  ]
^b4(%x4_0: i32):
  %v4 = arith.addi %v0, %a : i32
  cf.br ^b7
^b5:
  %v5 = arith.addi %v0, %v1 : i32
  cf.br ^b6
^b6:
  %v6 = arith.addi %v2, %v1 : i32
  cf.br ^b5
^b7:
  %v7 = arith.addi %a, %a : i32
  return %v7 : i32
}
// -----
func.func private @c(i32) -> i1
func.func private @u(i32)
func.func @f(%a: i32, %f: i32) -> i32 {
  %v0 = arith.addi %a, %a : i32
  cf.switch %a : i32, [
    default: ^b4(%v0, %v0 : i32, i32),
    0: ^b3(%v0 : i32),
    1: ^b1(%a : i32)
  ]
^b1(%x1_0: i32):
  %v1 = arith.addi %x1_0, %x1_0 : i32
  cf.switch %x1_0 : i32, [
    default: ^b2(%a, %v1 : i32, i32),
    0: ^b3(%v1 : i32),
    1: ^b1(%a : i32)
  ]
^b2(%x2_0: i32, %x2_1: i32):
  %v2 = arith.addi %x2_1, %v1 : i32
  return %v2 : i32
^b3(%x3_0: i32):
  %v3 = arith.addi %x3_0, %v0 : i32
  cf.br ^b1(%a : i32)
^b4(%x4_0: i32, %x4_1: i32):
  %v4 = arith.addi %v0, %v0 : i32
  return %v0 : i32
}
// -----
func.func private @c(i32) -> i1
func.func private @u(i32)
func.func @f(%a: i32, %f: i32) -> i32 {
  %v0 = arith.addi %a, %a : i32
  cf.switch %v0 : i32, [
    default: ^b3(%a, %a : i32, i32),
    0: ^b4(%a : i32),
    1: ^b1(%a, %v0 : i32, i32)
  ]
^b1(%x1_0: i32, %x1_1: i32):
  %v1 = arith.addi %x1_0, %v0 : i32
  %k1 = func.call @c(%x1_0) : (i32) -> i1
  cf.cond_br %k1, ^b2, ^b4(%x1_1 : i32)
^b2:
  %v2 = arith.addi %a, %v0 : i32
  return %v0 : i32
^b3(%x3_0: i32, %x3_1: i32):
  %v3 = arith.addi %x3_0, %x3_0 : i32
  %k3 = func.call @c(%v3) : (i32) -> i1
  cf.cond_br %k3, ^b3(%v0, %v0 : i32, i32), ^b2
^b4(%x4_0: i32):
  %v4 = arith.addi %a, %v0 : i32
  %k4 = func.call @c(%a) : (i32) -> i1
  cf.cond_br %k4, ^b4(%a : i32), ^b1(%a, %v4 : i32, i32)
}
// -----
func.func private @c(i32) -> i1
func.func private @u(i32)
func.func @f(%a: i32, %f: i32) -> i32 {
  %v0 = arith.addi %a, %a : i32
  cf.switch %a : i32, [
    default: ^b3,
    0: ^b2,
    1: ^b1(%v0 : i32)
  ]
^b1(%x1_0: i32):
  %v1 = arith.addi %a, %a : i32
  cf.br ^b3
^b2:
  %v2 = arith.addi %v0, %v0 : i32
  return %v0 : i32
^b3:
  %v3 = arith.addi %v0, %v0 : i32
  cf.br ^b2
}
// -----
func.func private @c(i32) -> i1
func.func private @u(i32)
func.func @f(%a: i32, %f: i32) -> i32 {
  %v0 = arith.addi %a, %a : i32
  cf.switch %v0 : i32, [
    default: ^b1(%a, %v0 : i32, i32),
    0: ^b2,
    1: ^b2
  ]
^b1(%x1_0: i32, %x1_1: i32):
  %v1 = arith.addi %a, %x1_0 : i32
  cf.switch %x1_1 : i32, [
    default: ^b3(%v0, %v0 : i32, i32),
    0: ^b4(%a, %a : i32, i32),
    1: ^b4(%x1_0, %v1 : i32, i32),
    2: ^b2
  ]
^b2:
  %v2 = arith.addi %v0, %v0 : i32
  %k2 = func.call @c(%v2) : (i32) -> i1
  cf.cond_br %k2, ^b3(%v2, %v0 : i32, i32), ^b1(%v0, %v2 : i32, i32)
^b3(%x3_0: i32, %x3_1: i32):
  %v3 = arith.addi %a, %v0 : i32
  %k3 = func.call @c(%v3) : (i32) -> i1
  cf.cond_br %k3, ^b4(%x3_0, %v0 : i32, i32), ^b4(%x3_0, %v3 : i32, i32)
^b4(%x4_0: i32, %x4_1: i32):
  %v4 = arith.addi %x4_0, %v0 : i32
  cf.br ^b4(%v4, %x4_1 : i32, i32)
}
// -----
func.func private @c(i32) -> i1
func.func private @u(i32)
func.func @f(%a: i32, %f: i32) -> i32 {
  %v0 = arith.addi %a, %a : i32
  cf.switch %a : i32, [
    default: ^b3(%v0, %v0 : i32, i32),
    0: ^b1,
    1: ^b5(%a : i32)
  ]
^b1:
  %v1 = arith.addi %a, %v0 : i32
  cf.switch %v0 : i32, [
    default: ^b6(%v0, %v0 : i32, i32),
    0: ^b2(%v0 : i32),
    1: ^b3(%a, %a : i32, i32)
  ]
^b2(%x2_0: i32):
  %v2 = arith.addi %x2_0, %v0 : i32
  cf.switch %x2_0 : i32, [
    default: ^b6(%v0, %v2 : i32, i32),
    0: ^b5(%a : i32)
  ]
^b3(%x3_0: i32, %x3_1: i32):
  %v3 = arith.addi %x3_0, %a : i32
  cf.br ^b4(%v3 : i32)
^b4(%x4_0: i32):
  %v4 = arith.addi %v0, %a : i32
  return %v0 : i32
^b5(%x5_0: i32):
  %v5 = arith.addi %a, %x5_0 : i32
  %k5 = func.call @c(%x5_0) : (i32) -> i1
  cf.cond_br %k5, ^b5(%a : i32), ^b4(%a : i32)
^b6(%x6_0: i32, %x6_1: i32):
  %v6 = arith.addi %a, %v0 : i32
  cf.br ^b6(%v0, %v6 : i32, i32)
}
// -----
func.func private @c(i32) -> i1
func.func private @u(i32)
func.func @f(%a: i32, %f: i32) -> i32 {
  %v0 = arith.addi %a, %a : i32
  cf.switch %a : i32, [
    default: ^b2,
    0: ^b6(%a : i32),
    1: ^b1
  ]
^b1:
  %v1 = arith.addi %a, %v0 : i32
  cf.switch %a : i32, [
    default: ^b8,
    0: ^b2,
    1: ^b3(%v1 : i32),
    2: ^b5(%a : i32)
  ]
^b2:
  %v2 = arith.addi %v0, %a : i32
  cf.switch %a : i32, [
    default: ^b4,
    0: ^b7(%v0 : i32),
    1: ^b4
  ]
^b3(%x3_0: i32):
  %v3 = arith.addi %x3_0, %v0 : i32
  %k3 = func.call @c(%v3) : (i32) -> i1
  cf.cond_br %k3, ^b8, ^b6(%a : i32)
^b4:
  %v4 = arith.addi %v0, %a : i32
  cf.br ^b4
^b5(%x5_0: i32):
  %v5 = arith.addi %x5_0, %v1 : i32
  cf.switch %v5 : i32, [
    default: ^b7(%v1 : i32),
    0: ^b6(%x5_0 : i32),
    1: ^b4
  ]
^b6(%x6_0: i32):
  %v6 = arith.addi %v0, %a : i32
  %k6 = func.call @c(%x6_0) : (i32) -> i1
  cf.cond_br %k6, ^b7(%v6 : i32), ^b6(%x6_0 : i32)
^b7(%x7_0: i32):
  %v7 = arith.addi %v0, %v0 : i32
  %k7 = func.call @c(%v7) : (i32) -> i1
  cf.cond_br %k7, ^b3(%a : i32), ^b6(%x7_0 : i32)
^b8:
  %v8 = arith.addi %v0, %v0 : i32
  cf.br ^b1
}
// -----
func.func private @c(i32) -> i1
func.func private @u(i32)
func.func @f(%a: i32, %f: i32) -> i32 {
  %v0 = arith.addi %a, %a : i32
  cf.switch %a : i32, [
    default: ^b4(%a, %a : i32, i32),
    0: ^b2(%a : i32),
    1: ^b1,
    2: ^b1
  ]
^b1:
  %v1 = arith.addi %v0, %a : i32
  cf.switch %v1 : i32, [
    default: ^b5(%v1 : i32),
    0: ^b5(%v1 : i32),
    1: ^b7(%a : i32),
    2: ^b3(%v1, %a : i32, i32)
  ]
^b2(%x2_0: i32):
  %v2 = arith.addi %a, %a : i32
  return %a : i32
^b3(%x3_0: i32, %x3_1: i32):
  %v3 = arith.addi %v1, %v1 : i32
  return %v1 : i32
^b4(%x4_0: i32, %x4_1: i32):
  %v4 = arith.addi %v0, %x4_0 : i32
  cf.br ^b2(%x4_1 : i32)
^b5(%x5_0: i32):
  %v5 = arith.addi %v0, %v1 : i32
  %k5 = func.call @c(%x5_0) : (i32) -> i1
  cf.cond_br %k5, ^b3(%v1, %v1 : i32, i32), ^b6(%x5_0 : i32)
^b6(%x6_0: i32):
  %v6 = arith.addi %a, %v5 : i32
  return %v5 : i32
^b7(%x7_0: i32):
  %v7 = arith.addi %v0, %v1 : i32
  cf.switch %v7 : i32, [
    default: ^b4(%v7, %x7_0 : i32, i32),
    0: ^b3(%a, %v7 : i32, i32)
  ]
}
// -----
func.func private @c(i32) -> i1
func.func private @u(i32)
func.func @f(%a: i32, %f: i32) -> i32 {
  %v0 = arith.addi %a, %a : i32
  cf.switch %v0 : i32, [
    default: ^b1(%a, %v0 : i32, i32),
    0: ^b5(%a : i32),
    1: ^b9
  ]
^b1(%x1_0: i32, %x1_1: i32):
  %v1 = arith.addi %v0, %a : i32
  cf.switch %x1_1 : i32, [
    default: ^b8(%v1, %x1_1 : i32, i32),
    0: ^b5(%x1_0 : i32),
    1: ^b3(%v0, %v0 : i32, i32),
    2: ^b2(%a, %v1 : i32, i32)
  ]
^b2(%x2_0: i32, %x2_1: i32):
  %v2 = arith.addi %v0, %v0 : i32
  cf.switch %x2_0 : i32, [
    default: ^b4(%a : i32),
    0: ^b8(%v1, %x2_1 : i32, i32)
  ]
^b3(%x3_0: i32, %x3_1: i32):
  %v3 = arith.addi %v0, %x3_1 : i32
  cf.br ^b1(%v3, %a : i32, i32)
^b4(%x4_0: i32):
  %v4 = arith.addi %a, %v1 : i32
  %k4 = func.call @c(%v4) : (i32) -> i1
  cf.cond_br %k4, ^b1(%x4_0, %v2 : i32, i32), ^b6(%v1 : i32)
^b5(%x5_0: i32):
  %v5 = arith.addi %x5_0, %a : i32
  cf.br ^b9
^b6(%x6_0: i32):
  %v6 = arith.addi %v1, %v2 : i32
  cf.switch %a : i32, [
    default: ^b7(%v1 : i32),
    0: ^b7(%v0 : i32),
    1: ^b7(%x6_0 : i32)
  ]
^b7(%x7_0: i32):
  %v7 = arith.addi %v1, %v6 : i32
  cf.br ^b9
^b8(%x8_0: i32, %x8_1: i32):
  %v8 = arith.addi %x8_0, %v0 : i32
  return %x8_1 : i32
^b9:
  %v9 = arith.addi %v0, %a : i32
  %k9 = func.call @c(%v9) : (i32) -> i1
  cf.cond_br %k9, ^b8(%v9, %a : i32, i32), ^b3(%a, %v9 : i32, i32)
}
// -----
func.func private @c(i32) -> i1
func.func private @u(i32)
func.func @f(%a: i32, %f: i32) -> i32 {
  %v0 = arith.addi %a, %a : i32
  %k0 = func.call @c(%a) : (i32) -> i1
  cf.cond_br %k0, ^b1, ^b2(%a : i32)
^b1:
  %v1 = arith.addi %a, %v0 : i32
  cf.switch %a : i32, [
    default: ^b3(%a : i32),
    0: ^b2(%a : i32),
    1: ^b3(%v1 : i32)
  ]
^b2(%x2_0: i32):
  %v2 = arith.addi %a, %a : i32
  cf.switch %v2 : i32, [
    default: ^b2(%v0 : i32),
    0: ^b2(%v0 : i32)
  ]
^b3(%x3_0: i32):
  %v3 = arith.addi %a, %v1 : i32
  cf.br ^b2(%x3_0 : i32)
}
// -----
func.func private @c(i32) -> i1
func.func private @u(i32)
func.func @f(%a: i32, %f: i32) -> i32 {
  %v0 = arith.addi %a, %a : i32
  %k0 = func.call @c(%v0) : (i32) -> i1
  cf.cond_br %k0, ^b2, ^b1
^b1:
  %v1 = arith.addi %a, %v0 : i32
  %k1 = func.call @c(%v0) : (i32) -> i1
  cf.cond_br %k1, ^b2, ^b1
^b2:
  %v2 = arith.addi %v0, %v0 : i32
  %k2 = func.call @c(%v0) : (i32) -> i1
  cf.cond_br %k2, ^b2, ^b1
}
// -----
func.func private @c(i32) -> i1
func.func private @u(i32)
func.func @f(%a: i32, %f: i32) -> i32 {
  %v0 = arith.addi %a, %a : i32
  cf.switch %a : i32, [
    default: ^b2,
    0: ^b4(%a, %v0 : i32, i32),
    1: ^b1,
    2: ^b4(%v0, %a : i32, i32)
  ]
^b1:
  %v1 = arith.addi %a, %v0 : i32
  return %v0 : i32
^b2:
  %v2 = arith.addi %a, %v0 : i32
  cf.switch %v0 : i32, [
    default: ^b3,
    0: ^b3,
    1: ^b3
  ]
^b3:
  %v3 = arith.addi %v0, %v0 : i32
  cf.br ^b4(%v2, %v3 : i32, i32)
^b4(%x4_0: i32, %x4_1: i32):
  %v4 = arith.addi %x4_1, %x4_0 : i32
  return %a : i32
}
// -----
func.func private @c(i32) -> i1
func.func private @u(i32)
func.func @f(%a: i32, %f: i32) -> i32 {
  %v0 = arith.addi %a, %a : i32
  cf.switch %v0 : i32, [
    default: ^b2(%a : i32),
    0: ^b3(%a, %v0 : i32, i32),
    1: ^b1(%a, %v0 : i32, i32)
  ]
^b1(%x1_0: i32, %x1_1: i32):
  %v1 = arith.addi %x1_1, %x1_1 : i32
  cf.switch %x1_1 : i32, [
    default: ^b1(%v0, %x1_0 : i32, i32),
    0: ^b2(%v0 : i32)
  ]
^b2(%x2_0: i32):
  %v2 = arith.addi %v0, %x2_0 : i32
  return %v0 : i32
^b3(%x3_0: i32, %x3_1: i32):
  %v3 = arith.addi %x3_1, %a : i32
  return %v0 : i32
}
// -----
func.func private @c(i32) -> i1
func.func private @u(i32)
func.func @f(%a: i32, %f: i32) -> i32 {
  %v0 = arith.addi %a, %a : i32
  cf.switch %a : i32, [
    default: ^b2(%a, %v0 : i32, i32),
    0: ^b1,
    1: ^b1
  ]
^b1:
  %v1 = arith.addi %a, %a : i32
  cf.switch %v0 : i32, [
    default: ^b1,
    0: ^b3(%v0 : i32),
    1: ^b3(%v1 : i32)
  ]
^b2(%x2_0: i32, %x2_1: i32):
  %v2 = arith.addi %v0, %x2_0 : i32
  cf.br ^b2(%v2, %x2_0 : i32, i32)
^b3(%x3_0: i32):
  %v3 = arith.addi %v1, %x3_0 : i32
  return %v1 : i32
}
// -----
func.func private @c(i32) -> i1
func.func private @u(i32)
func.func @f(%a: i32, %f: i32) -> i32 {
  %v0 = arith.addi %a, %a : i32
  cf.switch %a : i32, [
    default: ^b2(%a : i32),
    0: ^b1(%v0, %v0 : i32, i32),
    1: ^b1(%v0, %v0 : i32, i32)
  ]
^b1(%x1_0: i32, %x1_1: i32):
  %v1 = arith.addi %v0, %x1_0 : i32
  return %x1_1 : i32
^b2(%x2_0: i32):
  %v2 = arith.addi %a, %x2_0 : i32
  return %x2_0 : i32
}
// -----
func.func private @c(i32) -> i1
func.func private @u(i32)
func.func @f(%a: i32, %f: i32) -> i32 {
  %v0 = arith.addi %a, %a : i32
  cf.switch %v0 : i32, [
    default: ^b3,
    0: ^b1(%a, %a : i32, i32),
    1: ^b4
  ]
^b1(%x1_0: i32, %x1_1: i32):
  %v1 = arith.addi %x1_0, %v0 : i32
  cf.switch %x1_0 : i32, [
    default: ^b2(%x1_0, %x1_0 : i32, i32),
    0: ^b3,
    1: ^b5(%x1_1, %v0 : i32, i32)
  ]
^b2(%x2_0: i32, %x2_1: i32):
  %v2 = arith.addi %x2_1, %a : i32
  %k2 = func.call @c(%a) : (i32) -> i1
  cf.cond_br %k2, ^b5(%x2_1, %v1 : i32, i32), ^b4
^b3:
  %v3 = arith.addi %a, %a : i32
  cf.br ^b6
^b4:
  %v4 = arith.addi %v0, %a : i32
  cf.br ^b1(%v0, %v0 : i32, i32)
^b5(%x5_0: i32, %x5_1: i32):
  %v5 = arith.addi %x5_0, %x5_0 : i32
  cf.br ^b6
^b6:
  %v6 = arith.addi %v0, %v0 : i32
  cf.br ^b4
}
// -----
