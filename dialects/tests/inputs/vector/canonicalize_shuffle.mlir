func.func @shuffle_constants() -> (vector<5xi16>, vector<3xi16>, vector<2xi16>, vector<4xf32>) {
  %a = arith.constant dense<[20, 21, 22, 23]> : vector<4xi16>
  %b = arith.constant dense<[30, 31]> : vector<2xi16>
  %p = ub.poison : vector<2xi16>
  %q = ub.poison : vector<4xi16>
  %0 = vector.shuffle %a, %b [5, 0, -1, 3, 4] : vector<4xi16>, vector<2xi16>
  %1 = vector.shuffle %a, %p [4, 2, 1] : vector<4xi16>, vector<2xi16>
  %2 = vector.shuffle %q, %p [0, 5] : vector<4xi16>, vector<2xi16>
  %f = arith.constant dense<1.5> : vector<3xf32>
  %g = arith.constant dense<[2.5, 3.5]> : vector<2xf32>
  %3 = vector.shuffle %f, %g [4, 0, 3, -1] : vector<3xf32>, vector<2xf32>
  return %0, %1, %2, %3 : vector<5xi16>, vector<3xi16>, vector<2xi16>, vector<4xf32>
}

func.func @shuffle_rewrites(%x: f64, %y: f64, %u: vector<i8>, %w: vector<i8>, %s: vector<3xi8>, %t: vector<3xi8>) -> (vector<3xf64>, vector<1xi8>, vector<2xi8>, vector<6xi8>, vector<6xi8>) {
  %bx = vector.broadcast %x : f64 to vector<2xf64>
  %by = vector.broadcast %x : f64 to vector<5xf64>
  %0 = vector.shuffle %bx, %by [6, 0, 3] : vector<2xf64>, vector<5xf64>
  %1 = vector.shuffle %u, %w [1] : vector<i8>, vector<i8>
  %2 = vector.shuffle %u, %w [0, 1] : vector<i8>, vector<i8>
  %3 = vector.shuffle %s, %t [0, 3, 1, 4, 2, 5] : vector<3xi8>, vector<3xi8>
  %4 = vector.shuffle %s, %t [3, 0, 4, 1, 5, 2] : vector<3xi8>, vector<3xi8>
  return %0, %1, %2, %3, %4 : vector<3xf64>, vector<1xi8>, vector<2xi8>, vector<6xi8>, vector<6xi8>
}
