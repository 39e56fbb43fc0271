// A module of func, arith and cf lowered fully to llvm: a loop summing
// 0..n with block arguments, a recursive call, several results, memref
// arguments passed on, an assertion.
func.func @sum(%n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  cf.br ^loop(%c0, %z : index, i64)
^loop(%i: index, %acc: i64):
  %done = arith.cmpi sge, %i, %n : index
  cf.cond_br %done, ^exit, ^body
^body:
  %iv = arith.index_cast %i : index to i64
  %next = arith.addi %acc, %iv : i64
  %i1 = arith.addi %i, %c1 : index
  cf.br ^loop(%i1, %next : index, i64)
^exit:
  return %acc : i64
}

func.func @fact(%n: i64) -> i64 {
  %one = arith.constant 1 : i64
  %small = arith.cmpi sle, %n, %one : i64
  cf.cond_br %small, ^base, ^rec
^base:
  return %one : i64
^rec:
  %m = arith.subi %n, %one : i64
  %r = func.call @fact(%m) : (i64) -> i64
  %p = arith.muli %n, %r : i64
  return %p : i64
}

func.func @divmod(%a: i32, %b: i32) -> (i32, i32) {
  %nz = arith.constant 0 : i32
  %ok = arith.cmpi ne, %b, %nz : i32
  cf.assert %ok, "division by zero"
  %q = arith.divsi %a, %b : i32
  %r = arith.remsi %a, %b : i32
  return %q, %r : i32, i32
}

func.func private @consume(memref<?x?xf64>, f64)

func.func @forward(%m: memref<?x?xf64>, %x: f32) -> i32 {
  %y = arith.extf %x : f32 to f64
  call @consume(%m, %y) : (memref<?x?xf64>, f64) -> ()
  %x_i = arith.fptosi %x : f32 to i32
  %q:2 = call @divmod(%x_i, %x_i) : (i32, i32) -> (i32, i32)
  %s = arith.addi %q#0, %q#1 : i32
  return %s : i32
}
