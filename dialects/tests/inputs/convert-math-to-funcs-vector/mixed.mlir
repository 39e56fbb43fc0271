// Vectors beside scalars of the same element type, and exponents too
// narrow to convert left alone.
func.func @mixed(%a: vector<2xi32>, %s: i32, %x: vector<2xf64>, %narrow: vector<2xi8>, %wide: vector<2xi32>) -> (vector<2xi32>, i32, vector<2xf64>, vector<2xf64>) {
  %0 = math.ipowi %a, %a : vector<2xi32>
  %1 = math.ipowi %s, %s : i32
  %2 = math.fpowi %x, %narrow : vector<2xf64>, vector<2xi8>
  %3 = math.fpowi %x, %wide : vector<2xf64>, vector<2xi32>
  return %0, %1, %2, %3 : vector<2xi32>, i32, vector<2xf64>, vector<2xf64>
}
