// Constants take their values as names; casts and comparisons.
%c0 = index.constant 0
%c1 = index.constant 1
%big = index.constant 4294967296
%neg = index.constant -42
%t = index.bool.constant true
%f = index.bool.constant false
%size = index.sizeof
%i = "test.value"() : () -> i32
%j = "test.value"() : () -> i64
%x = index.casts %i : i32 to index
%y = index.castu %j : i64 to index
%z = index.casts %x : index to i16
%w = index.castu %y : index to i128
%p0 = index.cmp eq(%c0, %x)
%p1 = index.cmp ne(%x, %y)
%p2 = index.cmp slt(%x, %y)
%p3 = index.cmp sle(%x, %y)
%p4 = index.cmp sgt(%x, %y)
%p5 = index.cmp sge(%x, %y)
%p6 = index.cmp ult(%x, %y)
%p7 = index.cmp ule(%x, %y)
%p8 = index.cmp ugt(%x, %y)
%p9 = index.cmp uge(%x, %y) {why = "all ten"}
"test.sink"(%c1, %big, %neg, %t, %f, %size, %z, %w, %p0, %p1, %p2, %p3, %p4, %p5, %p6, %p7, %p8, %p9) : (index, index, index, i1, i1, index, i16, i128, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) -> ()
