// Loops in a CFG: a value the back edge keeps, one it changes, and an
// inner condition the analysis decides only once the loop value is known.
func.func private @cond() -> i1
func.func private @cond_and_value() -> (i1, i32)

func.func @kept(%c: i1) -> i32 {
  %c1 = arith.constant 1 : i32
  %c0 = arith.constant 0 : i32
  cf.cond_br %c, ^loop(%c1 : i32), ^exit(%c1 : i32)
^loop(%iv: i32):
  %next = arith.addi %iv, %c0 : i32
  %again = call @cond() : () -> i1
  cf.cond_br %again, ^loop(%next : i32), ^exit(%next : i32)
^exit(%r: i32):
  return %r : i32
}

func.func @changed(%c: i1) -> i32 {
  %c1 = arith.constant 1 : i32
  cf.cond_br %c, ^loop(%c1 : i32), ^exit(%c1 : i32)
^loop(%iv: i32):
  %again, %v = call @cond_and_value() : () -> (i1, i32)
  cf.cond_br %again, ^loop(%v : i32), ^exit(%v : i32)
^exit(%r: i32):
  return %r : i32
}

func.func @inner_condition() -> i32 {
  %c1 = arith.constant 1 : i32
  cf.br ^head(%c1 : i32)
^head(%iv: i32):
  %stop = call @cond() : () -> i1
  cf.cond_br %stop, ^exit(%iv : i32), ^body
^body:
  %c20 = arith.constant 20 : i32
  %small = arith.cmpi ult, %iv, %c20 : i32
  cf.cond_br %small, ^reset, ^step
^reset:
  %one = arith.constant 1 : i32
  cf.br ^head(%one : i32)
^step:
  %inc = arith.addi %iv, %c1 : i32
  cf.br ^head(%inc : i32)
^exit(%r: i32):
  return %r : i32
}

func.func @counting(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  cf.br ^head(%c0 : i32)
^head(%i: i32):
  %lt = arith.cmpi slt, %i, %n : i32
  cf.cond_br %lt, ^body, ^exit
^body:
  %i1 = arith.addi %i, %c1 : i32
  cf.br ^head(%i1 : i32)
^exit:
  return %i : i32
}
