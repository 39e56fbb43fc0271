//! What the Rust generated from DRR patterns calls: the values and
//! attributes a pattern's symbols stand for, whatever their shape (one
//! value, an op's results, an operand group, what native code returned),
//! and the locations of its `location` directive.

use crate::ir::{AttrKind, Attribute, Type, Value};
use crate::{Context, IrError, IrResult};

/// The values a DRR symbol stands for: one value, an operand group, the
/// results of an op, or what a `NativeCodeCall` returned.
pub trait ValuePack {
    /// The values, in order.
    fn values(&self) -> &[Value];
}

impl ValuePack for Value {
    fn values(&self) -> &[Value] {
        std::slice::from_ref(self)
    }
}

impl ValuePack for Option<Value> {
    fn values(&self) -> &[Value] {
        self.as_slice()
    }
}

impl ValuePack for Vec<Value> {
    fn values(&self) -> &[Value] {
        self
    }
}

impl ValuePack for [Value] {
    fn values(&self) -> &[Value] {
        self
    }
}

impl<const N: usize> ValuePack for [Value; N] {
    fn values(&self) -> &[Value] {
        self
    }
}

impl<T: ValuePack + ?Sized> ValuePack for &T {
    fn values(&self) -> &[Value] {
        (**self).values()
    }
}

/// The value for an operand of one value: the first of `pack`, as MLIR's
/// generated code takes it.
pub fn single(pack: &(impl ValuePack + ?Sized), symbol: &str) -> IrResult<Value> {
    pack.values().first().copied().ok_or_else(|| {
        IrError::Invalid(format!(
            "DRR symbol '{symbol}' has no value for an operand of one value"
        ))
    })
}

/// The value for an optional operand: the first of `pack`, if any.
pub fn optional(pack: &(impl ValuePack + ?Sized)) -> Option<Value> {
    pack.values().first().copied()
}

/// The types of `pack`'s values.
pub fn types(ctx: &Context, pack: &(impl ValuePack + ?Sized)) -> Vec<Type> {
    pack.values().iter().map(|&v| ctx.value_type(v)).collect()
}

/// An attribute a DRR symbol stands for, present or not.
pub trait AttrPack {
    /// The attribute, if present.
    fn attr(self) -> Option<Attribute>;
}

impl AttrPack for Attribute {
    fn attr(self) -> Option<Attribute> {
        Some(self)
    }
}

impl AttrPack for Option<Attribute> {
    fn attr(self) -> Option<Attribute> {
        self
    }
}

/// The attribute for a required attribute of an op built.
pub fn required_attr(pack: impl AttrPack, name: &str) -> IrResult<Attribute> {
    pack.attr().ok_or_else(|| {
        IrError::Invalid(format!(
            "DRR pattern builds an op without its required attribute '{name}'"
        ))
    })
}

/// `(location "name")`: a location made of a name.
pub fn name_loc(ctx: &mut Context, name: &str) -> Attribute {
    let name = ctx.symbol(name);
    ctx.attr(AttrKind::NameLoc { name, child: None })
}

/// `(location $v)`: where `pack`'s first value is defined (its op's
/// location, or its block argument's).
pub fn value_loc(ctx: &Context, pack: &(impl ValuePack + ?Sized)) -> Attribute {
    pack.values()
        .first()
        .map_or_else(|| ctx.unknown_loc(), |&v| ctx.value_loc(v))
}
