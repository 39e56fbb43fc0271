// A map summing all the results of an affine.delinearize_index with a
// static basis, each times its stride, reads its linear index instead.
func.func @sum_of_results(%x: index, %y: index) -> (index, index, index, index) {
  %0:3 = affine.delinearize_index %x into (6, 7) : index, index, index
  %1 = affine.apply affine_map<()[s0, s1, s2] -> (s2 + s1 * 7 + s0 * 42)>()[%0#0, %0#1, %0#2]
  %2 = affine.apply affine_map<()[s0, s1, s2, s3] -> (s0 * 42 + s3 + s1 * 7 + s2 - 3)>()[%0#0, %0#1, %0#2, %y]
  %3 = affine.apply affine_map<()[s0, s1, s2] -> ((s2 + s1 * 7 + s0 * 42) floordiv 5 + s2)>()[%0#0, %0#1, %0#2]
  %4 = affine.apply affine_map<()[s0, s1] -> (s1 + s0 * 7)>()[%0#1, %0#2]
  return %1, %2, %3, %4 : index, index, index, index
}

func.func @dimensions(%m: memref<?xf32>) {
  affine.for %i = 0 to 64 {
    %0:2 = affine.delinearize_index %i into (8, 8) : index, index
    %1 = affine.apply affine_map<(d0, d1) -> (d1 + d0 * 8)>(%0#0, %0#1)
    %2 = affine.apply affine_map<(d0, d1) -> (d0 + d1 * 8)>(%0#0, %0#1)
    %3 = affine.load %m[%1] : memref<?xf32>
    affine.store %3, %m[%2] : memref<?xf32>
  }
  return
}

func.func @dynamic_basis(%x: index, %n: index) -> index {
  %0:2 = affine.delinearize_index %x into (%n) : index, index
  %1 = affine.apply affine_map<()[s0, s1, s2] -> (s1 + s0 * s2)>()[%0#0, %0#1, %n]
  return %1 : index
}
