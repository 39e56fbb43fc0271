// set-llvm-module-datalayout replaces the module's llvm.data_layout with
// the string of its option, checked as LLVM reads a data layout.
module attributes {llvm.data_layout = "e-p:64:64"} {
  func.func @f(%a: index) -> index {
    return %a : index
  }
}
