// Every op of the complex dialect in its custom form, with and without
// fast-math flags.
"test.use"() ({
^bb0(%z: complex<f32>, %w: complex<f64>, %re: f32, %im: f32, %n: i32, %i: i64, %h: complex<f16>):
  %c = complex.constant [1.5 : f32, -2.0 : f32] : complex<f32>
  %ci = complex.constant [1 : i32, 2 : i32] : complex<i32>
  %0 = complex.abs %z : complex<f32>
  %1 = complex.add %z, %c fastmath<fast> : complex<f32>
  %2 = complex.angle %w fastmath<nnan> : complex<f64>
  %3 = complex.atan2 %w, %w : complex<f64>
  %4 = complex.bitcast %i : i64 to complex<f32>
  %5 = complex.bitcast %z : complex<f32> to f64
  %6 = complex.conj %h : complex<f16>
  %7 = complex.cos %z : complex<f32>
  %8 = complex.create %re, %im : complex<f32>
  %9 = complex.div %z, %z fastmath<arcp> : complex<f32>
  %10 = complex.eq %z, %c : complex<f32>
  %11 = complex.exp %w : complex<f64>
  %12 = complex.expm1 %w fastmath<afn> : complex<f64>
  %13 = complex.im %z : complex<f32>
  %14 = complex.log %z : complex<f32>
  %15 = complex.log1p %w : complex<f64>
  %16 = complex.mul %w, %w : complex<f64>
  %17 = complex.neg %h : complex<f16>
  %18 = complex.neq %w, %w : complex<f64>
  %19 = complex.pow %z, %z fastmath<contract> : complex<f32>
  %20 = complex.powi %z, %n : complex<f32>, i32
  %21 = complex.powi %w, %i fastmath<nsz> : complex<f64>, i64
  %22 = complex.re %w : complex<f64>
  %23 = complex.rsqrt %z : complex<f32>
  %24 = complex.sign %w : complex<f64>
  %25 = complex.sin %z : complex<f32>
  %26 = complex.sqrt %w : complex<f64>
  %27 = complex.sub %z, %z : complex<f32>
  %28 = complex.tanh %h : complex<f16>
  %29 = complex.tan %z fastmath<ninf,nsz> : complex<f32>
  "test.sink"(%ci, %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12) : (complex<i32>, f32, complex<f32>, f64, complex<f64>, complex<f32>, f64, complex<f16>, complex<f32>, complex<f32>, complex<f32>, i1, complex<f64>, complex<f64>) -> ()
  "test.sink"(%13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29) : (f32, complex<f32>, complex<f64>, complex<f64>, complex<f16>, i1, complex<f32>, complex<f32>, complex<f64>, f64, complex<f32>, complex<f64>, complex<f32>, complex<f64>, complex<f32>, complex<f16>, complex<f32>) -> ()
}) : () -> ()
