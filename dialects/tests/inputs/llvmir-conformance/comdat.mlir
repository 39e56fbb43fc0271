// Comdats: written when a function or global is in one, the functions'
// first; a member of the comdat of its own name says only `comdat`.
llvm.comdat @groups {
  llvm.comdat_selector @table samesize
  llvm.comdat_selector @"odd.name-1" largest
  llvm.comdat_selector @unused nodeduplicate
}
llvm.comdat @more {
  llvm.comdat_selector @kernel exactmatch
  llvm.comdat_selector @shared any
}
llvm.mlir.global weak_odr @table(dense<[1, 2]> : vector<2xi16>) comdat(@groups::@table) {section = "tables", alignment = 4 : i64} : vector<2xi16>
llvm.mlir.global linkonce_odr @second(5 : i64) comdat(@more::@shared) : i64
llvm.mlir.global linkonce_odr @third(6 : i64) comdat(@groups::@"odd.name-1") : i64
llvm.func linkonce_odr @kernel() comdat(@more::@kernel) attributes {section = "text.k", alignment = 16 : i64} {
  llvm.return
}
llvm.func weak @helper() comdat(@more::@shared) {
  llvm.return
}
// -----
llvm.comdat @first {
  llvm.comdat_selector @clash any
}
llvm.comdat @second {
  llvm.comdat_selector @other any
  llvm.comdat_selector @clash largest
}
