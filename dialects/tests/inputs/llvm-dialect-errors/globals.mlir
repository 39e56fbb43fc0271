// Module-level llvm ops: aliases (custom form and verifier), ifuncs,
// comdats, module flags, linker options and global initializers.
llvm.mlir.global internal @counter(7 : i64) : i64
llvm.mlir.alias weak_odr hidden thread_local unnamed_addr @counter_alias {dso_local} : i64 {
  %0 = llvm.mlir.addressof @counter : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.func @pick() -> !llvm.ptr {
  %0 = llvm.mlir.addressof @counter_alias : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.mlir.ifunc internal @chosen : !llvm.func<i64 ()>, !llvm.ptr @pick
// -----
llvm.mlir.global external @table(1 : i16) : i16
llvm.mlir.alias external @table_alias : !llvm.void {
  %0 = llvm.mlir.addressof @table : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
// -----
llvm.mlir.global external @table(1 : i16) : i16
llvm.mlir.alias common @table_alias : i16 {
  %0 = llvm.mlir.addressof @table : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
// -----
llvm.mlir.alias private @not_a_pointer : f32 {
  %0 = llvm.mlir.constant(2.5 : f32) : f32
  llvm.return %0 : f32
}
// -----
llvm.mlir.global external @table(1 : i16) : i16
llvm.mlir.alias internal @stores : i16 {
  %0 = llvm.mlir.addressof @table : !llvm.ptr
  %1 = llvm.mlir.constant(3 : i16) : i16
  llvm.store %1, %0 : i16, !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
// -----
llvm.mlir.global external @table(1 : i16) : i16
llvm.mlir.alias external @far : i16 {
  %0 = llvm.mlir.addressof @table : !llvm.ptr<3>
  llvm.return %0 : !llvm.ptr<3>
}
// -----
llvm.mlir.global external @table(1 : i16) : i16
llvm.mlir.alias external @far : i16 {
  %0 = llvm.mlir.addressof @table : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.func @use() -> !llvm.ptr<2> {
  %0 = llvm.mlir.addressof @far : !llvm.ptr<2>
  llvm.return %0 : !llvm.ptr<2>
}
// -----
llvm.func @pick() -> !llvm.ptr
llvm.mlir.ifunc external @chosen : !llvm.func<void ()>, !llvm.ptr @pick
// -----
llvm.mlir.global external @pick() : !llvm.ptr
llvm.mlir.ifunc external @chosen : !llvm.func<void ()>, !llvm.ptr @pick
// -----
llvm.func @pick() -> !llvm.ptr {
  %0 = llvm.mlir.zero : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.mlir.ifunc appending @chosen : !llvm.func<void ()>, !llvm.ptr @pick
// -----
llvm.func @pick() -> i32 {
  %0 = llvm.mlir.constant(0 : i32) : i32
  llvm.return %0 : i32
}
llvm.mlir.ifunc external @chosen : !llvm.func<void ()>, !llvm.ptr @pick
// -----
llvm.mlir.global external @data() : !llvm.ptr
llvm.mlir.alias external @via : !llvm.ptr {
  %0 = llvm.mlir.addressof @data : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.mlir.ifunc external @chosen : !llvm.func<void ()>, !llvm.ptr @via
// -----
llvm.comdat @group {
  llvm.comdat_selector @any_sel any
  llvm.mlir.global external @inside(0 : i8) : i8
}
// -----
llvm.comdat @group {
  llvm.comdat_selector @any_sel any
}
llvm.mlir.global external @grouped(0 : i8) comdat(@group::@any_sel) : i8
llvm.func @grouped_fn() comdat(@group::@missing) {
  llvm.return
}
// -----
llvm.mlir.global external @plain(0 : i8) : i8
llvm.mlir.global external @bad_group(0 : i8) comdat(@plain) : i8
// -----
llvm.mlir.global internal @effects() : i32 {
  %0 = llvm.mlir.constant(4 : i32) : i32
  %1 = llvm.alloca %0 x i32 : (i32) -> !llvm.ptr
  %2 = llvm.mlir.constant(5 : i32) : i32
  llvm.return %2 : i32
}
// -----
llvm.mlir.global internal @pure_init() : i32 {
  %0 = llvm.mlir.constant(4 : i32) : i32
  %1 = llvm.mlir.constant(5 : i32) : i32
  %2 = llvm.add %0, %1 : i32
  llvm.return %2 : i32
}
// -----
llvm.func @nested() {
  llvm.linker_options ["-lm"]
  llvm.return
}
// -----
llvm.module_flags [#llvm.mlir.module_flag<max, "PIC Level", 2 : i32>, "not a flag"]
// -----
llvm.module_flags [#llvm.mlir.module_flag<warning, "CG Profile", [1 : i32]>]
// -----
llvm.module_flags [#llvm.mlir.module_flag<warning, "ProfileSummary", "none">]
// -----
llvm.module_flags [#llvm.mlir.module_flag<warning, "custom", [4 : i32]>]
// -----
llvm.module_flags [#llvm.mlir.module_flag<warning, "custom", "text">, #llvm.mlir.module_flag<override, "level", 3 : i32>]
// -----
llvm.mlir.global external @cell(3 : i8) : i8
llvm.mlir.alias external @cell_alias : i8 {
  %0 = llvm.mlir.addressof @cell : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.func @equivalent_of_data() -> !llvm.ptr {
  %0 = llvm.dso_local_equivalent @cell_alias : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
// -----
llvm.mlir.global external @cell(3 : i8) : i8
llvm.func @equivalent_of_global() -> !llvm.ptr {
  %0 = llvm.dso_local_equivalent @cell : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
// -----
llvm.func extern_weak @weak_target()
llvm.func @equivalent_of_weak() -> !llvm.ptr {
  %0 = llvm.dso_local_equivalent @weak_target : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
// -----
llvm.func @strong_target() {
  llvm.return
}
llvm.mlir.alias internal @strong_alias : !llvm.ptr {
  %0 = llvm.mlir.addressof @strong_target : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.func @equivalents() -> !llvm.ptr {
  %0 = llvm.dso_local_equivalent @strong_target : !llvm.ptr
  %1 = llvm.dso_local_equivalent @strong_alias : !llvm.ptr
  llvm.return %1 : !llvm.ptr
}
