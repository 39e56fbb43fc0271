func.func @wrong_mask_shape(%v: vector<6xi16>, %m: vector<12xi1>) -> i16 {
  %0 = vector.mask %m { vector.reduction <mul>, %v : vector<6xi16> into i16 } : vector<12xi1> -> i16
  return %0 : i16
}

// -----

func.func @not_maskable(%a: vector<5xi32>, %m: vector<5xi1>) -> vector<5xi32> {
  %0 = vector.mask %m { arith.muli %a, %a : vector<5xi32> } : vector<5xi1> -> vector<5xi32>
  return %0 : vector<5xi32>
}

// -----

func.func @result_type_mismatch(%v: vector<3xf32>, %t: tensor<?xf32>, %i: index, %m: vector<3xi1>, %p: vector<3xf32>) {
  vector.mask %m, %p { vector.transfer_write %v, %t[%i] : vector<3xf32>, tensor<?xf32> } : vector<3xi1> -> vector<3xf32>
  return
}

// -----

func.func @yields_other_value(%t: tensor<?xf32>, %i: index, %m: vector<7xi1>, %other: vector<7xf32>) -> vector<7xf32> {
  %pad = arith.constant 1.0 : f32
  %0 = vector.mask %m {
    %1 = vector.transfer_read %t[%i], %pad : tensor<?xf32>, vector<7xf32>
    vector.yield %other : vector<7xf32>
  } : vector<7xi1> -> vector<7xf32>
  return %0 : vector<7xf32>
}

// -----

func.func @too_many_results(%t: tensor<?xf32>, %i: index, %m: vector<7xi1>, %other: vector<7xf32>) -> (vector<7xf32>, vector<7xf32>) {
  %pad = arith.constant 1.0 : f32
  %0:2 = vector.mask %m {
    %1 = vector.transfer_read %t[%i], %pad : tensor<?xf32>, vector<7xf32>
    vector.yield %1, %other : vector<7xf32>, vector<7xf32>
  } : vector<7xi1> -> (vector<7xf32>, vector<7xf32>)
  return %0#0, %0#1 : vector<7xf32>, vector<7xf32>
}

// -----

func.func @passthru_not_supported(%v: vector<6xi16>, %m: vector<6xi1>, %p: i16) -> i16 {
  %0 = vector.mask %m, %p { vector.reduction <add>, %v : vector<6xi16> into i16 } : vector<6xi1> -> i16
  return %0 : i16
}

// -----

func.func @contract_mask_shape(%a: vector<2x3xf32>, %b: vector<3x5xf32>, %c: vector<2x5xf32>, %m: vector<2x5xi1>) -> vector<2x5xf32> {
  %0 = vector.mask %m { vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x3xf32>, vector<3x5xf32> into vector<2x5xf32> } : vector<2x5xi1> -> vector<2x5xf32>
  return %0 : vector<2x5xf32>
}
