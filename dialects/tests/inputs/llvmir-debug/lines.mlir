// Line tables: each instruction's !dbg in its function's subprogram, the
// phis at their block arguments (those of a block added for a repeated
// successor too, whose branch is at the terminator), call sites as inlined
// locations, fused locations merged.
#file = #llvm.di_file<"lines.c" in "/src">
#unit = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #file, producer = "ods", isOptimized = true, emissionKind = LineTablesOnly>
#type = #llvm.di_subroutine_type<callingConvention = DW_CC_normal>
#main = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #unit, scope = #file, name = "main", linkageName = "main", file = #file, line = 2, scopeLine = 3, subprogramFlags = "Definition|Optimized", type = #type>
#helper = #llvm.di_subprogram<id = distinct[2]<>, compileUnit = #unit, scope = #file, name = "helper", file = #file, line = 20, scopeLine = 20, subprogramFlags = "LocalToUnit|Definition", type = #type>
#block = #llvm.di_lexical_block<scope = #main, file = #file, line = 5, column = 3>
#other = #llvm.di_file<"other.h" in "/src/include">
#in_other = #llvm.di_lexical_block_file<scope = #main, file = #other, discriminator = 0>
#external = #llvm.di_subprogram<scope = #file, name = "external", file = #file, line = 40, type = #type>
#edges = #llvm.di_subprogram<id = distinct[3]<>, compileUnit = #unit, scope = #file, name = "edges", file = #file, line = 50, subprogramFlags = Definition, type = #type>
module attributes {llvm.ident = "ods test"} {
  llvm.func @external(i32) -> i32 loc(fused<#external>["lines.c":40:1])
  llvm.func @main(%n: i32, %c: i1) -> i32 {
    %one = llvm.mlir.constant(1 : i32) : i32 loc("lines.c":4:5)
    %a = llvm.add %n, %one : i32 loc("lines.c":4:9)
    llvm.cond_br %c, ^then(%a : i32), ^join(%n : i32) loc("lines.c":5:3)
  ^then(%t: i32 loc("lines.c":6:1)):
    %b = llvm.mul %t, %t : i32 loc(fused<#block>["lines.c":6:7])
    %e = llvm.call @external(%b) : (i32) -> i32 loc(fused<#in_other>["other.h":12:2])
    llvm.br ^join(%e : i32) loc("lines.c":7:3)
  ^join(%j: i32 loc(unknown)):
    %s = llvm.sub %j, %n : i32 loc(callsite(fused<#helper>["lines.c":21:4] at "lines.c":9:10))
    %u = llvm.add %s, %s : i32 loc(fused["lines.c":10:1, "lines.c":10:8])
    %v = llvm.add %u, %s : i32 loc(fused["lines.c":11:1, "lines.c":12:8])
    %w = llvm.add %v, %s : i32 loc("named"("lines.c":13:2))
    llvm.return %w : i32 loc("lines.c":14:3)
  } loc(fused<#main>["lines.c":2:1])
  llvm.func @helper(%x: i32) -> i32 {
    llvm.return %x : i32 loc(unknown)
  } loc(fused<#helper>["lines.c":20:1])
  llvm.func @plain() {
    llvm.return loc("lines.c":30:1)
  }
  llvm.func @edges(%k: i32) -> i32 {
    %one = llvm.mlir.constant(1 : i32) : i32 loc("lines.c":51:3)
    %two = llvm.mlir.constant(2 : i32) : i32 loc("lines.c":52:3)
    llvm.switch %k : i32, ^out(%one : i32) [
      4: ^out(%two : i32),
      5: ^other
    ] loc("lines.c":53:3)
  ^other:
    llvm.br ^out(%k : i32) loc("lines.c":55:3)
  ^out(%r: i32 loc("lines.c":56:1)):
    llvm.return %r : i32 loc("lines.c":57:3)
  } loc(fused<#edges>["lines.c":50:1])
}
