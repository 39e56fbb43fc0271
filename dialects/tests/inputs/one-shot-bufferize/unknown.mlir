// An op without a model between bufferized ones.
func.func @unknown(%cst: f32, %idx: index) -> (f32, f32) {
  %t = "test.dummy_op"() : () -> (tensor<10xf32>)
  %write = tensor.insert %cst into %t[%idx] : tensor<10xf32>
  %read = "test.some_use"(%t) : (tensor<10xf32>) -> (f32)
  %read2 = tensor.extract %write[%idx] : tensor<10xf32>
  return %read, %read2 : f32, f32
}
