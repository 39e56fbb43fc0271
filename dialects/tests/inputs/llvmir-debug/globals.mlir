// Global variables: a global's !dbg attachments (numbered before the named
// metadata), each variable listed in the `globals:` of its compile unit,
// found through a module, a common block or a subprogram.
#file = #llvm.di_file<"globals.f90" in "/src">
#unit = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_Fortran90, file = #file, producer = "ods", isOptimized = false, emissionKind = Full>
#int = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "integer", sizeInBits = 32, encoding = DW_ATE_signed>
#sp = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #unit, scope = #file, name = "main", file = #file, line = 1, subprogramFlags = "Definition|MainSubprogram">
#mod = #llvm.di_module<file = #file, scope = #unit, name = "consts", line = 3>
#block = #llvm.di_common_block<scope = #sp, name = "shared", file = #file, line = 5>
#in_unit = #llvm.di_global_variable<scope = #unit, name = "counter", linkageName = "counter_", file = #file, line = 2, type = #int, isLocalToUnit = true, isDefined = true, alignInBits = 32>
#in_module = #llvm.di_global_variable<scope = #mod, name = "limit", file = #file, line = 4, type = #int, isDefined = true>
#in_block = #llvm.di_global_variable<scope = #block, name = "a", file = #file, line = 6, type = #int>
#in_sp = #llvm.di_global_variable<scope = #sp, name = "saved", file = #file, line = 7, type = #int, isLocalToUnit = true>
#in_file = #llvm.di_global_variable<scope = #file, name = "loose", file = #file, line = 8, type = #int>
llvm.mlir.global internal @counter(0 : i32) {dbg_exprs = [#llvm.di_global_variable_expression<var = #in_unit, expr = <>>]} : i32
llvm.mlir.global external @limit(10 : i32) {dbg_exprs = [#llvm.di_global_variable_expression<var = #in_module, expr = <[DW_OP_constu(10), DW_OP_stack_value]>>]} : i32
llvm.mlir.global common @shared(0 : i64) {dbg_exprs = [#llvm.di_global_variable_expression<var = #in_block>, #llvm.di_global_variable_expression<var = #in_sp, expr = <[DW_OP_plus_uconst(4)]>>]} : i64
llvm.mlir.global internal @loose(0 : i32) {dbg_exprs = [#llvm.di_global_variable_expression<var = #in_file>]} : i32
llvm.func @main() -> i32 {
  %0 = llvm.mlir.addressof @counter : !llvm.ptr
  %1 = llvm.load %0 : !llvm.ptr -> i32
  llvm.return %1 : i32
} loc(fused<#sp>["globals.f90":1:1])
