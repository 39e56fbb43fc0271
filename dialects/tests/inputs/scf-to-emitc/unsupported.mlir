// A result type emitc does not support has no variable: the conversion
// fails and the ops lowered before it are restored.
func.func @f(%c: i1, %lb: index, %ub: index, %step: index, %v: vector<3xindex>) -> vector<3xindex> {
  scf.if %c {
    "test.then"() : () -> ()
  }
  %r = scf.for %i = %lb to %ub step %step iter_args(%acc = %v) -> vector<3xindex> {
    scf.yield %acc : vector<3xindex>
  }
  return %r : vector<3xindex>
}
