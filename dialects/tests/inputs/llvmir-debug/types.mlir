// Types, scopes and modules as debug metadata, and how they are numbered:
// a node first, then what it refers to in the order of its operands.
#file = #llvm.di_file<"types.cpp" in "/src">
#unit = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C_plus_plus, file = #file, producer = "ods", isOptimized = false, emissionKind = Full, nameTableKind = GNU, splitDebugFilename = "types.dwo">
#int = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
#char = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "char", sizeInBits = 8, encoding = DW_ATE_signed_char>
#ptr = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #char, sizeInBits = 64, alignInBits = 64, dwarfAddressSpace = 0>
#const = #llvm.di_derived_type<tag = DW_TAG_const_type, baseType = #int>
#typedef = #llvm.di_derived_type<tag = DW_TAG_typedef, name = "size", baseType = #int, offsetInBits = 0, extraData = #int>
#array = #llvm.di_composite_type<tag = DW_TAG_array_type, baseType = #int, sizeInBits = 256, alignInBits = 32, elements = #llvm.di_subrange<count = 8 : i64>, #llvm.di_subrange<lowerBound = 1 : i64, upperBound = 3 : i64, stride = 1 : i64>>
#struct = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "pair", file = #file, line = 3, scope = #file, sizeInBits = 64, alignInBits = 32, flags = "Public|TypePassByValue", elements = #int, #const>
#outer = #llvm.di_namespace<name = "outer", exportSymbols = false>
#inner = #llvm.di_namespace<name = "inner", scope = #outer, exportSymbols = true>
#mod = #llvm.di_module<file = #file, scope = #file, name = "M", configMacros = "-DX", includePath = "/inc", apinotes = "m.apinotes", line = 2, isDecl = true>
#sig = #llvm.di_subroutine_type<types = #int, #ptr, #typedef, #array, #struct, #llvm.di_null_type>
#empty = #llvm.di_subroutine_type<>
#f = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #unit, scope = #inner, name = "f", linkageName = "_ZN5outer5inner1fEv", file = #file, line = 10, scopeLine = 11, subprogramFlags = "Definition|MainSubprogram", type = #sig, annotations = #llvm.di_annotation<name = "hot", value = "yes">, #llvm.di_annotation<name = "cold", value = "no">>
#g = #llvm.di_subprogram<id = distinct[2]<>, compileUnit = #unit, scope = #mod, name = "g", file = #file, line = 20, subprogramFlags = "Definition|Optimized", type = #empty>
#h = #llvm.di_subprogram<scope = #struct, name = "h", file = #file, line = 30, type = #empty>
llvm.func @f() {
  llvm.return
} loc(fused<#f>["types.cpp":10:1])
llvm.func @g() {
  llvm.return
} loc(fused<#g>["types.cpp":20:1])
llvm.func @h() loc(fused<#h>["types.cpp":30:1])
