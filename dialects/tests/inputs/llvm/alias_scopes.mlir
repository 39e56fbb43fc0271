// Alias scopes and their domains named by a string or by a distinct id.
#named_domain = #llvm.alias_scope_domain<id = "domain", description = "named">
#named_scope = #llvm.alias_scope<id = "scope", domain = #named_domain>
#distinct_domain = #llvm.alias_scope_domain<id = distinct[0]<>>
#distinct_scope = #llvm.alias_scope<id = distinct[1]<>, domain = #distinct_domain, description = "distinct">
llvm.func @scopes(%p : !llvm.ptr) -> i32 {
  llvm.intr.experimental.noalias.scope.decl #named_scope
  %0 = llvm.load %p {alias_scopes = [#named_scope], noalias_scopes = [#distinct_scope]} : !llvm.ptr -> i32
  llvm.return %0 : i32
}
