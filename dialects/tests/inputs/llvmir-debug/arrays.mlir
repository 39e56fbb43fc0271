// Array bounds as integers, inline expressions or variables' nodes, and
// an array's data location, rank, allocation and association.
#file = #llvm.di_file<"arrays.f90" in "/src">
#unit = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_Fortran95, file = #file, producer = "ods", isOptimized = false, emissionKind = Full>
#real = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "real", sizeInBits = 32, encoding = DW_ATE_float>
#sp = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #unit, scope = #file, name = "arrays", file = #file, line = 1, subprogramFlags = Definition>
#n = #llvm.di_local_variable<scope = #sp, name = "n", file = #file, line = 2, type = #real>
#lo = #llvm.di_global_variable<scope = #unit, name = "lo", file = #file, line = 3, type = #real, isDefined = true>
#fixed = #llvm.di_composite_type<tag = DW_TAG_array_type, baseType = #real, elements = #llvm.di_subrange<count = 3 : i64, lowerBound = -1 : i64>>
#dynamic = #llvm.di_composite_type<tag = DW_TAG_array_type, name = "dyn", baseType = #real, dataLocation = <[DW_OP_push_object_address, DW_OP_deref]>, rank = <[DW_OP_push_object_address, DW_OP_plus_uconst(16), DW_OP_deref]>, allocated = <[DW_OP_lit0, DW_OP_ne]>, associated = <[DW_OP_lit0, DW_OP_eq]>, elements = #llvm.di_subrange<lowerBound = #lo, upperBound = #llvm.di_expression<[DW_OP_push_object_address, DW_OP_plus_uconst(8), DW_OP_deref]>>>
#generic = #llvm.di_composite_type<tag = DW_TAG_array_type, name = "gen", baseType = #real, elements = #llvm.di_generic_subrange<count = #n, lowerBound = #llvm.di_expression<[DW_OP_lit0]>, stride = #lo>>
#a = #llvm.di_local_variable<scope = #sp, name = "a", file = #file, line = 4, type = #fixed>
#b = #llvm.di_local_variable<scope = #sp, name = "b", file = #file, line = 5, type = #dynamic>
#c = #llvm.di_local_variable<scope = #sp, name = "c", file = #file, line = 6, type = #generic>
llvm.mlir.global external @lo(1.0 : f32) {dbg_exprs = [#llvm.di_global_variable_expression<var = #lo>]} : f32
llvm.func @arrays(%p: !llvm.ptr) {
  llvm.intr.dbg.declare #a = %p : !llvm.ptr loc("arrays.f90":4:1)
  llvm.intr.dbg.declare #b = %p : !llvm.ptr loc("arrays.f90":5:1)
  llvm.intr.dbg.declare #c = %p : !llvm.ptr loc("arrays.f90":6:1)
  llvm.return loc("arrays.f90":7:1)
} loc(fused<#sp>["arrays.f90":1:1])
