// The llvm.* attributes of function arguments and results: the kind of value
// each takes, the kind of type it may be attached to, those results refuse.
llvm.func @fine(%p : !llvm.ptr {llvm.noalias, llvm.align = 8 : i64, llvm.byval = i32},
                %x : i16 {llvm.signext, llvm.noundef})
    -> (!llvm.ptr {llvm.nonnull, llvm.dereferenceable = 4 : i64}) {
  llvm.return %p : !llvm.ptr
}
func.func private @no_llvm_type_is_not_checked(%t : tensor<2xi8> {llvm.nonnull})
// -----
llvm.func @unit_wanted(%p : !llvm.ptr {llvm.nocapture = 1 : i32})
// -----
llvm.func @type_wanted(%p : !llvm.ptr {llvm.sret})
// -----
llvm.func @integer_wanted(%p : !llvm.ptr {llvm.dereferenceable_or_null = "x"})
// -----
llvm.func @pointer_wanted(%x : f64 {llvm.readnone})
// -----
llvm.func @integer_type_wanted(%x : vector<2xi32> {llvm.zeroext})
// -----
func.func private @on_func_func(%x : i64 {llvm.byref = i64})
// -----
llvm.func @alignstack_anywhere(%x : f32 {llvm.alignstack = "16"})
// -----
llvm.func @refused_on_results() -> (!llvm.ptr {llvm.returned})
// -----
llvm.func @checked_on_results() -> (f32 {llvm.noalias})
// -----
func.func private @func_results() -> (i8 {llvm.inreg = 1 : i8})
