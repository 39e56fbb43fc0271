func.func @masked_single_element(%v: vector<1xi32>, %acc: i32, %m: vector<1xi1>) -> (i32, i32) {
  %0 = vector.mask %m { vector.reduction <maxsi>, %v, %acc : vector<1xi32> into i32 } : vector<1xi1> -> i32
  %1 = vector.mask %m { vector.reduction <xor>, %v : vector<1xi32> into i32 } : vector<1xi1> -> i32
  return %0, %1 : i32, i32
}

func.func @masked_unit_dims(%s: vector<3x1x2xf32>, %acc: vector<3x2xf32>, %m: vector<3x1x2xi1>, %t: vector<1x1xf64>, %a: f64, %n: vector<1x1xi1>, %full: vector<3x1x2xf32>) -> (vector<3x2xf32>, f64, vector<3x2xf32>) {
  %0 = vector.mask %m { vector.multi_reduction <minnumf>, %s, %acc [1] : vector<3x1x2xf32> to vector<3x2xf32> } : vector<3x1x2xi1> -> vector<3x2xf32>
  %1 = vector.mask %n { vector.multi_reduction <add>, %t, %a [0, 1] : vector<1x1xf64> to f64 } : vector<1x1xi1> -> f64
  %2 = vector.mask %m { vector.multi_reduction <add>, %s, %full [] : vector<3x1x2xf32> to vector<3x1x2xf32> } : vector<3x1x2xi1> -> vector<3x1x2xf32>
  %3 = vector.shape_cast %2 : vector<3x1x2xf32> to vector<3x2xf32>
  return %0, %1, %3 : vector<3x2xf32>, f64, vector<3x2xf32>
}
