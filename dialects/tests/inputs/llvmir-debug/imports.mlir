// A subprogram's retained nodes: imported entities whose scope is the
// subprogram itself, written as a recursive self reference.
#file = #llvm.di_file<"use.cpp" in "/src">
#unit = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C_plus_plus, file = #file, producer = "ods", isOptimized = false, emissionKind = Full>
#std = #llvm.di_namespace<name = "std", exportSymbols = false>
#mod = #llvm.di_module<file = #file, scope = #unit, name = "core", line = 2>
#self = #llvm.di_subprogram<recId = distinct[1]<>, isRecSelf = true>
#use_std = #llvm.di_imported_entity<tag = DW_TAG_imported_module, scope = #self, entity = #std, file = #file, line = 4>
#use_core = #llvm.di_imported_entity<tag = DW_TAG_imported_declaration, scope = #self, entity = #mod, file = #file, line = 5, name = "c">
#sp = #llvm.di_subprogram<id = distinct[2]<>, recId = distinct[1]<>, compileUnit = #unit, scope = #file, name = "user", file = #file, line = 3, scopeLine = 3, subprogramFlags = Definition, type = #llvm.di_subroutine_type<>, retainedNodes = #use_std, #use_core>
llvm.func @user() {
  llvm.return loc("use.cpp":6:3)
} loc(fused<#sp>["use.cpp":3:1])
