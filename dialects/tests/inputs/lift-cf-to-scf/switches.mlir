// Switches: shared and duplicate destinations, negative case values
// (zero-extended as MLIR reads them), i8 flags, block arguments.
func.func private @use(i32)

func.func @negative_cases(%f: i32, %a: i32) -> i32 {
  %c7 = arith.constant 7 : i32
  cf.switch %f : i32, [
    default: ^d,
    -1: ^m(%a : i32),
    5: ^m(%c7 : i32),
    -2147483648: ^n
  ]
^d:
  cf.br ^join(%a : i32)
^m(%x: i32):
  func.call @use(%x) : (i32) -> ()
  cf.br ^join(%x : i32)
^n:
  cf.br ^join(%c7 : i32)
^join(%r: i32):
  return %r : i32
}

func.func @i8_flag(%f: i8, %a: i32) {
  cf.switch %f : i8, [
    default: ^join,
    -3: ^one,
    4: ^join
  ]
^one:
  func.call @use(%a) : (i32) -> ()
  cf.br ^join
^join:
  return
}

func.func @diamond_in_case(%f: i32, %c: i1, %a: i32) -> i32 {
  cf.switch %f : i32, [
    default: ^a,
    0: ^b
  ]
^a:
  cf.cond_br %c, ^a1, ^a2
^a1:
  cf.br ^join(%a : i32)
^a2:
  %t = arith.addi %a, %a : i32
  cf.br ^join(%t : i32)
^b:
  cf.br ^join(%f : i32)
^join(%r: i32):
  return %r : i32
}
