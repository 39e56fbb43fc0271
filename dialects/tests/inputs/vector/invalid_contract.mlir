// vector.contract's dimension pairs and result shape.
func.func @no_reduction(%a: vector<2x3xf32>, %b: vector<3x4xf32>, %c: vector<2x3x4xf32>) -> vector<2x3x4xf32> {
  %0 = vector.contract {indexing_maps = [affine_map<(i, k, j) -> (i, k)>, affine_map<(i, k, j) -> (k, j)>, affine_map<(i, k, j) -> (i, k, j)>], iterator_types = ["parallel", "parallel", "parallel"]} %a, %b, %c : vector<2x3xf32>, vector<3x4xf32> into vector<2x3x4xf32>
  return %0 : vector<2x3x4xf32>
}

// -----

func.func @reduction_sizes_differ(%a: vector<2x3xf32>, %b: vector<5x4xf32>, %c: vector<2x4xf32>) -> vector<2x4xf32> {
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x3xf32>, vector<5x4xf32> into vector<2x4xf32>
  return %0 : vector<2x4xf32>
}

// -----

func.func @batch_sizes_differ(%a: vector<6x2x3xf32>, %b: vector<7x3x4xf32>, %c: vector<6x2x4xf32>) -> vector<6x2x4xf32> {
  %0 = vector.contract {indexing_maps = [affine_map<(n, i, j, k) -> (n, i, k)>, affine_map<(n, i, j, k) -> (n, k, j)>, affine_map<(n, i, j, k) -> (n, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} %a, %b, %c : vector<6x2x3xf32>, vector<7x3x4xf32> into vector<6x2x4xf32>
  return %0 : vector<6x2x4xf32>
}

// -----

func.func @result_transposed(%a: vector<2x3xi32>, %b: vector<3x4xi32>, %c: vector<2x4xi32>) -> vector<2x4xi32> {
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (j, i)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x3xi32>, vector<3x4xi32> into vector<2x4xi32>
  return %0 : vector<2x4xi32>
}

// -----

func.func @full_reduction_into_vector(%a: vector<3xf32>, %b: vector<3xf32>, %c: vector<1xf32>) -> vector<1xf32> {
  %0 = vector.contract {indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> (k)>], iterator_types = ["reduction"]} %a, %b, %c : vector<3xf32>, vector<3xf32> into vector<1xf32>
  return %0 : vector<1xf32>
}

// -----

func.func @full_reduction_into_scalar(%a: vector<3xf32>, %b: vector<3xf32>, %c: f32) -> f32 {
  %0 = vector.contract {indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>], iterator_types = ["reduction"]} %a, %b, %c : vector<3xf32>, vector<3xf32> into f32
  return %0 : f32
}

// -----

func.func @iterator_read_by_neither(%a: vector<2x3xf32>, %b: vector<3xf32>, %c: vector<5xf32>) -> vector<5xf32> {
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k)>, affine_map<(i, j, k) -> (j)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x3xf32>, vector<3xf32> into vector<5xf32>
  return %0 : vector<5xf32>
}

// -----

func.func @no_iterator_types(%a: vector<3xf32>, %b: vector<3xf32>, %c: f32) -> f32 {
  %0 = vector.contract {indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>]} %a, %b, %c : vector<3xf32>, vector<3xf32> into f32
  return %0 : f32
}
