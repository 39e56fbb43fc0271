// Map aliases are numbered in the order the printer meets the maps:
// scf.index_switch prints its cases before the default region, which it
// holds first.
func.func @cases_first(%a: index, %b: index) -> index {
  %r = scf.index_switch %a -> index
  case 1 {
    %x = affine.apply affine_map<(d0) -> (d0 + 1)>(%b)
    scf.yield %x : index
  }
  case 4 {
    %x = affine.min affine_map<(d0)[s0] -> (d0, s0 * 2)>(%b)[%a]
    scf.yield %x : index
  }
  default {
    %y = affine.apply affine_map<(d0) -> (d0 + 2)>(%b)
    scf.yield %y : index
  }
  return %r : index
}
