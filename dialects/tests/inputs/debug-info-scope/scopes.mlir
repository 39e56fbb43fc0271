// Functions without a subprogram get one; a definition's is distinct and
// in the module's compile unit, a declaration's is neither.
module {
  llvm.func @defined(%x: i32) -> i32 {
    %0 = llvm.add %x, %x : i32 loc("src/ops.c":4:7)
    llvm.return %0 : i32 loc("src/ops.c":5:3)
  } loc("src/ops.c":3:1)
  llvm.func @declared(i32) -> i32 loc("src/ops.h":10:2)
  llvm.func @nowhere() {
    llvm.return loc(unknown)
  } loc(unknown)
} loc("src/unit.c":1:1)

// -----

// A compile unit fused into the module's location is the functions' one;
// a function with a subprogram keeps it.
#file = #llvm.di_file<"lib.c" in "/work">
#unit = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #file, producer = "clang", isOptimized = false, emissionKind = Full>
#sp = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #unit, scope = #file, name = "kept", file = #file, line = 7, scopeLine = 8, subprogramFlags = Definition, type = #llvm.di_subroutine_type<>>
module {
  llvm.func @kept() {
    llvm.return loc("lib.c":9:3)
  } loc(fused<#sp>["lib.c":7:1])
  llvm.func @added() {
    llvm.return loc("lib.c":12:3)
  } loc("named"("lib.c":11:1))
} loc(fused<#unit>["lib.c":1:1])

// -----

// Without a file location, a function's file is the compile unit's.
module @nameless {
  llvm.func @first() {
    llvm.return loc("first")
  } loc("first")
  llvm.func @second() loc(callsite("callee" at "caller.c":20:4))
}
