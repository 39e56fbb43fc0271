//! Facts about the IR that passes and the verifier compute and query:
//! the control-flow graph of a region and its dominator tree.

pub mod cfg;
pub mod dominance;
