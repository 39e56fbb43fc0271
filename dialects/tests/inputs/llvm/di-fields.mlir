// Plain optional DI fields at their C++ default are absent (`Zero` flags,
// `sizeInBits = 0`, `offsetInBits = 0`); quoted DI flags read as one string.
#file = #llvm.di_file<"a.c" in "/tmp">
#int = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 0>
#zero = #llvm.di_derived_type<tag = DW_TAG_member, name = "m", baseType = #int, sizeInBits = 0, offsetInBits = 0>
#pair = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "pair", file = #file, line = 0, flags = "Public|TypePassByValue", elements = #zero>
#one = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "one", flags = Public>
#none = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "none", flags = Zero>
#unit = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #file, isOptimized = false, emissionKind = Full>
#sp = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #unit, scope = #file, name = "f", file = #file, line = 1, subprogramFlags = "Definition|Optimized">
module {
  llvm.func @f() {
    llvm.return
  } loc(#loc)
  "test.use"() {a = #pair, b = #one, c = #none} : () -> ()
}
#loc = loc(fused<#sp>["a.c":1:1])
