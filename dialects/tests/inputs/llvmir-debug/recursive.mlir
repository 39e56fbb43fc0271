// Recursive types: a class whose method refers back to it through a
// self reference (`isRecSelf`), and a subprogram named by its distinct id
// wherever it is written, as one node each.
#file = #llvm.di_file<"list.cpp" in "/src">
#unit = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C_plus_plus, file = #file, producer = "ods", isOptimized = false, emissionKind = Full>
#self = #llvm.di_composite_type<recId = distinct[1]<>, isRecSelf = true>
#ptr_self = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #self, sizeInBits = 64>
#method_type = #llvm.di_subroutine_type<types = #llvm.di_null_type, #ptr_self>
#method_in = #llvm.di_subprogram<id = distinct[2]<>, compileUnit = #unit, scope = #self, name = "next", file = #file, line = 5, subprogramFlags = Definition, type = #method_type>
#node = #llvm.di_composite_type<tag = DW_TAG_structure_type, recId = distinct[1]<>, name = "node", file = #file, line = 3, sizeInBits = 128, elements = #method_in>
#ptr_node = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #node, sizeInBits = 64>
#outer_type = #llvm.di_subroutine_type<types = #llvm.di_null_type, #ptr_node>
#method = #llvm.di_subprogram<id = distinct[2]<>, compileUnit = #unit, scope = #node, name = "next", file = #file, line = 5, subprogramFlags = Definition, type = #outer_type>
#var = #llvm.di_local_variable<scope = #method, name = "this", arg = 1, type = #ptr_node, flags = "Artificial|ObjectPointer">
llvm.func @next(%this: !llvm.ptr) {
  llvm.intr.dbg.value #var = %this : !llvm.ptr loc("list.cpp":5:1)
  llvm.return loc("list.cpp":6:1)
} loc(fused<#method>["list.cpp":5:1])
