// Casts: integer casts through the signedness that keeps arith's meaning
// (truncation unsigned, to i1 through a mask), index casts through
// ptrdiff_t or size_t, integer-float casts (unsigned through ui types)
// and float-float casts.
func.func @integer_casts(%a: i32, %b: i8, %p: i1) -> (i8, i1, i64, i64, i32, i16) {
  %0 = arith.trunci %a : i32 to i8
  %1 = arith.trunci %b : i8 to i1
  %2 = arith.extsi %a : i32 to i64
  %3 = arith.extui %a : i32 to i64
  %4 = arith.extui %p : i1 to i32
  %5 = arith.extsi %b : i8 to i16
  return %0, %1, %2, %3, %4, %5 : i8, i1, i64, i64, i32, i16
}

func.func @index_casts(%a: i32, %i: index) -> (index, i64, i1, index, i16, i1) {
  %0 = arith.index_cast %a : i32 to index
  %1 = arith.index_cast %i : index to i64
  %2 = arith.index_cast %i : index to i1
  %3 = arith.index_castui %a : i32 to index
  %4 = arith.index_castui %i : index to i16
  %5 = arith.index_castui %i : index to i1
  return %0, %1, %2, %3, %4, %5 : index, i64, i1, index, i16, i1
}

func.func @float_casts(%a: i16, %f: f32, %d: f64, %h: bf16) -> (f32, f64, i64, i8, f64, f32, f32) {
  %0 = arith.sitofp %a : i16 to f32
  %1 = arith.uitofp %a : i16 to f64
  %2 = arith.fptosi %f : f32 to i64
  %3 = arith.fptoui %d : f64 to i8
  %4 = arith.extf %f : f32 to f64
  %5 = arith.truncf %d : f64 to f32
  %6 = arith.extf %h : bf16 to f32
  return %0, %1, %2, %3, %4, %5, %6 : f32, f64, i64, i8, f64, f32, f32
}
