// Arithmetic on floats, integers and index: float ops and signed
// divisions as they are, integer sums and products through unsigned types
// unless they promise no signed wrap, bitwise ops unsigned (i1 as it is),
// unsigned divisions through unsigned types, constants of every kind.
func.func @floats(%a: f64, %b: f64, %h: f16) -> (f64, f16) {
  %0 = arith.addf %a, %b : f64
  %1 = arith.subf %0, %b fastmath<fast> : f64
  %2 = arith.mulf %1, %a : f64
  %3 = arith.divf %2, %b : f64
  %4 = arith.negf %3 : f64
  %5 = arith.addf %h, %h : f16
  %6 = arith.negf %5 : f16
  return %4, %6 : f64, f16
}

func.func @integers(%a: i64, %b: i64, %c: i8) -> (i64, i8) {
  %0 = arith.addi %a, %b : i64
  %1 = arith.subi %0, %b overflow<nuw> : i64
  %2 = arith.muli %1, %a overflow<nsw, nuw> : i64
  %3 = arith.addi %2, %a overflow<nsw> : i64
  %4 = arith.divsi %3, %b : i64
  %5 = arith.remsi %4, %b : i64
  %6 = arith.divui %5, %a : i64
  %7 = arith.remui %6, %b : i64
  %8 = arith.muli %c, %c : i8
  return %7, %8 : i64, i8
}

func.func @bitwise(%a: i16, %b: i16, %p: i1, %q: i1) -> (i16, i1) {
  %0 = arith.andi %a, %b : i16
  %1 = arith.ori %0, %b : i16
  %2 = arith.xori %1, %a : i16
  %3 = arith.andi %p, %q : i1
  %4 = arith.ori %3, %q : i1
  %5 = arith.xori %4, %p : i1
  return %2, %5 : i16, i1
}

func.func @on_index(%a: index, %b: index) -> index {
  %0 = arith.addi %a, %b : index
  %1 = arith.muli %0, %b overflow<nsw> : index
  %2 = arith.subi %1, %a : index
  %3 = arith.divsi %2, %b : index
  %4 = arith.remsi %3, %a : index
  return %4 : index
}

func.func @constants() -> (index, i32, f32, i1, tensor<2xi16>, f64) {
  %0 = arith.constant 7 : index
  %1 = arith.constant -3 : i32
  %2 = arith.constant 2.5 : f32
  %3 = arith.constant true
  %4 = arith.constant dense<[1, -2]> : tensor<2xi16>
  %5 = arith.constant 0x7FF0000000000000 : f64
  return %0, %1, %2, %3, %4, %5 : index, i32, f32, i1, tensor<2xi16>, f64
}

func.func @shifts(%a: i32, %b: i32, %c: i8, %i: index, %j: index) -> (i32, i32, i8, index, index) {
  %0 = arith.shli %a, %b : i32
  %1 = arith.shrsi %0, %b : i32
  %2 = arith.shrui %c, %c : i8
  %3 = arith.shli %i, %j : index
  %4 = arith.shrsi %3, %j : index
  return %0, %1, %2, %3, %4 : i32, i32, i8, index, index
}
