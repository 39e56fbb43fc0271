// Values widened by extensions: sums, differences and products of them,
// signed and unsigned, mixed, with widths that are too narrow, shifts,
// minima and maxima, and comparisons of vectors.
func.func @sums(%a: i8, %b: i8, %c: i16, %d: i16) -> (i32, i32, i16, i64) {
  %ea = arith.extui %a : i8 to i32
  %eb = arith.extui %b : i8 to i32
  %s = arith.addi %ea, %eb : i32
  %sa = arith.extsi %a : i8 to i32
  %m = arith.addi %sa, %eb : i32
  %ec = arith.extsi %a : i8 to i16
  %ed = arith.extsi %b : i8 to i16
  %n = arith.addi %ec, %ed : i16
  %wc = arith.extsi %c : i16 to i64
  %wd = arith.extsi %d : i16 to i64
  %sub = arith.subi %wc, %wd : i64
  return %s, %m, %n, %sub : i32, i32, i16, i64
}

func.func @products(%a: i8, %b: i8, %c: i16, %d: i16) -> (i32, i32, i32) {
  %ea = arith.extui %a : i8 to i32
  %eb = arith.extui %b : i8 to i32
  %p = arith.muli %ea, %eb : i32
  %sc = arith.extsi %c : i16 to i32
  %sd = arith.extsi %d : i16 to i32
  %q = arith.muli %sc, %sd : i32
  %sa = arith.extsi %a : i8 to i32
  %r = arith.divsi %sc, %sa : i32
  return %p, %q, %r : i32, i32, i32
}

func.func @bits(%a: i8, %b: i1) -> (i32, i32, i32, i32) {
  %ea = arith.extui %a : i8 to i32
  %c3 = arith.constant 3 : i32
  %sh = arith.shrui %ea, %c3 : i32
  %sl = arith.shli %sh, %c3 : i32
  %eb = arith.extui %b : i1 to i32
  %x = arith.xori %eb, %eb : i32
  %o = arith.ori %eb, %sh : i32
  %mx = arith.maxui %ea, %eb : i32
  return %sl, %x, %o, %mx : i32, i32, i32, i32
}

func.func @vector_compare(%a: vector<4xi8>, %b: vector<4xi8>) -> (vector<4xi1>, vector<4xi32>) {
  %ea = arith.extsi %a : vector<4xi8> to vector<4xi32>
  %eb = arith.extsi %b : vector<4xi8> to vector<4xi32>
  %lt = arith.cmpi slt, %ea, %eb : vector<4xi32>
  %mn = arith.minsi %ea, %eb : vector<4xi32>
  return %lt, %mn : vector<4xi1>, vector<4xi32>
}

func.func @index_values(%a: i8, %b: i16) -> (index, i1) {
  %ia = arith.index_cast %a : i8 to index
  %ib = arith.index_castui %b : i16 to index
  %s = arith.addi %ia, %ib : index
  %lt = arith.cmpi ult, %ia, %ib : index
  return %s, %lt : index, i1
}
