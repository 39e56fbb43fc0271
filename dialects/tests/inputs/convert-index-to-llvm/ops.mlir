// Every lowered index op: arithmetic, constants retyped to the integer
// index becomes, sizeof, comparisons, casts both ways; ub.poison of
// index and of an integer.
func.func @f(%a: index, %b: index, %x: i32) -> index {
  %0 = index.add %a, %b
  %1 = index.sub %0, %b
  %2 = index.mul %1, %b
  %3 = index.divs %2, %b
  %4 = index.divu %3, %b
  %5 = index.rems %4, %b
  %6 = index.remu %5, %b
  %7 = index.shl %6, %b
  %8 = index.shrs %7, %b
  %9 = index.shru %8, %b
  %10 = index.and %9, %b
  %11 = index.or %10, %b
  %12 = index.xor %11, %b
  %c = index.constant 42
  %t = index.bool.constant true
  %13 = index.cmp slt(%12, %c)
  %14 = index.casts %x : i32 to index
  %15 = index.castu %a : index to i32
  %16 = index.sizeof
  %p = ub.poison : index
  %q = ub.poison : i32
  "test.use"(%13, %14, %15, %16, %t, %p, %q) : (i1, index, i32, index, i1, index, i32) -> ()
  return %12 : index
}
