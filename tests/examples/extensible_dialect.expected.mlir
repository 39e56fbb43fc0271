module {
  %0 = "ext.source"() : () -> !ext.pair<i32, f32>
  %1 = "ext.swap"(%0) : (!ext.pair<i32, f32>) -> !ext.pair<f32, i32>
  "ext.sink"(%1) : (!ext.pair<f32, i32>) -> ()
}

