// Extensions, truncations, index casts, comparisons and selects.
func.func @casts(%a: i8, %b: i64, %i: index) -> (i32, i32, i64, i16, index, index, i32, i64) {
  %c4_i8 = arith.constant 4 : i8
  %c4_i32 = arith.constant 4 : i32
  %c4_i64 = arith.constant 4 : i64
  %c4_i16 = arith.constant 4 : i16
  %c4 = arith.constant 4 : index
  %c300 = arith.constant 300 : i64
  %ui = arith.extui %a : i8 to i32
  %si = arith.extsi %a : i8 to i32
  %small = arith.minui %b, %c300 : i64
  %tr = arith.trunci %small : i64 to i16
  %tr8 = arith.trunci %small : i64 to i8
  %ext8 = arith.extsi %tr8 : i8 to i64
  %idx = arith.index_cast %tr : i16 to index
  %idxu = arith.index_castui %a : i8 to index
  %back = arith.index_cast %idx : index to i32
  %r0 = arith.divsi %ui, %c4_i32 : i32
  %r1 = arith.divsi %si, %c4_i32 : i32
  %r2 = arith.divsi %ext8, %c4_i64 : i64
  %r3 = arith.divsi %tr, %c4_i16 : i16
  %r4 = arith.divsi %idx, %c4 : index
  %r5 = arith.remsi %idxu, %c4 : index
  %r6 = arith.extsi %tr : i16 to i32
  %r7 = arith.extsi %back : i32 to i64
  return %r0, %r6, %r2, %r3, %r4, %r5, %back, %r7 : i32, i32, i64, i16, index, index, i32, i64
}

func.func @compare_select(%a: i32, %b: i32, %c: i1) -> (i32, i32, i32, i1, i1) {
  %c0 = arith.constant 0 : i32
  %c10 = arith.constant 10 : i32
  %cm1 = arith.constant -1 : i32
  %x = arith.minui %a, %c10 : i32
  %lt = arith.cmpi ult, %x, %c10 : i32
  %always = arith.cmpi ule, %x, %c10 : i32
  %pick = arith.select %always, %x, %cm1 : i32
  %either = arith.select %c, %x, %c10 : i32
  %maybe = arith.select %lt, %x, %cm1 : i32
  %r0 = arith.divsi %pick, %c10 : i32
  %r1 = arith.divsi %either, %c10 : i32
  %r2 = arith.divsi %maybe, %c10 : i32
  %t0 = arith.cmpi sgt, %pick, %c0 : i32
  %t1 = arith.cmpi sgt, %maybe, %c0 : i32
  return %r0, %r1, %r2, %t0, %t1 : i32, i32, i32, i1, i1
}

func.func @vectors(%v: vector<4xi32>) -> vector<4xi32> {
  %k = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %m = arith.constant dense<100> : vector<4xi32>
  %x = arith.minui %v, %m : vector<4xi32>
  %s = arith.addi %x, %k : vector<4xi32>
  %d = arith.divsi %s, %k : vector<4xi32>
  return %d : vector<4xi32>
}
