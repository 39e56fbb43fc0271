// Where the lowered ops are: the construct's location, or the terminator's
// for the branches that replace scf.condition and scf.yield in scf.while
// and scf.index_switch.
func.func @locs(%c: i1, %i: index, %n: index) -> index {
  %r = scf.if %c -> index {
    scf.yield %i : index loc("then_yield")
  } else {
    scf.yield %n : index loc("else_yield")
  } loc("if")
  scf.for %k = %i to %n step %n {
    "test.body"(%k) : (index) -> () loc("body")
  } loc("for")
  scf.while : () -> () {
    scf.condition(%c) loc("condition")
  } do {
    "test.payload"() : () -> ()
    scf.yield loc("while_yield")
  } loc("while")
  scf.index_switch %i
  case 1 {
    scf.yield loc("case_yield")
  }
  default {
    scf.yield loc("default_yield")
  } loc("switch")
  scf.execute_region {
    scf.yield loc("region_yield")
  } loc("region")
  return %r : index
}
