// Two equal reads inside an expression merge under CSE; the expression's
// verifier then finds a side-effecting op with two uses, and the pass
// fails, in mlir-opt 22 as here.
emitc.func @twice(%p: !emitc.ptr<i32>, %k: i64) -> i32 {
  %slot = emitc.subscript %p[%k] : (!emitc.ptr<i32>, i64) -> !emitc.lvalue<i32>
  %sum = emitc.expression %slot : (!emitc.lvalue<i32>) -> i32 {
    %x = emitc.load %slot : !emitc.lvalue<i32>
    %y = emitc.load %slot : !emitc.lvalue<i32>
    %s = emitc.add %x, %y : (i32, i32) -> i32
    emitc.yield %s : i32
  }
  emitc.return %sum : i32
}
