// The folds that change nothing: same-type casts, broadcasts and slices,
// identity transposes, and a multi_reduction that reduces nothing.

func.func @no_op_folds(%a: vector<4xf32>, %v: vector<2x4xf32>) -> (vector<4xf32>, vector<2x4xf32>, vector<2x4xf32>, vector<2x4xf32>, vector<4xf32>, vector<4xf32>) {
  %0 = vector.shape_cast %a : vector<4xf32> to vector<4xf32>
  %1 = vector.broadcast %v : vector<2x4xf32> to vector<2x4xf32>
  %2 = vector.transpose %v, [0, 1] : vector<2x4xf32> to vector<2x4xf32>
  %3 = vector.extract_strided_slice %v {offsets = [0, 0], sizes = [2, 4], strides = [1, 1]} : vector<2x4xf32> to vector<2x4xf32>
  %4 = vector.multi_reduction <add>, %a, %a [] : vector<4xf32> to vector<4xf32>
  %5 = vector.bitcast %a : vector<4xf32> to vector<4xf32>
  return %0, %1, %2, %3, %4, %5 : vector<4xf32>, vector<2x4xf32>, vector<2x4xf32>, vector<2x4xf32>, vector<4xf32>, vector<4xf32>
}

// Chains, constants, poison, and extractions through broadcasts, inserts
// and from_elements.

func.func @shape_cast_chain(%a: vector<2x4xf32>) -> vector<4x2xf32> {
  %0 = vector.shape_cast %a : vector<2x4xf32> to vector<8xf32>
  %1 = vector.shape_cast %0 : vector<8xf32> to vector<4x2xf32>
  return %1 : vector<4x2xf32>
}
func.func @shape_cast_roundtrip(%a: vector<2x4xf32>) -> vector<2x4xf32> {
  %0 = vector.shape_cast %a : vector<2x4xf32> to vector<8xf32>
  %1 = vector.shape_cast %0 : vector<8xf32> to vector<2x4xf32>
  return %1 : vector<2x4xf32>
}
func.func @shape_cast_splat() -> vector<8xf32> {
  %c = arith.constant dense<1.0> : vector<2x4xf32>
  %0 = vector.shape_cast %c : vector<2x4xf32> to vector<8xf32>
  return %0 : vector<8xf32>
}
func.func @shape_cast_transpose(%a: vector<1x4xf32>) -> vector<4xf32> {
  %t = vector.transpose %a, [1, 0] : vector<1x4xf32> to vector<4x1xf32>
  %0 = vector.shape_cast %t : vector<4x1xf32> to vector<4xf32>
  return %0 : vector<4xf32>
}
func.func @shape_cast_broadcast(%a: vector<4xf32>) -> vector<4xf32> {
  %b = vector.broadcast %a : vector<4xf32> to vector<1x4xf32>
  %0 = vector.shape_cast %b : vector<1x4xf32> to vector<4xf32>
  return %0 : vector<4xf32>
}
func.func @broadcast_const() -> (vector<4xf32>, vector<2x4xi32>) {
  %f = arith.constant 2.0 : f32
  %0 = vector.broadcast %f : f32 to vector<4xf32>
  %c = arith.constant dense<3> : vector<4xi32>
  %1 = vector.broadcast %c : vector<4xi32> to vector<2x4xi32>
  return %0, %1 : vector<4xf32>, vector<2x4xi32>
}
func.func @broadcast_poison() -> vector<4xf32> {
  %p = ub.poison : f32
  %0 = vector.broadcast %p : f32 to vector<4xf32>
  return %0 : vector<4xf32>
}
func.func @extract_broadcast(%f: f32, %v: vector<4xf32>) -> (f32, vector<4xf32>) {
  %b = vector.broadcast %f : f32 to vector<2x4xf32>
  %0 = vector.extract %b[1, 2] : f32 from vector<2x4xf32>
  %b2 = vector.broadcast %v : vector<4xf32> to vector<3x4xf32>
  %1 = vector.extract %b2[1] : vector<4xf32> from vector<3x4xf32>
  return %0, %1 : f32, vector<4xf32>
}
func.func @extract_insert(%f: f32, %v: vector<2x4xf32>) -> f32 {
  %i = vector.insert %f, %v[1, 2] : f32 into vector<2x4xf32>
  %0 = vector.extract %i[1, 2] : f32 from vector<2x4xf32>
  return %0 : f32
}
func.func @extract_chain(%v: vector<2x3x4xf32>) -> f32 {
  %0 = vector.extract %v[1] : vector<3x4xf32> from vector<2x3x4xf32>
  %1 = vector.extract %0[2, 3] : f32 from vector<3x4xf32>
  return %1 : f32
}
func.func @extract_splat() -> (f32, vector<4xi32>) {
  %c = arith.constant dense<1.5> : vector<2x4xf32>
  %0 = vector.extract %c[1, 1] : f32 from vector<2x4xf32>
  %d = arith.constant dense<7> : vector<2x4xi32>
  %1 = vector.extract %d[1] : vector<4xi32> from vector<2x4xi32>
  return %0, %1 : f32, vector<4xi32>
}
func.func @extract_from_elements(%a: f32, %b: f32, %c: f32, %d: f32) -> f32 {
  %v = vector.from_elements %a, %b, %c, %d : vector<2x2xf32>
  %0 = vector.extract %v[1, 0] : f32 from vector<2x2xf32>
  return %0 : f32
}
func.func @extract_poison(%v: vector<4xf32>) -> f32 {
  %0 = vector.extract %v[-1] : f32 from vector<4xf32>
  return %0 : f32
}
func.func @to_from(%a: f32, %b: f32) -> (f32, f32) {
  %v = vector.from_elements %a, %b : vector<2xf32>
  %0:2 = vector.to_elements %v : vector<2xf32>
  return %0#0, %0#1 : f32, f32
}
func.func @from_to(%v: vector<2xf32>) -> vector<2xf32> {
  %0:2 = vector.to_elements %v : vector<2xf32>
  %1 = vector.from_elements %0#0, %0#1 : vector<2xf32>
  return %1 : vector<2xf32>
}
func.func @bitcast_chain(%a: vector<4xf32>) -> (vector<4xf32>, vector<8xi16>) {
  %0 = vector.bitcast %a : vector<4xf32> to vector<4xi32>
  %1 = vector.bitcast %0 : vector<4xi32> to vector<4xf32>
  %2 = vector.bitcast %0 : vector<4xi32> to vector<8xi16>
  return %1, %2 : vector<4xf32>, vector<8xi16>
}
func.func @transpose_splat() -> vector<4x2xf32> {
  %c = arith.constant dense<1.0> : vector<2x4xf32>
  %0 = vector.transpose %c, [1, 0] : vector<2x4xf32> to vector<4x2xf32>
  return %0 : vector<4x2xf32>
}

// Broadcast and transpose chains, overwritten inserts, splat and constant
// from_elements, single-element and unit-dimension reductions, constant masks.

func.func @bcast_bcast(%f: f32) -> vector<2x4xf32> {
  %0 = vector.broadcast %f : f32 to vector<4xf32>
  %1 = vector.broadcast %0 : vector<4xf32> to vector<2x4xf32>
  return %1 : vector<2x4xf32>
}
func.func @transpose_transpose(%v: vector<2x3x4xf32>) -> vector<2x3x4xf32> {
  %0 = vector.transpose %v, [1, 0, 2] : vector<2x3x4xf32> to vector<3x2x4xf32>
  %1 = vector.transpose %0, [1, 0, 2] : vector<3x2x4xf32> to vector<2x3x4xf32>
  return %1 : vector<2x3x4xf32>
}
func.func @from_elements_splat(%f: f32) -> vector<4xf32> {
  %0 = vector.from_elements %f, %f, %f, %f : vector<4xf32>
  return %0 : vector<4xf32>
}
func.func @from_elements_const() -> vector<2xi32> {
  %a = arith.constant 1 : i32
  %b = arith.constant 2 : i32
  %0 = vector.from_elements %a, %b : vector<2xi32>
  return %0 : vector<2xi32>
}
func.func @reduction_single(%v: vector<1xf32>, %acc: f32) -> (f32, f32) {
  %0 = vector.reduction <add>, %v : vector<1xf32> into f32
  %1 = vector.reduction <add>, %v, %acc : vector<1xf32> into f32
  return %0, %1 : f32, f32
}
func.func @insert_full(%a: vector<4xf32>, %b: vector<4xf32>) -> vector<4xf32> {
  %0 = vector.insert %a, %b[] : vector<4xf32> into vector<4xf32>
  return %0 : vector<4xf32>
}
func.func @insert_insert(%f: f32, %g: f32, %v: vector<4xf32>) -> vector<4xf32> {
  %0 = vector.insert %f, %v[1] : f32 into vector<4xf32>
  %1 = vector.insert %g, %0[1] : f32 into vector<4xf32>
  return %1 : vector<4xf32>
}
func.func @extract_strided_full(%v: vector<4xf32>, %w: vector<2x4xf32>) -> (vector<2xf32>, vector<2x2xf32>) {
  %i = vector.insert_strided_slice %v, %w {offsets = [1, 0], strides = [1]} : vector<4xf32> into vector<2x4xf32>
  %0 = vector.extract_strided_slice %v {offsets = [1], sizes = [2], strides = [1]} : vector<4xf32> to vector<2xf32>
  %c = arith.constant dense<2.0> : vector<2x4xf32>
  %1 = vector.extract_strided_slice %c {offsets = [0, 1], sizes = [2, 2], strides = [1, 1]} : vector<2x4xf32> to vector<2x2xf32>
  return %0, %1 : vector<2xf32>, vector<2x2xf32>
}
func.func @shape_cast_nonsplat() -> vector<4xi32> {
  %c = arith.constant dense<[[1, 2], [3, 4]]> : vector<2x2xi32>
  %0 = vector.shape_cast %c : vector<2x2xi32> to vector<4xi32>
  return %0 : vector<4xi32>
}
func.func @extract_nonsplat() -> i32 {
  %c = arith.constant dense<[[1, 2], [3, 4]]> : vector<2x2xi32>
  %0 = vector.extract %c[1, 0] : i32 from vector<2x2xi32>
  return %0 : i32
}
func.func @multi_red_unit(%v: vector<1x4xf32>, %acc: vector<4xf32>) -> vector<4xf32> {
  %0 = vector.multi_reduction <add>, %v, %acc [0] : vector<1x4xf32> to vector<4xf32>
  return %0 : vector<4xf32>
}
func.func @bcast_shape_cast(%v: vector<4xf32>) -> vector<1x4xf32> {
  %0 = vector.shape_cast %v : vector<4xf32> to vector<1x4xf32>
  %1 = vector.broadcast %0 : vector<1x4xf32> to vector<1x4xf32>
  return %1 : vector<1x4xf32>
}
func.func @cmask() -> vector<4xi1> {
  %c2 = arith.constant 2 : index
  %0 = vector.create_mask %c2 : vector<4xi1>
  return %0 : vector<4xi1>
}

func.func @red(%v: vector<1xi32>, %w: vector<f32>, %acc: i32, %m: vector<1xi32>) -> (i32, f32, i32) {
  %0 = vector.reduction <maxsi>, %v, %acc : vector<1xi32> into i32
  %1 = vector.reduction <mul>, %w : vector<f32> into f32
  %2 = vector.reduction <xor>, %v, %acc : vector<1xi32> into i32
  return %0, %1, %2 : i32, f32, i32
}
func.func @mred(%v: vector<1x1xf32>, %acc: f32, %u: vector<2x1xi32>, %a2: vector<2xi32>) -> (f32, vector<2xi32>) {
  %0 = vector.multi_reduction <maximumf>, %v, %acc [0, 1] : vector<1x1xf32> to f32
  %1 = vector.multi_reduction <minui>, %u, %a2 [1] : vector<2x1xi32> to vector<2xi32>
  return %0, %1 : f32, vector<2xi32>
}
func.func @cm(%i: index) -> (vector<2x3xi1>, vector<2x3xi1>, vector<i1>) {
  %c0 = arith.constant 0 : index
  %c5 = arith.constant 5 : index
  %c1 = arith.constant 1 : index
  %0 = vector.create_mask %c1, %c5 : vector<2x3xi1>
  %1 = vector.create_mask %c0, %c5 : vector<2x3xi1>
  %2 = vector.create_mask %c1 : vector<i1>
  return %0, %1, %2 : vector<2x3xi1>, vector<2x3xi1>, vector<i1>
}
func.func @red_fast(%v: vector<1xf32>, %acc: f32) -> f32 {
  %0 = vector.reduction <add>, %v, %acc fastmath<nnan> : vector<1xf32> into f32
  return %0 : f32
}
