//! What a bufferization is asked to do (MLIR's
//! `OneShotBufferizationOptions`), from the pass options.

use ods_runtime::ods::op::Op;
use ods_runtime::pass::EnumOptionValue;
use ods_runtime::{Attribute, Context, OpId};

/// The layout of a memref whose layout cannot be inferred (MLIR's
/// `LayoutMapOption`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum LayoutMapOption {
    /// As precise as the IR tells (function results); fully dynamic
    /// elsewhere.
    #[default]
    InferLayoutMap,
    /// The identity layout.
    IdentityLayoutMap,
    /// A strided layout with every stride and the offset dynamic.
    FullyDynamicLayoutMap,
}

impl EnumOptionValue for LayoutMapOption {
    const NAMES: &'static [(&'static str, LayoutMapOption)] = &[
        ("infer-layout-map", LayoutMapOption::InferLayoutMap),
        ("identity-layout-map", LayoutMapOption::IdentityLayoutMap),
        (
            "fully-dynamic-layout-map",
            LayoutMapOption::FullyDynamicLayoutMap,
        ),
    ];
    const DESCRIPTIONS: &'static [&'static str] = &["", "", ""];
}

/// The order the analysis visits ops in (MLIR's `AnalysisHeuristic`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Heuristic {
    /// Last op first.
    #[default]
    BottomUp,
    /// First op first.
    TopDown,
    /// Each region terminator, then the ops its tensors come from, then
    /// the others last first.
    BottomUpFromTerminators,
    /// The ops shuffled by a Mersenne Twister of this seed (`fuzzer`).
    Fuzzer(u32),
}

/// The options of One-Shot Bufferize.
#[derive(Clone, Debug, Default)]
pub struct Options {
    /// Ops without a model stay, bridged with `to_buffer`/`to_tensor`.
    pub allow_unknown_ops: bool,
    /// Loops may yield new buffers.
    pub allow_return_allocs_from_loops: bool,
    /// `func` ops bufferize too (One-Shot Module Bufferize).
    pub bufferize_function_boundaries: bool,
    /// No analysis: every write goes to a copy.
    pub copy_before_write: bool,
    /// Only these dialects' ops bufferize (all when `None`).
    pub dialect_filter: Option<Vec<String>>,
    /// The layout of function boundary buffers.
    pub function_boundary_type_conversion: LayoutMapOption,
    /// The layout of buffers whose layout is unknown.
    pub unknown_type_conversion: LayoutMapOption,
    /// Only annotate the analysis' decisions.
    pub test_analysis_only: bool,
    /// Annotate the conflicts too.
    pub print_conflicts: bool,
    /// Annotate the alias sets of tensor values (MLIR's `dumpAliasSets`).
    pub dump_alias_sets: bool,
    /// Skip the check of writes in parallel regions to buffers from
    /// outside them (MLIR's `check-parallel-regions=false`).
    pub ignore_parallel_regions: bool,
    /// The alignment of new buffers.
    pub buffer_alignment: u64,
    /// The analysis order.
    pub heuristic: Heuristic,
    /// A memory space must be inferred (no default space).
    pub must_infer_memory_space: bool,
    /// The tensor encoding is the memory space.
    pub use_encoding_for_memory_space: bool,
    /// The functions whose ops the analysis leaves out (they copy before
    /// every write instead).
    pub no_analysis_functions: Vec<String>,
}

impl Options {
    /// Whether `op` may bufferize (MLIR's `isOpAllowed`): `func` ops only
    /// with function boundaries, and only the filtered dialects'.
    pub fn is_op_allowed(&self, ctx: &Context, op: OpId) -> bool {
        let name = ctx.op_name_str(op);
        // Asked for every op around every pair of uses the analysis
        // compares: the name is matched in place, not split.
        let in_dialect = |dialect: &str| {
            name.strip_prefix(dialect)
                .is_some_and(|rest| rest.is_empty() || rest.starts_with('.'))
        };
        if !self.bufferize_function_boundaries && in_dialect("func") {
            return false;
        }
        if !self.no_analysis_functions.is_empty() && self.in_no_analysis_function(ctx, op) {
            return false;
        }
        self.dialect_filter
            .as_ref()
            .is_none_or(|dialects| dialects.iter().any(|d| in_dialect(d)))
    }

    /// Whether `op` is, or is in, a function `no_analysis_functions` names.
    fn in_no_analysis_function(&self, ctx: &Context, op: OpId) -> bool {
        let mut cur = Some(op);
        while let Some(o) = cur {
            if let Some(func) = crate::func::FuncOp::cast(ctx, o) {
                let name = func.sym_name(ctx);
                return self.no_analysis_functions.iter().any(|n| n == name);
            }
            cur = ctx.parent_op(o);
        }
        false
    }

    /// The memory space of a new buffer for a tensor of type `ty` (MLIR's
    /// `defaultMemorySpaceFn`): `Some(None)` is the default space, `None`
    /// that none can be given.
    pub fn default_memory_space(
        &self,
        ctx: &Context,
        ty: ods_runtime::Type,
    ) -> Option<Option<Attribute>> {
        if self.use_encoding_for_memory_space {
            if let ods_runtime::TypeKind::RankedTensor { encoding, .. } = ctx.type_kind(ty) {
                return Some(*encoding);
            }
            return Some(None);
        }
        (!self.must_infer_memory_space).then_some(None)
    }
}
