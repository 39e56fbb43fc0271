// A Fortran-like string variable whose length lives in another variable.
#file = #llvm.di_file<"strings.f90" in "/src">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_Fortran03, file = #file, isOptimized = true, emissionKind = Full>
#len_type = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "integer(8)", sizeInBits = 64, encoding = DW_ATE_signed>
#sp = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #cu, scope = #file, name = "greet", file = #file, line = 3, subprogramFlags = Definition>
#len = #llvm.di_local_variable<scope = #sp, name = "n", file = #file, line = 4, type = #len_type>
#chars = #llvm.di_string_type<tag = DW_TAG_string_type, name = "character(n)", sizeInBits = 0, alignInBits = 8, stringLength = #len, stringLocationExp = <[DW_OP_push_object_address, DW_OP_deref]>, encoding = DW_ATE_UCS>
#fixed = #llvm.di_string_type<tag = DW_TAG_string_type, name = "character(16)", sizeInBits = 128, alignInBits = 8, stringLengthExp = <[DW_OP_constu(16)]>, encoding = DW_ATE_ASCII>
#text = #llvm.di_local_variable<scope = #sp, name = "text", file = #file, line = 5, type = #chars>
#label = #llvm.di_local_variable<scope = #sp, name = "label", file = #file, line = 6, type = #fixed>
module {
  llvm.func @greet(%text: !llvm.ptr, %label: !llvm.ptr) {
    llvm.intr.dbg.declare #text = %text : !llvm.ptr loc(#loc5)
    llvm.intr.dbg.declare #label = %label : !llvm.ptr loc(#loc6)
    llvm.return loc(#loc7)
  } loc(#loc3)
}
#loc = loc("strings.f90":3:1)
#loc3 = loc(fused<#sp>[#loc])
#loc5 = loc("strings.f90":5:7)
#loc6 = loc("strings.f90":6:7)
#loc7 = loc("strings.f90":8:1)
