// An affine map and an integer set share their parser: after the
// dimensions and symbols, `->` starts a map and `:` a set; each attribute
// rejects the other kind at its start.

func.func private @neither() attributes {a = affine_map<(d0) to (d0)>}

// -----

func.func private @bare_range() attributes {a = affine_map<(d0) -> d0>}

// -----

func.func private @set_neither() attributes {a = affine_set<(d0) x (d0 >= 0)>}

// -----

func.func private @map_for_set() attributes {a = affine_set<(d0) -> (d0)>}

// -----

func.func private @set_for_map() attributes {a = affine_map<(d0) : (d0 >= 0)>}

// -----

func.func private @bare_constraints() attributes {a = affine_set<(d0) : d0 >= 0>}

// -----

func.func private @good() attributes {a = affine_map<(d0)[s0] -> (d0 + s0)>, b = affine_set<(d0) : (d0 - 1 >= 0)>}

// -----

// A list of dimensions holds identifiers only: the error is where one
// should have started, right after the comma.
func.func private @not_an_id() attributes {a = affine_map<(d0, 1, d2) -> (d0)>}
