// Every binary op of the index dialect on values it cannot fold.
%a = "test.value"() : () -> index
%b = "test.value"() : () -> index
%0 = index.add %a, %b
%1 = index.sub %a, %b
%2 = index.mul %a, %b
%3 = index.divs %a, %b
%4 = index.divu %a, %b
%5 = index.ceildivs %a, %b
%6 = index.ceildivu %a, %b
%7 = index.floordivs %a, %b
%8 = index.rems %a, %b
%9 = index.remu %a, %b
%10 = index.maxs %a, %b
%11 = index.maxu %a, %b
%12 = index.mins %a, %b
%13 = index.minu %a, %b
%14 = index.shl %a, %b
%15 = index.shrs %a, %b
%16 = index.shru %a, %b
%17 = index.and %a, %b
%18 = index.or %a, %b
%19 = index.xor %a, %b {note = "kept"}
"test.sink"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19) : (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
