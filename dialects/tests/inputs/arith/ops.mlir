"test.func"() ({
^bb0(%a: i32, %b: i32, %f: f32, %g: f32, %v: vector<4xi32>, %t: tensor<?xf64>, %c: i1, %vc: vector<4xi1>, %idx: index):
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %a, %b overflow<nsw, nuw> : i32
  %2 = arith.addf %f, %g fastmath<fast> : f32
  %3 = arith.cmpi slt, %a, %b : i32
  %4 = arith.cmpf oeq, %f, %g : f32
  %5 = arith.select %c, %a, %b : i32
  %6 = arith.select %vc, %v, %v : vector<4xi1>, vector<4xi32>
  %7 = arith.constant 42 : i32
  %8 = arith.constant true
  %9 = arith.constant 1.5 : f32
  %10 = arith.constant 0 : index
  %11 = arith.constant dense<1> : vector<4xi32>
  %12 = arith.extsi %a : i32 to i64
  %13 = arith.truncf %f : f32 to bf16
  %14 = arith.truncf %f to_nearest_even : f32 to f16
  %15:2 = arith.addui_extended %a, %b : i32, i1
  %16 = arith.index_cast %a : i32 to index
  %17 = arith.negf %f : f32
  %18 = arith.constant -7 : i64
  %19 = arith.muli %idx, %10 : index
  %20 = arith.constant 7 : i128
  %21 = arith.constant false
  %22 = arith.bitcast %a : i32 to f32
  %23 = arith.constant 1.0 : f64
  %24 = arith.minimumf %f, %g : f32
  %25 = arith.sitofp %a : i32 to f32
  "test.sink"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15#0, %15#1, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25) : (i32, i32, f32, i1, i1, i32, vector<4xi32>, i32, i1, f32, index, vector<4xi32>, i64, bf16, f16, i32, i1, index, f32, i64, index, i128, i1, f32, f64, f32, f32) -> ()
}) : () -> ()
