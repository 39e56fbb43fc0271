// The index dialect folds, its constants made by its own materializer.
func.func @index_ops(%x: index) -> (index, index, i1, index) {
  %a = index.constant 6
  %b = index.constant 7
  %m = index.mul %a, %b
  %s = index.sub %m, %a
  %c = index.cmp ult(%a, %b)
  %k = index.add %x, %a
  return %m, %s, %c, %k : index, index, i1, index
}

func.func @index_branch(%x: index) -> index {
  %a = index.constant 1
  %b = index.constant 2
  %lt = index.cmp slt(%a, %b)
  cf.cond_br %lt, ^bb1(%a : index), ^bb1(%x : index)
^bb1(%v: index):
  %w = index.shl %v, %b
  return %w : index
}
