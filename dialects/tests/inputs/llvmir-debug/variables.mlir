// Debug records: dbg.declare, dbg.value and dbg.label before the next
// instruction, variables and labels in lexical scopes, expressions inline.
#file = #llvm.di_file<"vars.c" in "/src">
#unit = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C99, file = #file, producer = "ods", isOptimized = true, emissionKind = Full>
#long = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "long", sizeInBits = 64, encoding = DW_ATE_signed>
#sp = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #unit, scope = #file, name = "vars", file = #file, line = 1, scopeLine = 1, subprogramFlags = Definition, type = #llvm.di_subroutine_type<types = #long, #long>>
#block = #llvm.di_lexical_block<scope = #sp, file = #file, line = 3>
#arg = #llvm.di_local_variable<scope = #sp, name = "n", file = #file, line = 1, arg = 1, type = #long>
#local = #llvm.di_local_variable<scope = #block, name = "slot", file = #file, line = 4, alignInBits = 64, type = #long, flags = Artificial>
#unnamed = #llvm.di_local_variable<scope = #block>
#label = #llvm.di_label<scope = #block, name = "again", file = #file, line = 5>
llvm.func @vars(%n: i64) -> i64 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %slot = llvm.alloca %one x i64 : (i32) -> !llvm.ptr
  llvm.intr.dbg.value #arg = %n : i64
  llvm.intr.dbg.declare #local #llvm.di_expression<[DW_OP_deref, DW_OP_LLVM_convert(64, DW_ATE_signed), DW_OP_plus_uconst(8)]> = %slot : !llvm.ptr loc("vars.c":4:3)
  llvm.store %n, %slot : i64, !llvm.ptr
  llvm.intr.dbg.label #label loc("vars.c":5:1)
  llvm.intr.dbg.value #unnamed #llvm.di_expression<[DW_OP_LLVM_fragment(0, 32)]> = %one : i32
  %v = llvm.load %slot : !llvm.ptr -> i64
  llvm.return %v : i64
} loc(fused<#sp>["vars.c":1:1])

// -----

// Without a subprogram, only locations with their own scope translate;
// records without a location are dropped.
#file = #llvm.di_file<"vars.c" in "/src">
#unit = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #file, producer = "ods", isOptimized = false, emissionKind = Full>
#sp = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #unit, scope = #file, name = "scoped", file = #file, subprogramFlags = Definition>
#var = #llvm.di_local_variable<scope = #sp, name = "x", file = #file, line = 2>
llvm.func @unscoped(%x: i32) -> i32 {
  llvm.intr.dbg.value #var = %x : i32 loc(fused<#sp>["vars.c":2:2])
  llvm.intr.dbg.value #var = %x : i32 loc("vars.c":3:3)
  %y = llvm.add %x, %x : i32 loc(fused<#sp>["vars.c":4:4])
  llvm.return %y : i32 loc("vars.c":5:5)
}
