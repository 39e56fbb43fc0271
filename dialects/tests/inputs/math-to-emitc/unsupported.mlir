// An op with a <math.h> function on another type than f32 and f64 fails
// the conversion, which leaves the IR as it was.
func.func @half(%h: f16) -> f16 {
  %0 = math.sin %h : f16
  return %0 : f16
}

// -----

func.func @vector(%v: vector<4xf32>) -> vector<4xf32> {
  %0 = math.powf %v, %v : vector<4xf32>
  return %0 : vector<4xf32>
}

// -----

func.func @mixed(%f: f32, %h: f16) -> (f32, f16) {
  %0 = math.cos %f : f32
  %1 = math.floor %h : f16
  return %0, %1 : f32, f16
}
