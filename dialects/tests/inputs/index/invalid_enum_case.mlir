// A comparison predicate that is not one: the enum's parser, then the
// attribute parameter's, report.
%a = "test.value"() : () -> index
// expected-error @+2 {{custom op 'index.cmp' expected ::mlir::index::IndexCmpPredicate to be one of: eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge}}
// expected-error @+1 {{custom op 'index.cmp' failed to parse IndexCmpPredicateAttr parameter 'value' which is to be a `::mlir::index::IndexCmpPredicate`}}
%0 = index.cmp foo(%a, %a)
