// Folds that keep a poison operand: shifts (folded only once a shift amount
// was seen in range) and cmpi (its fold names an i1 result type, and then
// poison is not propagated); addi and divui next to them do propagate it.
func.func @shifts(%x: i32) -> (i32, i32, i32, i32, i32, i32) {
  %p = ub.poison : i32
  %c3 = arith.constant 3 : i32
  %a = arith.shli %p, %c3 : i32
  %b = arith.shrui %c3, %p : i32
  %c = arith.shrsi %p, %p : i32
  %d = arith.shli %p, %x : i32
  %e = arith.addi %p, %c3 : i32
  %f = arith.divui %c3, %p : i32
  return %a, %b, %c, %d, %e, %f : i32, i32, i32, i32, i32, i32
}
func.func @compares(%x: i64) -> (i1, i1, i1, i1, vector<2xi1>) {
  %p = ub.poison : i64
  %c = arith.constant 26 : i64
  %pv = ub.poison : vector<2xi64>
  %cv = arith.constant dense<[1, 2]> : vector<2xi64>
  %a = arith.cmpi sge, %c, %p : i64
  %b = arith.cmpi ult, %p, %c : i64
  %d = arith.cmpi eq, %p, %p : i64
  %e = arith.cmpi ne, %p, %x : i64
  %v = arith.cmpi slt, %pv, %cv : vector<2xi64>
  return %a, %b, %d, %e, %v : i1, i1, i1, i1, vector<2xi1>
}
