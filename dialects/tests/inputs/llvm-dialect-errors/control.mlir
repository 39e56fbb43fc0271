// Verifiers of llvm ops inside functions: switch cases, struct indices of
// getelementptr, one exception type per function, block tags.
llvm.func @switch_types(%v : i16) {
  "llvm.switch"(%v)[^bb1, ^bb2] <{case_operand_segments = array<i32: 0>, case_values = dense<7> : vector<1xi8>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i16) -> ()
^bb1:
  llvm.return
^bb2:
  llvm.return
}
// -----
llvm.func @switch_counts(%v : i16) {
  "llvm.switch"(%v)[^bb1, ^bb2, ^bb2] <{case_operand_segments = array<i32: 0, 0>, case_values = dense<7> : vector<1xi16>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i16) -> ()
^bb1:
  llvm.return
^bb2:
  llvm.return
}
// -----
llvm.func @gep_dynamic_field(%p : !llvm.ptr, %i : i64) -> !llvm.ptr {
  %0 = llvm.getelementptr %p[0, %i] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(f32, i8)>
  llvm.return %0 : !llvm.ptr
}
// -----
llvm.func @gep_field_range(%p : !llvm.ptr) -> !llvm.ptr {
  %0 = llvm.getelementptr %p[0, 2, 1, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i8, i8, array<4 x struct<(i8, i16)>>)>
  llvm.return %0 : !llvm.ptr
}
// -----
llvm.func @gep_through_vector(%p : !llvm.ptr, %i : i32) -> !llvm.ptr {
  %0 = llvm.getelementptr %p[1, %i, 0] : (!llvm.ptr, i32) -> !llvm.ptr, vector<4xf16>
  llvm.return %0 : !llvm.ptr
}
// -----
llvm.func @gep_flag(%p : !llvm.ptr, %i : i32) -> !llvm.ptr {
  %0 = llvm.getelementptr inbounds_flag %p[%i] : (!llvm.ptr, i32) -> !llvm.ptr, f64
  llvm.return %0 : !llvm.ptr
}
// -----
llvm.func @gep_fine(%p : !llvm.ptr, %i : i32) -> !llvm.ptr {
  %0 = llvm.getelementptr inbounds %p[%i, 1, %i] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(i8, array<3 x i32>)>
  llvm.return %0 : !llvm.ptr
}
// -----
llvm.func @may_throw()
llvm.func @personality(...) -> i32
llvm.func @two_pad_types() attributes {personality = @personality} {
  llvm.invoke @may_throw() to ^ok unwind ^first : () -> ()
^ok:
  llvm.invoke @may_throw() to ^done unwind ^second : () -> ()
^first:
  %0 = llvm.landingpad cleanup : !llvm.struct<(ptr, i64)>
  llvm.return
^second:
  %1 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.return
^done:
  llvm.return
}
// -----
llvm.func @may_throw()
llvm.func @personality(...) -> i32
llvm.func @resume_type(%x : i64) attributes {personality = @personality} {
  llvm.invoke @may_throw() to ^done unwind ^pad : () -> ()
^pad:
  %0 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.resume %x : i64
^done:
  llvm.return
}
// -----
llvm.func @tags() -> !llvm.ptr {
  llvm.blocktag <id = 3>
  %0 = llvm.blockaddress <function = @tags, tag = <id = 3>> : !llvm.ptr
  llvm.br ^next
^next:
  llvm.blocktag <id = 4>
  llvm.br ^last
^last:
  llvm.blocktag <id = 3>
  llvm.return %0 : !llvm.ptr
}
// -----
llvm.func @untagged() -> !llvm.ptr {
  %0 = llvm.blockaddress <function = @untagged, tag = <id = 9>> : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
// -----
llvm.mlir.global external @not_fn(0 : i8) : i8
llvm.func @to_global() -> !llvm.ptr {
  %0 = llvm.blockaddress <function = @not_fn, tag = <id = 1>> : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
// -----
llvm.func @gep_named_struct(%p : !llvm.ptr) -> !llvm.ptr {
  %0 = llvm.getelementptr %p[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"named", (i8, f32)>
  %1 = llvm.getelementptr %p[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"named", (i8, f32)>
  llvm.return %1 : !llvm.ptr
}
// -----
llvm.func @interleave_scalable_into_fixed(%a : vector<[4]xi8>, %b : vector<[4]xi8>) -> vector<8xi8> {
  %0 = "llvm.intr.vector.interleave2"(%a, %b) : (vector<[4]xi8>, vector<[4]xi8>) -> vector<8xi8>
  llvm.return %0 : vector<8xi8>
}
// -----
llvm.func @interleave_scalable(%a : vector<[4]xi8>, %b : vector<[4]xi8>) -> vector<[8]xi8> {
  %0 = "llvm.intr.vector.interleave2"(%a, %b) : (vector<[4]xi8>, vector<[4]xi8>) -> vector<[8]xi8>
  llvm.return %0 : vector<[8]xi8>
}
