//! Facts about the IR that passes and the verifier compute and query:
//! the control-flow graph of a region, its dominator tree, strongly
//! connected components, and the
//! data-flow framework with the analyses built on it.

pub mod cfg;
pub mod dataflow;
pub mod dominance;
pub mod scc;
