//! Where analyses attach their states and what they visit (MLIR's
//! `ProgramPoint` and `LatticeAnchor`).

use crate::{BlockId, OpId, Value};

/// A point in the program an analysis visits (MLIR's `ProgramPoint`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ProgramPoint {
    /// The start of a block, before its first op.
    BlockStart(BlockId),
    /// Right after an op: visiting it visits the op.
    After(OpId),
}

/// What a state is attached to (MLIR's `LatticeAnchor`). A state's
/// subscribers are woken by its anchor's kind: those of a value when its
/// users may change, those of a block start when its ops may, those of an
/// edge when the block it enters may.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LatticeAnchor {
    /// A program point.
    Point(ProgramPoint),
    /// An SSA value.
    Value(Value),
    /// The control-flow edge from one block to a successor (MLIR's
    /// `CFGEdge`).
    Edge(BlockId, BlockId),
}

impl From<ProgramPoint> for LatticeAnchor {
    fn from(point: ProgramPoint) -> LatticeAnchor {
        LatticeAnchor::Point(point)
    }
}

impl From<Value> for LatticeAnchor {
    fn from(value: Value) -> LatticeAnchor {
        LatticeAnchor::Value(value)
    }
}
