// scf.execute_region canonicalization in functions: multi-block regions inlined with
// cf branches, results forwarded from outside or unused dropped (no_inline kept).
func.func @f(%x: i32, %c: i1) -> (i32, i32, i32) {
  %a:2 = scf.execute_region -> (i32, i32) no_inline {
    %k = "test.make"() : () -> i32
    scf.yield %k, %x : i32, i32
  }
  %b = scf.execute_region -> i32 no_inline {
    %k = "test.make"() : () -> i32
    scf.yield %k : i32
  }
  "test.use"(%b) : (i32) -> ()
  %d:2 = scf.execute_region -> (i32, i32) no_inline {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %k = "test.make"() : () -> i32
    scf.yield %k, %x : i32, i32
  ^bb2:
    %j = "test.make2"() : () -> i32
    scf.yield %j, %x : i32, i32
  }
  return %a#0, %a#1, %d#1 : i32, i32, i32
}

func.func @inline_blocks(%c: i1) -> i64 {
  "test.before"() : () -> ()
  %v = scf.execute_region -> i64 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %p = "test.left"() : () -> i64
    scf.yield %p : i64
  ^bb2:
    %q = "test.right"() : () -> i64
    scf.yield %q : i64
  }
  "test.after"(%v) : (i64) -> ()
  return %v : i64
}
