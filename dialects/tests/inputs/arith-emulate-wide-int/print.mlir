// vector.print of a wide integer prints its halves.
func.func @printed(%x: i64) {
  vector.print %x : i64
  return
}
