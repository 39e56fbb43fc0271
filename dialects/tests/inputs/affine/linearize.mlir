// affine.linearize_index canonicalization: runs of indices a
// delinearization made over the same sizes merge into one, a leading zero
// index goes, and indices of unit sizes go when known to be zero.
func.func @leading_zero(%a: index, %b: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %0 = affine.linearize_index [%c0, %a, %b] by (4, 6, 2) : index
  %1 = affine.linearize_index disjoint [%c0, %a, %b] by (6, 2) : index
  return %0, %1 : index, index
}

func.func @unit_sizes(%a: index, %b: index, %n: index) -> (index, index, index, index) {
  %c0 = arith.constant 0 : index
  %0 = affine.linearize_index disjoint [%a, %b, %a] by (1, 1, %n) : index
  %1 = affine.linearize_index [%a, %c0, %b] by (5, 1, %n) : index
  %2 = affine.linearize_index [%a, %b, %a] by (5, 1, %n) : index
  %3 = affine.linearize_index [%c0, %c0, %c0] by (1, 1, 1) : index
  return %0, %1, %2, %3 : index, index, index, index
}

func.func @whole_delinearization(%x: index, %n: index) -> (index, index) {
  %0:3 = affine.delinearize_index %x into (%n, 3, 5) : index, index, index
  %1 = affine.linearize_index [%0#0, %0#1, %0#2] by (%n, 3, 5) : index
  %2:2 = affine.delinearize_index %x into (6) : index, index
  %3 = affine.linearize_index [%0#0, %2#0, %2#1] by (9, 7, 6) : index
  return %1, %3 : index, index
}

func.func @front_and_back_runs(%x: index, %y: index) -> (index, index) {
  %0:4 = affine.delinearize_index %x into (2, 3, 4, 5) : index, index, index, index
  %1 = affine.linearize_index [%0#0, %0#1, %y] by (2, 3, 7) : index
  %2 = affine.linearize_index [%y, %0#2, %0#3] by (9, 4, 5) : index
  return %1, %2 : index, index
}

func.func @run_with_dynamic_sizes(%x: index, %n: index, %m: index, %y: index) -> index {
  %0:4 = affine.delinearize_index %x into (3, %n, %m, 2) : index, index, index, index
  %1 = affine.linearize_index [%y, %0#1, %0#2, %0#3, %y] by (7, %n, %m, 2, 7) : index
  return %1 : index
}

func.func @run_bounded_by_disjoint(%x: index, %y: index) -> index {
  %0:3 = affine.delinearize_index %x into (4, 6) : index, index, index
  %1 = affine.linearize_index disjoint [%y, %0#0, %0#1, %y] by (5, 3, 4, 5) : index
  return %1 : index
}

func.func @run_unbounded(%x: index, %y: index) -> index {
  %0:3 = affine.delinearize_index %x into (4, 6) : index, index, index
  %1 = affine.linearize_index [%y, %0#0, %0#1, %y] by (5, 3, 4, 5) : index
  return %1 : index
}

func.func @merged_results_used_elsewhere(%x: index) -> (index, index, index) {
  %0:3 = affine.delinearize_index %x into (2, 3, 4) : index, index, index
  %1 = affine.linearize_index [%0#1, %0#2] by (3, 4) : index
  return %1, %0#1, %0#0 : index, index, index
}

func.func @runs_of_two_delinearizations(%x: index, %y: index) -> index {
  %0:2 = affine.delinearize_index %x into (3, 4) : index, index
  %1:2 = affine.delinearize_index %y into (5, 6) : index, index
  %2 = affine.linearize_index [%0#0, %0#1, %1#0, %1#1] by (3, 4, 5, 6) : index
  return %2 : index
}

func.func @results_out_of_order(%x: index) -> index {
  %0:3 = affine.delinearize_index %x into (2, 3, 4) : index, index, index
  %1 = affine.linearize_index [%0#1, %0#0, %0#2] by (3, 2, 4) : index
  return %1 : index
}
