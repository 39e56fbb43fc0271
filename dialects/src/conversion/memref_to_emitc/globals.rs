//! `memref.global` as `emitc.global` (a rank-0 global as a scalar of its
//! one value), `get_global` as `emitc.get_global` (of a rank-0 global,
//! its address).

use crate::conversion::lowering::Lowering;
use crate::emitc::{self, flags, AddressOfOp, ArrayType, LValueType, PointerType};
use crate::memref::{only_element, GetGlobalOp, GlobalOp};
use ods_runtime::conversion::{ConversionPatternRewriter, TypeConverter};
use ods_runtime::interfaces::symbols::{visibility, Visibility};
use ods_runtime::ods::op::Op;
use ods_runtime::{AttrKind, Context, IrResult, Type, TypeKind, Value};

/// The shape, `None` where dynamic, and element type of the memref type
/// `ty`.
fn memref_parts(ctx: &Context, ty: Type) -> Option<(Vec<Option<i64>>, Type)> {
    match ctx.type_kind(ty) {
        TypeKind::MemRef { shape, element, .. } => Some((shape.to_vec(), *element)),
        _ => None,
    }
}

/// What a global of memref type `ty` is in C: its converted element for
/// rank 0, else the array of its static shape; `None` for a dynamic
/// shape or an element that does not convert.
fn global_type(
    rw: &mut ConversionPatternRewriter<'_>,
    converter: &TypeConverter,
    ty: Type,
) -> Option<Type> {
    let (shape, element) = memref_parts(rw, ty)?;
    let shape: Vec<i64> = shape.into_iter().collect::<Option<_>>()?;
    let element = converter.convert_type(rw.context(), element)?;
    if shape.is_empty() {
        return Some(element);
    }
    Some(ArrayType::get(rw.context(), shape, element).ty())
}

pub(in crate::conversion) struct GlobalLowering;

impl Lowering<GlobalOp, ()> for GlobalLowering {
    fn lower(
        &self,
        op: GlobalOp,
        _: &[Value],
        converter: &TypeConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let ty = op.r#type(rw);
        let static_shape = memref_parts(rw, ty).is_some_and(|(s, _)| s.iter().all(Option::is_some));
        if !static_shape {
            return rw.notify_match_failure(op.id(), "cannot transform global with dynamic shape");
        }
        if op.alignment(rw).unwrap_or(1) > 1 {
            return rw.notify_match_failure(
                op.id(),
                "global variable with alignment requirement is currently not supported",
            );
        }
        let Some(global_type) = global_type(rw, converter, ty) else {
            return rw.notify_match_failure(op.id(), "cannot convert result type");
        };
        let is_static = match visibility(rw, op.id()) {
            Visibility::Public => false,
            Visibility::Private => true,
            Visibility::Nested => {
                return rw.notify_match_failure(
                    op.id(),
                    "only public and private visibility is currently supported",
                )
            }
        };
        // An `uninitialized` global has a unit initial value.
        let mut initial_value = op
            .initial_value_attr(rw)
            .filter(|&v| !matches!(rw.attr_kind(v), AttrKind::Unit));
        if !ArrayType::isa(rw, global_type) {
            initial_value = initial_value.and_then(|v| only_element(rw.context(), v));
        }
        let name = op.sym_name(rw).to_string();
        let constant = op.constant(rw);
        let loc = op.loc(rw);
        // Linkage is explicit: constants default to another one in C++.
        let (extern_specifier, static_specifier) = if is_static {
            (flags::ExternSpecifier::No, flags::StaticSpecifier::Yes)
        } else {
            (flags::ExternSpecifier::Yes, flags::StaticSpecifier::No)
        };
        let const_specifier = if constant {
            flags::ConstSpecifier::Yes
        } else {
            flags::ConstSpecifier::No
        };
        emitc::GlobalOp::create(
            rw,
            loc,
            &name,
            global_type,
            initial_value,
            extern_specifier,
            static_specifier,
            const_specifier,
        );
        rw.replace_op(op.id(), &[])?;
        Ok(true)
    }
}

pub(in crate::conversion) struct GetGlobalLowering;

impl Lowering<GetGlobalOp, ()> for GetGlobalLowering {
    fn lower(
        &self,
        op: GetGlobalOp,
        _: &[Value],
        converter: &TypeConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let ty = rw.value_type(rw.result(op.id(), 0));
        let Some(global_type) = global_type(rw, converter, ty) else {
            return rw.notify_match_failure(op.id(), "cannot convert result type");
        };
        let name = op.name(rw).to_string();
        let loc = op.loc(rw);
        let result = if ArrayType::isa(rw, global_type) {
            let global = emitc::GetGlobalOp::create(rw, loc, global_type, &name);
            rw.result(global.id(), 0)
        } else {
            let lvalue = LValueType::get(rw.context(), global_type).ty();
            let global = emitc::GetGlobalOp::create(rw, loc, lvalue, &name);
            let global = rw.result(global.id(), 0);
            let pointer = PointerType::get(rw.context(), global_type).ty();
            let address = AddressOfOp::create(rw, loc, pointer, global);
            rw.result(address.id(), 0)
        };
        rw.replace_op(op.id(), &[result])?;
        Ok(true)
    }
}
