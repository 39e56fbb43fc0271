// Divisions rounding up and down expanded into truncating ones, and
// casts that are no-ops at one index width sharing the cast back of the
// value they forward.
func.func @round(%a: index, %b: index) -> (index, index, index) {
  %up = index.ceildivs %a, %b
  %upu = index.ceildivu %a, %b
  %down = index.floordivs %a, %b
  return %up, %upu, %down : index, index, index
}

func.func @widths(%x: i32, %y: i64) -> (index, index, index, index) {
  %0 = index.casts %x : i32 to index
  %1 = index.casts %y : i64 to index
  %2 = index.castu %x : i32 to index
  %3 = index.castu %y : i64 to index
  return %0, %1, %2, %3 : index, index, index, index
}
