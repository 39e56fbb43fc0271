#maps = [
  affine_map<(m, n, k) -> (m, k)>,
  affine_map<(m, n, k) -> (k, n)>,
  affine_map<(m, n, k) -> (m, n)>
]

func.func @contract_then_add(%a : vector<3x2xf16>, %b : vector<2x5xf16>, %c : vector<3x5xf16>, %ai : vector<3x2xi32>, %bi : vector<2x5xi32>, %ci : vector<3x5xi32>) -> (vector<3x5xf16>, vector<3x5xi32>, vector<3x5xf16>) {
  %zf = arith.constant dense<0.0> : vector<3x5xf16>
  %0 = vector.contract {indexing_maps = #maps, iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %zf : vector<3x2xf16>, vector<2x5xf16> into vector<3x5xf16>
  %1 = arith.addf %c, %0 : vector<3x5xf16>
  %zi = arith.constant dense<0> : vector<3x5xi32>
  %2 = vector.contract {indexing_maps = #maps, iterator_types = ["parallel", "parallel", "reduction"]} %ai, %bi, %zi : vector<3x2xi32>, vector<2x5xi32> into vector<3x5xi32>
  %3 = arith.addi %2, %ci : vector<3x5xi32>
  // A non-zero accumulator stays.
  %nz = arith.constant dense<1.0> : vector<3x5xf16>
  %4 = vector.contract {indexing_maps = #maps, iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %nz : vector<3x2xf16>, vector<2x5xf16> into vector<3x5xf16>
  %5 = arith.addf %4, %c : vector<3x5xf16>
  return %1, %3, %5 : vector<3x5xf16>, vector<3x5xi32>, vector<3x5xf16>
}

func.func @vscale_masks() -> (vector<2x[8]xi1>, vector<[4]xi1>, vector<[4]xi1>) {
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %c3 = arith.constant 3 : index
  %vs = vector.vscale
  %n = arith.muli %c8, %vs : index
  %0 = vector.create_mask %c2, %n : vector<2x[8]xi1>
  %1 = vector.create_mask %vs : vector<[4]xi1>
  %m = arith.muli %vs, %c3 : index
  %2 = vector.create_mask %m : vector<[4]xi1>
  return %0, %1, %2 : vector<2x[8]xi1>, vector<[4]xi1>, vector<[4]xi1>
}
