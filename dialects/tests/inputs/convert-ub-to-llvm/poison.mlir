// Poison values of converted and legal types, a vector and a memref.
func.func @f() -> (index, i32, vector<4xf32>) {
  %0 = ub.poison : index
  %1 = ub.poison : i32
  %2 = ub.poison : vector<4xf32>
  %3 = ub.poison : memref<2xf32>
  "test.use"(%3) : (memref<2xf32>) -> ()
  return %0, %1, %2 : index, i32, vector<4xf32>
}
