// Private functions lose their dead arguments and the results no call
// site needs, across every call; public ones and declarations keep
// their signature, and so do their call sites.
module {
  func.func private @callee(%unused: i32, %used: i32, %mem: memref<i32>) -> (i32, i32, i32) attributes {arg_attrs = [{test.a}, {test.b}, {}], res_attrs = [{}, {test.r}, {}]} {
    %c1 = arith.constant 1 : i32
    %sum = arith.addi %used, %c1 : i32
    memref.store %sum, %mem[] : memref<i32>
    %dead = arith.muli %used, %used : i32
    return %sum, %c1, %dead : i32, i32, i32
  }
  func.func private @declared(i32) -> i32
  func.func @public(%a: i32) -> i32 {
    %c2 = arith.constant 2 : i32
    return %c2 : i32
  }
  func.func @caller(%x: i32, %m: memref<i32>) -> (i32, i32) {
    %r:3 = func.call @callee(%x, %x, %m) : (i32, i32, memref<i32>) -> (i32, i32, i32)
    %s:3 = func.call @callee(%x, %x, %m) : (i32, i32, memref<i32>) -> (i32, i32, i32)
    %d = func.call @declared(%x) : (i32) -> i32
    %p = func.call @public(%x) : (i32) -> i32
    %unused = arith.addi %r#2, %p : i32
    return %r#0, %s#1 : i32, i32
  }
  // Nothing calls it: everything in it is dead, its results go.
  func.func private @uncalled(%a: i32) -> i32 {
    %b = arith.addi %a, %a : i32
    return %b : i32
  }
  // A nested function is not public: its signature shrinks too.
  func.func nested @nested_fn(%a: i32, %b: i32) -> i32 {
    return %b : i32
  }
  func.func @calls_nested(%a: i32) -> i32 {
    %r = func.call @nested_fn(%a, %a) : (i32, i32) -> i32
    return %r : i32
  }
}
