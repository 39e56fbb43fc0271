// Attributes: splats in full, elements and arrays past the elision limit
// elided, long text cut, and the characters a record label escapes.
func.func @attributes() {
  "test.attrs"() {big = dense<[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17]> : tensor<17xi32>, splat = dense<1> : tensor<4xi32>, array = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17], small = dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>, text = "a<b>{c}|d\"e", matrix = dense<[[1, 2, 3], [4, 5, 6], [7, 8, 9], [10, 11, 12], [13, 14, 15], [16, 17, 18]]> : tensor<6x3xi32>} : () -> ()
  return
}
