// The rest of the one-to-one lowerings, index arithmetic whose values
// meet their unconverted users through casts, index_cast in both
// directions.
func.func @f(%a: i64, %b: index, %x: f32, %y: f64, %v: vector<2xf32>) -> index {
  %0 = arith.subi %a, %a overflow<nsw, nuw> : i64
  %1 = arith.divui %a, %a exact : i64
  %2 = arith.remsi %a, %a : i64
  %3 = arith.remui %a, %a : i64
  %4 = arith.andi %a, %a : i64
  %5 = arith.ori %a, %a : i64
  %6 = arith.xori %a, %a : i64
  %7 = arith.shli %a, %a overflow<nsw> : i64
  %8 = arith.shrsi %a, %a : i64
  %9 = arith.mulf %x, %x fastmath<nnan,ninf> : f32
  %10 = arith.divf %x, %x fastmath<fast> : f32
  %11 = arith.remf %x, %x : f32
  %12 = arith.subf %v, %v fastmath<contract> : vector<2xf32>
  %13 = arith.fptosi %x : f32 to i32
  %14 = arith.fptoui %y : f64 to i16
  %15 = arith.sitofp %a : i64 to f64
  %16 = arith.bitcast %x : f32 to i32
  %17 = arith.extsi %13 : i32 to i64
  %18 = arith.truncf %y : f64 to f32
  %19 = arith.index_cast %a : i64 to index
  %20 = arith.index_cast %b : index to i8
  %21 = arith.index_castui %b : index to i64
  %22 = arith.addi %19, %b : index
  %23 = arith.cmpi uge, %22, %b : index
  %24 = arith.cmpf ueq, %y, %y : f64
  %25 = arith.constant 2.5 : f64
  %26 = arith.constant dense<[1.0, 2.0]> : vector<2xf32>
  %27 = arith.constant true
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %14, %15, %16, %17, %18, %20, %21, %23, %24, %25, %26, %27) : (i64, i64, i64, i64, i64, i64, i64, i64, i64, f32, f32, f32, vector<2xf32>, i16, f64, i32, i64, f32, i8, i64, i1, i1, f64, vector<2xf32>, i1) -> ()
  return %22 : index
}
