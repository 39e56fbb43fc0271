//! Type conversion (MLIR's `TypeConverter`): the callbacks that say what a
//! type becomes, tried from the last added to the first, with their
//! results cached, and the materializations that bridge a converted value
//! and its original type.

use super::materialize::MaterializationBuilder;
use super::signature::SignatureConversion;
use crate::interfaces::function::function_type_parts;
use crate::{Attribute, Context, OpId, RegionId, Type, Value};
use rustc_hash::FxHashMap;
use std::cell::RefCell;
use std::rc::Rc;

/// What a conversion callback made of a type.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Converted {
    /// These types (none: the type is dropped; several: one-to-many).
    Types(Vec<Type>),
    /// The type cannot be converted; no other callback is tried.
    Failure,
}

type ConversionFn = Rc<dyn Fn(&mut Context, Type) -> Option<Converted>>;
/// Makes a value of a type from values of others; `None` when it cannot.
pub type SourceMaterializationFn =
    Rc<dyn Fn(&mut MaterializationBuilder<'_>, Type, &[Value], Attribute) -> Option<Value>>;
/// Makes values of several types from values of others, given the type
/// of the original value when known; `None` when it cannot.
pub type TargetMaterializationFn = Rc<
    dyn Fn(
        &mut MaterializationBuilder<'_>,
        &[Type],
        &[Value],
        Option<Type>,
        Attribute,
    ) -> Option<Vec<Value>>,
>;

/// Converts types.
///
/// ```
/// use ods_runtime::conversion::TypeConverter;
/// use ods_runtime::helpers::integer;
/// use ods_runtime::{Context, Signedness};
///
/// let mut ctx = Context::new();
/// let (i32t, i64t) = (integer(&mut ctx, 32, Signedness::Signless), integer(&mut ctx, 64, Signedness::Signless));
/// let mut converter = TypeConverter::new();
/// converter.add_conversion(|_, t| Some(t)); // everything else is legal
/// converter.add_conversion(move |_, t| (t == i32t).then_some(i64t));
/// assert_eq!(converter.convert_type(&mut ctx, i32t), Some(i64t));
/// assert_eq!(converter.convert_type(&mut ctx, i64t), Some(i64t));
/// assert!(converter.is_legal_type(&mut ctx, i64t));
/// ```
///
/// A clone shares the callbacks and the cache (MLIR's patterns share one
/// converter by pointer; ours each hold a clone of it), so that a type is
/// converted once, and a conversion that reports an error reports it
/// once, as in MLIR. A clone given a conversion of its own takes a cache
/// of its own.
#[derive(Default, Clone)]
pub struct TypeConverter {
    conversions: Vec<ConversionFn>,
    sources: Vec<SourceMaterializationFn>,
    targets: Vec<TargetMaterializationFn>,
    cache: Rc<RefCell<FxHashMap<Type, Option<Vec<Type>>>>>,
}

impl TypeConverter {
    /// A converter that converts nothing.
    pub fn new() -> TypeConverter {
        TypeConverter::default()
    }

    /// Adds a one-to-one conversion: `callback` returns the new type, or
    /// `None` to let the callbacks added before it decide.
    pub fn add_conversion(
        &mut self,
        callback: impl Fn(&mut Context, Type) -> Option<Type> + 'static,
    ) -> &mut Self {
        self.add_conversion_fn(move |ctx, t| callback(ctx, t).map(|t| Converted::Types(vec![t])))
    }

    /// Adds a conversion that may drop a type, make several of it or fail:
    /// `None` lets the callbacks added before it decide.
    pub fn add_conversion_fn(
        &mut self,
        callback: impl Fn(&mut Context, Type) -> Option<Converted> + 'static,
    ) -> &mut Self {
        self.conversions.push(Rc::new(callback));
        self.cache = Rc::default();
        self
    }

    /// Adds a source materialization: from converted values back to an
    /// original type. Without one that succeeds, a conversion that leaves
    /// such a value in use fails.
    pub fn add_source_materialization(
        &mut self,
        callback: impl Fn(&mut MaterializationBuilder<'_>, Type, &[Value], Attribute) -> Option<Value>
            + 'static,
    ) -> &mut Self {
        self.sources.push(Rc::new(callback));
        self
    }

    /// Adds a target materialization: from original values to converted
    /// types.
    pub fn add_target_materialization(
        &mut self,
        callback: impl Fn(&mut MaterializationBuilder<'_>, &[Type], &[Value], Attribute) -> Option<Vec<Value>>
            + 'static,
    ) -> &mut Self {
        self.add_target_materialization_with_original(move |b, types, inputs, _, loc| {
            callback(b, types, inputs, loc)
        })
    }

    /// Adds a target materialization that also takes the type of the
    /// original value, when known (MLIR's callback with `originalType`:
    /// what the converted values cannot tell, as a memref's static shape
    /// behind a bare pointer).
    pub fn add_target_materialization_with_original(
        &mut self,
        callback: impl Fn(
                &mut MaterializationBuilder<'_>,
                &[Type],
                &[Value],
                Option<Type>,
                Attribute,
            ) -> Option<Vec<Value>>
            + 'static,
    ) -> &mut Self {
        self.targets.push(Rc::new(callback));
        self
    }

    /// The types `ty` converts to (empty when dropped), or `None` when it
    /// does not convert.
    pub fn convert_types(&self, ctx: &mut Context, ty: Type) -> Option<Vec<Type>> {
        if let Some(hit) = self.cache.borrow().get(&ty) {
            return hit.clone();
        }
        let result = self
            .conversions
            .iter()
            .rev()
            .find_map(|c| c(ctx, ty))
            .and_then(|c| match c {
                Converted::Types(types) => Some(types),
                Converted::Failure => None,
            });
        self.cache.borrow_mut().insert(ty, result.clone());
        result
    }

    /// The one type `ty` converts to, or `None` (no conversion, or not to
    /// exactly one type).
    pub fn convert_type(&self, ctx: &mut Context, ty: Type) -> Option<Type> {
        match self.convert_types(ctx, ty)?.as_slice() {
            [one] => Some(*one),
            _ => None,
        }
    }

    /// The types `types` convert to, one after another (MLIR's
    /// `convertTypes`), or `None` when one does not convert.
    pub fn convert_type_range(&self, ctx: &mut Context, types: &[Type]) -> Option<Vec<Type>> {
        let mut converted = Vec::with_capacity(types.len());
        for &t in types {
            converted.extend(self.convert_types(ctx, t)?);
        }
        Some(converted)
    }

    /// Whether `ty` converts to itself.
    pub fn is_legal_type(&self, ctx: &mut Context, ty: Type) -> bool {
        self.convert_type(ctx, ty) == Some(ty)
    }

    /// Whether every type of `types` converts to itself.
    pub fn is_legal_types(&self, ctx: &mut Context, types: &[Type]) -> bool {
        types.iter().all(|&t| self.is_legal_type(ctx, t))
    }

    /// Whether the types of `values` are legal.
    pub fn is_legal_values(&self, ctx: &mut Context, values: &[Value]) -> bool {
        let types = ctx.value_types(values.iter().copied());
        self.is_legal_types(ctx, &types)
    }

    /// Whether the operand and result types of `op` are legal.
    pub fn is_legal_op(&self, ctx: &mut Context, op: OpId) -> bool {
        let values: Vec<Value> = ctx
            .operands(op)
            .into_iter()
            .chain(ctx.results(op))
            .collect();
        self.is_legal_values(ctx, &values)
    }

    /// Whether the arguments of every block of `region` have legal types
    /// (MLIR's `isLegal(Region *)`).
    pub fn is_legal_region(&self, ctx: &mut Context, region: RegionId) -> bool {
        let args: Vec<Value> = ctx
            .blocks(region)
            .iter()
            .flat_map(|&b| ctx.block_args(b))
            .collect();
        self.is_legal_values(ctx, &args)
    }

    /// Whether the inputs and results of function type `ty` are legal
    /// (MLIR's `isSignatureLegal`); a type that is no function type is.
    pub fn is_signature_legal(&self, ctx: &mut Context, ty: Type) -> bool {
        let Some((inputs, results)) = function_type_parts(ctx, ty) else {
            return true;
        };
        self.is_legal_types(ctx, &inputs) && self.is_legal_types(ctx, &results)
    }

    /// Converts the types of a signature's inputs into `conversion`
    /// (MLIR's `convertSignatureArgs`): `false` when one does not convert.
    pub fn convert_signature_args(
        &self,
        ctx: &mut Context,
        types: &[Type],
        conversion: &mut SignatureConversion,
    ) -> bool {
        types
            .iter()
            .enumerate()
            .all(|(i, &t)| match self.convert_types(ctx, t) {
                Some(converted) => {
                    conversion.add_inputs(i, &converted);
                    true
                }
                None => false,
            })
    }

    /// A source materialization of `inputs` to `ty`, the last added
    /// callback that succeeds.
    pub(super) fn materialize_source(
        &self,
        builder: &mut MaterializationBuilder<'_>,
        ty: Type,
        inputs: &[Value],
        loc: Attribute,
    ) -> Option<Value> {
        self.sources
            .iter()
            .rev()
            .find_map(|m| m(builder, ty, inputs, loc))
    }

    /// A target materialization of `inputs` to `types`, converting a
    /// value of type `original` when known.
    pub(super) fn materialize_target(
        &self,
        builder: &mut MaterializationBuilder<'_>,
        types: &[Type],
        inputs: &[Value],
        original: Option<Type>,
        loc: Attribute,
    ) -> Option<Vec<Value>> {
        self.targets
            .iter()
            .rev()
            .find_map(|m| m(builder, types, inputs, original, loc))
    }
}
