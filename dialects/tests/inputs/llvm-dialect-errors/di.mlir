// Debug-info names: the DWARF 5 encodings, #llvm.di_string_type printed
// back with aliases, and the error for a name LLVM does not have.
#file = #llvm.di_file<"s.f90" in "/">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_Fortran95, file = #file, isOptimized = false, emissionKind = Full>
#sp = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #cu, scope = #file, name = "s", file = #file, subprogramFlags = Definition>
#int = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed_fixed>
#len = #llvm.di_local_variable<scope = #sp, name = "len", file = #file, type = #int>
#str = #llvm.di_string_type<tag = DW_TAG_string_type, name = "chars", sizeInBits = 64, alignInBits = 8, stringLength = #len, stringLengthExp = <[DW_OP_push_object_address, DW_OP_plus_uconst(4)]>, encoding = DW_ATE_ASCII>
#var = #llvm.di_local_variable<scope = #sp, name = "s", file = #file, type = #str>
llvm.func @s(%p: !llvm.ptr) {
  llvm.intr.dbg.declare #var = %p : !llvm.ptr
  llvm.return
}
// -----
#wide = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "wchar", sizeInBits = 32, encoding = DW_ATE_UCS>
#odd = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "x", sizeInBits = 80, encoding = DW_ATE_HP_float80>
// -----
#bad_tag = #llvm.di_basic_type<tag = DW_TAG_nothing, name = "x", sizeInBits = 8>
