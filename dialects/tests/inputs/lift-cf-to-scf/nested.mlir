// Regions nested in functions are lifted first, innermost first; only
// functions' bodies and what they hold are lifted.
func.func private @use(i32)

func.func @nested_regions(%c: i1, %a: i32) -> i32 {
  %r = scf.execute_region -> i32 {
    cf.cond_br %c, ^x, ^y
  ^x:
    %s = scf.execute_region -> i32 {
      cf.cond_br %c, ^p, ^q(%a : i32)
    ^p:
      cf.br ^q(%a : i32)
    ^q(%v: i32):
      scf.yield %v : i32
    }
    cf.br ^z(%s : i32)
  ^y:
    cf.br ^z(%a : i32)
  ^z(%w: i32):
    scf.yield %w : i32
  }
  func.call @use(%r) : (i32) -> ()
  return %r : i32
}

func.func private @declaration(i32) -> i32

module @inner {
  func.func @in_module(%c: i1) {
    cf.cond_br %c, ^a, ^b
  ^a:
    cf.br ^b
  ^b:
    return
  }
}
