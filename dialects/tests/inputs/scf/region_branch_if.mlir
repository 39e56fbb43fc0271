// MLIR 22's generic region-branch patterns on scf.if and
// scf.execute_region: duplicate results merge, results that are one outer
// value are it, unused ones go.
func.func @if_results(%c: i1, %a: i32, %b: i32) -> (i32, i32, i32) {
  %r:4 = scf.if %c -> (i32, i32, i32, i32) {
    %x = arith.addi %a, %b : i32
    scf.yield %x, %x, %a, %b : i32, i32, i32, i32
  } else {
    %y = "test.y"() : () -> i32
    scf.yield %y, %y, %a, %y : i32, i32, i32, i32
  }
  return %r#0, %r#1, %r#2 : i32, i32, i32
}

func.func @execute_results(%a: i32) -> (i32, i32, i32) {
  %r:4 = scf.execute_region -> (i32, i32, i32, i32) {
    %x = "test.x"() : () -> i32
    cf.br ^bb1(%x : i32)
  ^bb1(%z: i32):
    scf.yield %a, %z, %z, %x : i32, i32, i32, i32
  }
  return %r#0, %r#1, %r#2 : i32, i32, i32
}
