// The folders of the llvm ops and the dialect's constant materializer
// (MLIR's LLVMDialect.cpp), under --canonicalize: casts of casts,
// getelementptr with constant indices, extractvalue through insertvalue
// chains and constant aggregates, icmp, constant integer ops,
// shufflevector and llvm.mlir.zero.
llvm.func @sink_ptr(!llvm.ptr)
llvm.func @sink_ptr2(!llvm.ptr<2>)
llvm.func @sink_i1(i1)
llvm.func @sink_v1(vector<2xi1>)
llvm.func @sink_i32(i32)
llvm.func @sink_i64(i64)
llvm.func @sink_f32(f32)
llvm.func @sink_v(vector<1xf32>)

llvm.func @casts(%p: !llvm.ptr, %i: i32) {
  %0 = llvm.bitcast %p : !llvm.ptr to !llvm.ptr
  llvm.call @sink_ptr(%0) : (!llvm.ptr) -> ()
  %1 = llvm.bitcast %i : i32 to f32
  %2 = llvm.bitcast %1 : f32 to i32
  llvm.call @sink_i32(%2) : (i32) -> ()
  %3 = llvm.bitcast %i : i32 to vector<2xi16>
  %4 = llvm.bitcast %3 : vector<2xi16> to f32
  llvm.call @sink_f32(%4) : (f32) -> ()
  %5 = llvm.addrspacecast %p : !llvm.ptr to !llvm.ptr<1>
  %6 = llvm.addrspacecast %5 : !llvm.ptr<1> to !llvm.ptr
  llvm.call @sink_ptr(%6) : (!llvm.ptr) -> ()
  %7 = llvm.addrspacecast %5 : !llvm.ptr<1> to !llvm.ptr<2>
  llvm.call @sink_ptr2(%7) : (!llvm.ptr<2>) -> ()
  llvm.return
}

llvm.func @geps(%p: !llvm.ptr, %i: i32, %j: i64) {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c3 = llvm.mlir.constant(3 : i64) : i64
  %big = llvm.mlir.constant(4294967296 : i64) : i64
  %0 = llvm.getelementptr %p[%c0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  llvm.call @sink_ptr(%0) : (!llvm.ptr) -> ()
  %1 = llvm.getelementptr inbounds %p[0] : (!llvm.ptr) -> !llvm.ptr, i8
  llvm.call @sink_ptr(%1) : (!llvm.ptr) -> ()
  %2 = llvm.getelementptr %p[%c3, %i] : (!llvm.ptr, i64, i32) -> !llvm.ptr, !llvm.array<4 x f32>
  llvm.call @sink_ptr(%2) : (!llvm.ptr) -> ()
  %3 = llvm.getelementptr %p[%big] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  llvm.call @sink_ptr(%3) : (!llvm.ptr) -> ()
  %4 = llvm.getelementptr %p[%c0, 1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(i32, f32)>
  llvm.call @sink_ptr(%4) : (!llvm.ptr) -> ()
  %5 = llvm.getelementptr %p[%j, %c3] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<8 x i8>
  llvm.call @sink_ptr(%5) : (!llvm.ptr) -> ()
  llvm.return
}

llvm.func @aggregates(%a: i32, %b: i32, %s: !llvm.struct<(i32, struct<(i32, i32)>)>, %t: !llvm.struct<(i32, i32)>) {
  %u = llvm.mlir.undef : !llvm.struct<(i32, i32)>
  %0 = llvm.insertvalue %a, %u[0] : !llvm.struct<(i32, i32)>
  %1 = llvm.insertvalue %b, %0[1] : !llvm.struct<(i32, i32)>
  %2 = llvm.extractvalue %1[0] : !llvm.struct<(i32, i32)>
  llvm.call @sink_i32(%2) : (i32) -> ()
  %3 = llvm.extractvalue %1[1] : !llvm.struct<(i32, i32)>
  llvm.call @sink_i32(%3) : (i32) -> ()
  %n = llvm.insertvalue %1, %s[1] : !llvm.struct<(i32, struct<(i32, i32)>)>
  %4 = llvm.extractvalue %n[1, 0] : !llvm.struct<(i32, struct<(i32, i32)>)>
  llvm.call @sink_i32(%4) : (i32) -> ()
  %5 = llvm.extractvalue %n[0] : !llvm.struct<(i32, struct<(i32, i32)>)>
  llvm.call @sink_i32(%5) : (i32) -> ()
  %6 = llvm.extractvalue %s[1] : !llvm.struct<(i32, struct<(i32, i32)>)>
  %7 = llvm.extractvalue %6[1] : !llvm.struct<(i32, i32)>
  llvm.call @sink_i32(%7) : (i32) -> ()
  %p = llvm.insertvalue %a, %s[1, 0] : !llvm.struct<(i32, struct<(i32, i32)>)>
  %8 = llvm.extractvalue %p[1] : !llvm.struct<(i32, struct<(i32, i32)>)>
  %9 = llvm.extractvalue %8[1] : !llvm.struct<(i32, i32)>
  llvm.call @sink_i32(%9) : (i32) -> ()
  %r = llvm.insertvalue %t, %s[1] : !llvm.struct<(i32, struct<(i32, i32)>)>
  %10 = llvm.extractvalue %r[1, 0] : !llvm.struct<(i32, struct<(i32, i32)>)>
  llvm.call @sink_i32(%10) : (i32) -> ()
  %ti = llvm.insertvalue %a, %t[0] : !llvm.struct<(i32, i32)>
  %ri = llvm.insertvalue %ti, %s[1] : !llvm.struct<(i32, struct<(i32, i32)>)>
  %11 = llvm.extractvalue %ri[1, 1] : !llvm.struct<(i32, struct<(i32, i32)>)>
  llvm.call @sink_i32(%11) : (i32) -> ()
  llvm.return
}

llvm.func @constant_aggregates() {
  %k = llvm.mlir.constant([1 : i32, 2 : i32]) : !llvm.struct<(i32, i32)>
  %0 = llvm.extractvalue %k[1] : !llvm.struct<(i32, i32)>
  llvm.call @sink_i32(%0) : (i32) -> ()
  %d = llvm.mlir.constant(dense<[5, 6, 7]> : tensor<3xi32>) : !llvm.array<3 x i32>
  %1 = llvm.extractvalue %d[2] : !llvm.array<3 x i32>
  llvm.call @sink_i32(%1) : (i32) -> ()
  %z = llvm.mlir.zero : !llvm.struct<(i32, f32)>
  %2 = llvm.extractvalue %z[0] : !llvm.struct<(i32, f32)>
  llvm.call @sink_i32(%2) : (i32) -> ()
  %3 = llvm.extractvalue %z[1] : !llvm.struct<(i32, f32)>
  llvm.call @sink_f32(%3) : (f32) -> ()
  %u = llvm.mlir.undef : !llvm.array<2 x i64>
  %4 = llvm.extractvalue %u[1] : !llvm.array<2 x i64>
  llvm.call @sink_i64(%4) : (i64) -> ()
  %q = llvm.mlir.poison : !llvm.struct<(i32, f32)>
  %5 = llvm.extractvalue %q[0] : !llvm.struct<(i32, f32)>
  llvm.call @sink_i32(%5) : (i32) -> ()
  llvm.return
}

llvm.func @compares(%a: i32, %v: vector<2xi32>) {
  %0 = llvm.icmp "eq" %a, %a : i32
  llvm.call @sink_i1(%0) : (i1) -> ()
  %1 = llvm.icmp "ne" %v, %v : vector<2xi32>
  llvm.call @sink_v1(%1) : (vector<2xi1>) -> ()
  %2 = llvm.icmp "slt" %a, %a : i32
  llvm.call @sink_i1(%2) : (i1) -> ()
  %one = llvm.mlir.constant(1 : i64) : i64
  %null = llvm.mlir.zero : !llvm.ptr
  %m = llvm.alloca %one x i32 : (i64) -> !llvm.ptr
  %3 = llvm.icmp "ne" %m, %null : !llvm.ptr
  llvm.call @sink_i1(%3) : (i1) -> ()
  %4 = llvm.icmp "eq" %null, %m : !llvm.ptr
  llvm.call @sink_i1(%4) : (i1) -> ()
  llvm.return
}

llvm.func @integers(%x: i32) {
  %m1 = llvm.mlir.constant(-1 : i32) : i32
  %0 = llvm.zext %m1 : i32 to i64
  llvm.call @sink_i64(%0) : (i64) -> ()
  %c45 = llvm.mlir.constant(45 : i32) : i32
  %c7 = llvm.mlir.constant(7 : i32) : i32
  %1 = llvm.shl %c45, %c7 : i32
  llvm.call @sink_i32(%1) : (i32) -> ()
  %c32 = llvm.mlir.constant(32 : i32) : i32
  %2 = llvm.shl %c45, %c32 : i32
  llvm.call @sink_i32(%2) : (i32) -> ()
  %c5 = llvm.mlir.constant(5 : i32) : i32
  %c9 = llvm.mlir.constant(-9 : i32) : i32
  %3 = llvm.or %c5, %c9 : i32
  llvm.call @sink_i32(%3) : (i32) -> ()
  %4 = llvm.or %x, %c9 : i32
  llvm.call @sink_i32(%4) : (i32) -> ()
  %5 = llvm.shl %m1, %c7 : i32
  llvm.call @sink_i32(%5) : (i32) -> ()
  llvm.return
}

llvm.func @vectors(%v: vector<1xf32>, %w: vector<1xf32>) {
  %0 = llvm.shufflevector %v, %w [0] : vector<1xf32>
  llvm.call @sink_v(%0) : (vector<1xf32>) -> ()
  %1 = llvm.shufflevector %v, %w [1] : vector<1xf32>
  llvm.call @sink_v(%1) : (vector<1xf32>) -> ()
  llvm.return
}

llvm.func @zeros() {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %z = llvm.mlir.zero : i32
  llvm.call @sink_i32(%c0) : (i32) -> ()
  llvm.call @sink_i32(%z) : (i32) -> ()
  %zf = llvm.mlir.zero : f32
  llvm.call @sink_f32(%zf) : (f32) -> ()
  %zp = llvm.mlir.zero : !llvm.ptr
  llvm.call @sink_ptr(%zp) : (!llvm.ptr) -> ()
  llvm.return
}
