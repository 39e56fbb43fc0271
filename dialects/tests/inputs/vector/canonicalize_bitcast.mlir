func.func @bitcast_splats() -> (vector<2xf32>, vector<2xi32>, vector<1xi64>, vector<4xi16>, vector<2xf32>) {
  %h = arith.constant dense<-1.5> : vector<4xf16>
  %0 = vector.bitcast %h : vector<4xf16> to vector<2xf32>
  %b = arith.constant dense<-7> : vector<8xi8>
  %1 = vector.bitcast %b : vector<8xi8> to vector<2xi32>
  %w = arith.constant dense<305419896> : vector<2xi32>
  %2 = vector.bitcast %w : vector<2xi32> to vector<1xi64>
  // Narrowing and integer-to-float casts stay.
  %3 = vector.bitcast %w : vector<2xi32> to vector<4xi16>
  %4 = vector.bitcast %b : vector<8xi8> to vector<2xf32>
  return %0, %1, %2, %3, %4 : vector<2xf32>, vector<2xi32>, vector<1xi64>, vector<4xi16>, vector<2xf32>
}

func.func @bitcast_chain(%v : vector<4xi16>) -> (vector<2xi32>, vector<8xi8>) {
  %0 = vector.bitcast %v : vector<4xi16> to vector<2xi32>
  %1 = vector.bitcast %0 : vector<2xi32> to vector<8xi8>
  return %0, %1 : vector<2xi32>, vector<8xi8>
}

func.func @float_bits_into_integers() -> (vector<3xi16>, vector<2xi32>) {
  %a = llvm.mlir.constant(2.5 : f16) : i16
  %b = llvm.mlir.constant(-0.25 : bf16) : i16
  %c = llvm.mlir.constant(100.0 : f16) : i16
  %v = vector.from_elements %a, %b, %c : vector<3xi16>
  %d = llvm.mlir.constant(-3.0 : f32) : i32
  %e = llvm.mlir.constant(7 : i32) : i32
  %w = vector.from_elements %d, %e : vector<2xi32>
  return %v, %w : vector<3xi16>, vector<2xi32>
}
