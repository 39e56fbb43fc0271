//! The ops' [`BufferizableModel`]s, by op name (MLIR's external models of
//! `BufferizableOpInterface`, registered per dialect): a dialect adds its
//! own with a `register` function listed in [`lookup`]'s registry.

/// The model of an op that neither reads nor writes its tensor operand
/// and whose only result aliases it with `relation`.
macro_rules! alias_only {
    ($relation:expr) => {
        fn reads(&self, _: &State<'_>, _: Use) -> bool {
            false
        }
        fn writes(&self, _: &State<'_>, _: Use) -> bool {
            false
        }
        fn aliasing_values(&self, st: &State<'_>, operand: Use) -> Vec<AliasingValue> {
            if operand.index != 0 {
                return Vec::new();
            }
            vec![AliasingValue {
                value: st.ctx.result(operand.op, 0),
                relation: $relation,
                is_definite: true,
            }]
        }
    };
}

/// The model of an op that neither reads nor writes its tensor operands
/// and aliases none (it reads their metadata at most: sizes, rank).
macro_rules! no_access {
    () => {
        fn reads(&self, _: &State<'_>, _: Use) -> bool {
            false
        }
        fn writes(&self, _: &State<'_>, _: Use) -> bool {
            false
        }
        fn aliasing_values(&self, _: &State<'_>, _: Use) -> Vec<AliasingValue> {
            Vec::new()
        }
    };
}

/// The model of an op that reads its tensor operands and aliases none.
macro_rules! read_only {
    () => {
        fn reads(&self, _: &State<'_>, _: Use) -> bool {
            true
        }
        fn writes(&self, _: &State<'_>, _: Use) -> bool {
            false
        }
        fn aliasing_values(&self, _: &State<'_>, _: Use) -> Vec<AliasingValue> {
            Vec::new()
        }
    };
}

mod arith;
pub(crate) mod bufferization;
mod cf;
mod concat;
pub mod func;
mod reshape;
mod scf;
mod tensor;
#[cfg(feature = "vector")]
mod vector;

pub(crate) use concat::reified_sizes as concat_reified_sizes;
pub(crate) use tensor::inserted_slice;

use super::BufferizableModel;
use rustc_hash::FxHashMap;
use std::sync::OnceLock;

/// The models, by op name.
#[derive(Default)]
pub struct Registry {
    models: FxHashMap<&'static str, &'static dyn BufferizableModel>,
}

impl Registry {
    /// Gives op `name` its model.
    pub fn register(&mut self, name: &'static str, model: &'static dyn BufferizableModel) {
        self.models.insert(name, model);
    }
}

/// The model of the op named `name`, if any.
pub fn lookup(name: &str) -> Option<&'static dyn BufferizableModel> {
    static REGISTRY: OnceLock<Registry> = OnceLock::new();
    let registry = REGISTRY.get_or_init(|| {
        let mut registry = Registry::default();
        bufferization::register(&mut registry);
        tensor::register(&mut registry);
        concat::register(&mut registry);
        arith::register(&mut registry);
        cf::register(&mut registry);
        func::register(&mut registry);
        scf::register(&mut registry);
        reshape::register(&mut registry);
        #[cfg(feature = "vector")]
        vector::register(&mut registry);
        registry
    });
    registry.models.get(name).copied()
}
