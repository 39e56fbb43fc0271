// affine.if: inequalities and equalities over dimensions and symbols,
// an else region, results, nesting in loops.
// Written as mlir-opt 22 canonicalizes it (arguments as symbols), so that
// canonicalization leaves it as it is.
#set = affine_set<()[s0, s1] : (-s1 + s0 - 1 >= 0, s1 mod 2 == 0)>
#set1 = affine_set<()[s0] : (s0 - 10 >= 0)>
#set2 = affine_set<(d0)[s0] : (d0 - s0 >= 0)>
module {
  func.func private @use(index)
  func.func @if_else(%arg0: index, %arg1: index) {
    affine.if #set()[%arg1, %arg0] {
      func.call @use(%arg0) : (index) -> ()
    } else {
      func.call @use(%arg1) : (index) -> ()
    }
    return
  }
  func.func @if_results(%arg0: index) -> i32 {
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %0 = affine.if #set1()[%arg0] -> i32 {
      affine.yield %c1_i32 : i32
    } else {
      affine.yield %c2_i32 : i32
    }
    return %0 : i32
  }
  func.func @if_in_loop(%arg0: index) {
    affine.for %arg1 = 0 to 16 {
      affine.if #set2(%arg1)[%arg0] {
        func.call @use(%arg1) : (index) -> ()
      }
    }
    return
  }
  func.func @if_always(%arg0: index) {
    call @use(%arg0) : (index) -> ()
    return
  }
}

