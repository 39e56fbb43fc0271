// affine.delinearize_index canonicalization: results of unit sizes are
// zero, a disjoint linearization cancels with the delinearization of its
// result over the sizes they end with, and trailing sizes that multiply to
// the last linearized size split that index off.
func.func @unit_sizes(%x: index, %n: index) -> (index, index, index, index) {
  %c1 = arith.constant 1 : index
  %0:4 = affine.delinearize_index %x into (1, %n, %c1, 6) : index, index, index, index
  return %0#0, %0#1, %0#2, %0#3 : index, index, index, index
}

func.func @unit_sizes_without_outer_bound(%x: index) -> (index, index, index) {
  %0:3 = affine.delinearize_index %x into (1, 1) : index, index, index
  return %0#0, %0#1, %0#2 : index, index, index
}

func.func @only_unit_sizes(%x: index) -> (index, index) {
  %0:2 = affine.delinearize_index %x into (1, 1) : index, index
  return %0#0, %0#1 : index, index
}

func.func @inverse_of_disjoint(%a: index, %b: index, %n: index) -> (index, index) {
  %l = affine.linearize_index disjoint [%a, %b] by (%n, 7) : index
  %0:2 = affine.delinearize_index %l into (%n, 7) : index, index
  return %0#0, %0#1 : index, index
}

func.func @tail_of_disjoint(%a: index, %b: index, %c: index, %n: index) -> (index, index, index) {
  %l = affine.linearize_index disjoint [%a, %b, %c] by (3, 5, %n) : index
  %0:3 = affine.delinearize_index %l into (15, %n) : index, index, index
  return %0#0, %0#1, %0#2 : index, index, index
}

func.func @not_disjoint(%a: index, %b: index) -> (index, index) {
  %l = affine.linearize_index [%a, %b] by (4, 8) : index
  %0:2 = affine.delinearize_index %l into (4, 8) : index, index
  return %0#0, %0#1 : index, index
}

func.func @split_last_index(%a: index, %b: index) -> (index, index, index) {
  %l = affine.linearize_index disjoint [%a, %b] by (5, 12) : index
  %0:3 = affine.delinearize_index %l into (10, 4, 3) : index, index, index
  return %0#0, %0#1, %0#2 : index, index, index
}

func.func @split_overshoots(%a: index, %b: index) -> (index, index, index) {
  %l = affine.linearize_index disjoint [%a, %b] by (5, 12) : index
  %0:3 = affine.delinearize_index %l into (6, 5, 8) : index, index, index
  return %0#0, %0#1, %0#2 : index, index, index
}

func.func @split_meets_dynamic_size(%a: index, %b: index, %n: index) -> (index, index, index) {
  %l = affine.linearize_index disjoint [%a, %b] by (5, 12) : index
  %0:3 = affine.delinearize_index %l into (%n, 2, 2) : index, index, index
  return %0#0, %0#1, %0#2 : index, index, index
}

func.func @zeros_around(%x: index) -> (index, index, index, index) {
  %c0 = arith.constant 0 : index
  %l = affine.linearize_index disjoint [%c0, %x, %c0] by (3, 4, 3) : index
  %0:4 = affine.delinearize_index %l into (3, 2, 2, 3) : index, index, index, index
  return %0#0, %0#1, %0#2, %0#3 : index, index, index, index
}
