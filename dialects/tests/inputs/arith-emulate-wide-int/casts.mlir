// Extensions, truncations, index casts and float conversions.
func.func @integers(%a: i8, %b: i32, %c: vector<2xi1>, %w: i64) -> (i64, i64, vector<2xi64>, i8, i32) {
  %0 = arith.extsi %a : i8 to i64
  %1 = arith.extui %b : i32 to i64
  %2 = arith.extsi %c : vector<2xi1> to vector<2xi64>
  %3 = arith.trunci %w : i64 to i8
  %4 = arith.trunci %w : i64 to i32
  return %0, %1, %2, %3, %4 : i64, i64, vector<2xi64>, i8, i32
}

func.func @indices(%i: index, %w: i64, %v: vector<2xindex>) -> (i64, index, vector<2xi64>, index) {
  %0 = arith.index_castui %i : index to i64
  %1 = arith.index_cast %w : i64 to index
  %2 = arith.index_cast %v : vector<2xindex> to vector<2xi64>
  %3 = arith.index_castui %w : i64 to index
  return %0, %1, %2, %3 : i64, index, vector<2xi64>, index
}

func.func @floats(%w: i64, %f: f32, %h: f16, %v: vector<2xi64>, %g: vector<2xf32>) -> (f32, bf16, i64, i64, vector<2xf32>, vector<2xi64>) {
  %0 = arith.uitofp %w : i64 to f32
  %1 = arith.sitofp %w : i64 to bf16
  %2 = arith.fptosi %f : f32 to i64
  %3 = arith.fptoui %h : f16 to i64
  %4 = arith.uitofp %v : vector<2xi64> to vector<2xf32>
  %5 = arith.fptoui %g : vector<2xf32> to vector<2xi64>
  return %0, %1, %2, %3, %4, %5 : f32, bf16, i64, i64, vector<2xf32>, vector<2xi64>
}
