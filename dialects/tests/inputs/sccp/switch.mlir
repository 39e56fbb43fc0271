// cf.switch on a constant flag, on an unknown one, and with no cases.
func.func @constant_flag(%arg0: i32) -> i32 {
  %flag = arith.constant 2 : i32
  %c10 = arith.constant 10 : i32
  %c20 = arith.constant 20 : i32
  cf.switch %flag : i32, [
    default: ^bb1(%arg0 : i32),
    1: ^bb1(%c10 : i32),
    2: ^bb1(%c20 : i32)
  ]
^bb1(%x: i32):
  return %x : i32
}

func.func @no_matching_case(%arg0: i32) -> i32 {
  %flag = arith.constant 9 : i32
  %c10 = arith.constant 10 : i32
  cf.switch %flag : i32, [
    default: ^bb1(%c10 : i32),
    1: ^bb1(%arg0 : i32)
  ]
^bb1(%x: i32):
  return %x : i32
}

func.func @unknown_flag(%flag: i32) -> i32 {
  %c10 = arith.constant 10 : i32
  cf.switch %flag : i32, [
    default: ^bb1(%c10 : i32),
    -1: ^bb1(%c10 : i32),
    4: ^bb2
  ]
^bb1(%x: i32):
  return %x : i32
^bb2:
  %c11 = arith.constant 11 : i32
  return %c11 : i32
}

func.func @only_default(%flag: i8) -> i8 {
  %c3 = arith.constant 3 : i8
  cf.switch %flag : i8, [
    default: ^bb1(%c3 : i8)
  ]
^bb1(%x: i8):
  %y = arith.addi %x, %x : i8
  return %y : i8
}
