//! How a block's arguments change (MLIR's
//! `TypeConverter::SignatureConversion`): each original argument becomes
//! zero, one or several new ones, or is replaced by a value.

use crate::{Type, Value};

/// Where an original argument went.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum InputMapping {
    /// To the new arguments `start..start + len` (none: dropped).
    Args {
        /// The first new argument.
        start: usize,
        /// How many.
        len: usize,
    },
    /// To a value.
    Value(Value),
}

/// The new arguments of a block with `n` original ones, built from
/// [`SignatureConversion::add_inputs`] and
/// [`SignatureConversion::remap_input`].
#[derive(Clone, Debug)]
pub struct SignatureConversion {
    mappings: Vec<Option<InputMapping>>,
    converted: Vec<Type>,
}

impl SignatureConversion {
    /// A conversion of `n` arguments, none mapped yet.
    pub fn new(n: usize) -> SignatureConversion {
        SignatureConversion {
            mappings: vec![None; n],
            converted: Vec::new(),
        }
    }

    /// Original argument `index` becomes new arguments of `types`.
    ///
    /// # Panics
    /// When `index` is out of range or already mapped.
    #[track_caller]
    pub fn add_inputs(&mut self, index: usize, types: &[Type]) {
        assert!(
            self.mappings[index].is_none(),
            "argument {index} is already mapped"
        );
        self.mappings[index] = Some(InputMapping::Args {
            start: self.converted.len(),
            len: types.len(),
        });
        self.converted.extend_from_slice(types);
    }

    /// Appends new arguments that no original one maps to.
    pub fn append_inputs(&mut self, types: &[Type]) {
        self.converted.extend_from_slice(types);
    }

    /// Original argument `index` is replaced by `value`.
    ///
    /// # Panics
    /// When `index` is out of range or already mapped.
    #[track_caller]
    pub fn remap_input(&mut self, index: usize, value: Value) {
        assert!(
            self.mappings[index].is_none(),
            "argument {index} is already mapped"
        );
        self.mappings[index] = Some(InputMapping::Value(value));
    }

    /// Where original argument `index` went (`None`: not mapped, which
    /// drops it).
    pub fn input_mapping(&self, index: usize) -> Option<&InputMapping> {
        self.mappings.get(index)?.as_ref()
    }

    /// The number of original arguments.
    pub fn num_original_inputs(&self) -> usize {
        self.mappings.len()
    }

    /// The types of the new arguments.
    pub fn converted_types(&self) -> &[Type] {
        &self.converted
    }
}
