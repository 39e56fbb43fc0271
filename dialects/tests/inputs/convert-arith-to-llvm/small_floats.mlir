// The 4-, 6- and 8-bit floats LLVM lacks lower to integers of their
// width: selects, constants and bitcasts to the integer convert; float
// arithmetic, comparisons and conversions on them stay.
func.func @select_e5m2(%c: i1, %a: f8E5M2, %b: f8E5M2) -> f8E5M2 {
  %0 = arith.select %c, %a, %b : f8E5M2
  return %0 : f8E5M2
}

func.func @select_vector(%c: i1, %a: vector<3xf6E3M2FN>, %b: vector<3xf6E3M2FN>) -> vector<3xf6E3M2FN> {
  %0 = arith.select %c, %a, %b : vector<3xf6E3M2FN>
  return %0 : vector<3xf6E3M2FN>
}

func.func @constants() -> (f4E2M1FN, vector<2xf8E4M3FN>) {
  %0 = arith.constant 3.0 : f4E2M1FN
  %1 = arith.constant dense<[0.5, 2.0]> : vector<2xf8E4M3FN>
  return %0, %1 : f4E2M1FN, vector<2xf8E4M3FN>
}

func.func @bitcasts(%a: f8E8M0FNU, %m: memref<8xi8>) -> (i8, f8E8M0FNU, memref<8xf8E4M3FNUZ>) {
  %0 = arith.bitcast %a : f8E8M0FNU to i8
  %1 = arith.bitcast %0 : i8 to f8E8M0FNU
  %2 = arith.bitcast %m : memref<8xi8> to memref<8xf8E4M3FNUZ>
  return %0, %1, %2 : i8, f8E8M0FNU, memref<8xf8E4M3FNUZ>
}

func.func @float_ops_stay(%a: f8E4M3, %b: f8E4M3, %i: i16, %h: bf16) -> (f8E4M3, i1, i16, f32, f8E4M3) {
  %0 = arith.mulf %a, %b fastmath<fast> : f8E4M3
  %1 = arith.negf %0 : f8E4M3
  %2 = arith.cmpf ult, %1, %b : f8E4M3
  %3 = arith.fptoui %a : f8E4M3 to i16
  %4 = arith.extf %b : f8E4M3 to f32
  %5 = arith.truncf %h : bf16 to f8E4M3
  %6 = arith.truncf %h upward : bf16 to f8E4M3
  %7 = arith.uitofp %i : i16 to f8E4M3
  %8 = arith.maxnumf %5, %6 : f8E4M3
  %9 = arith.subf %8, %7 : f8E4M3
  return %9, %2, %3, %4, %1 : f8E4M3, i1, i16, f32, f8E4M3
}

func.func @vector_ops_stay(%a: vector<4xf8E3M4>) -> vector<4xf8E3M4> {
  %0 = arith.addf %a, %a : vector<4xf8E3M4>
  %1 = arith.divf %0, %a : vector<4xf8E3M4>
  return %1 : vector<4xf8E3M4>
}

func.func @tf32_stays(%c: i1, %a: tf32, %b: tf32) -> tf32 {
  %0 = arith.select %c, %a, %b : tf32
  return %0 : tf32
}

func.func @same_struct_bitcast(%m: memref<?x4xi32>) -> memref<?x4xf32> {
  %0 = arith.bitcast %m : memref<?x4xi32> to memref<?x4xf32>
  return %0 : memref<?x4xf32>
}
