// Integer and float powers of several types, one function per type shared
// by the ops of that type, ops nested in regions, and the other math ops
// left alone.
func.func @ipowi(%a: i32, %b: i32, %c: i16, %d: i16) -> (i32, i16, i32) {
  %0 = math.ipowi %a, %b : i32
  %1 = math.ipowi %c, %d : i16
  %2 = math.ipowi %0, %b : i32
  return %0, %1, %2 : i32, i16, i32
}

func.func @fpowi(%x: f32, %y: f64, %p: i32, %q: i64, %r: i8) -> (f32, f64, f32, f16) {
  %0 = math.fpowi %x, %p : f32, i32
  %1 = math.fpowi %y, %q : f64, i64
  %2 = math.fpowi %x, %r : f32, i8
  %h = arith.truncf %x : f32 to f16
  %3 = math.fpowi %h, %p : f16, i32
  return %0, %1, %2, %3 : f32, f64, f32, f16
}

func.func @nested(%c: i1, %a: i64, %x: f32, %n: i32) -> i64 {
  %r = scf.if %c -> i64 {
    %0 = math.ipowi %a, %a : i64
    scf.yield %0 : i64
  } else {
    %1 = math.fpowi %x, %n : f32, i32
    %2 = math.absf %1 : f32
    scf.yield %a : i64
  }
  return %r : i64
}

func.func @others(%a: i32, %x: f32) -> (i32, i32, f32) {
  %0 = math.ctlz %a : i32
  %1 = math.cttz %a : i32
  %2 = math.powf %x, %x : f32
  return %0, %1, %2 : i32, i32, f32
}
