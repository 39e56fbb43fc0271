// Three functions, one per line group, for location filters.

func.func @first() {
  return
}

func.func @second() {
  return
}

func.func @third() {
  return
}
