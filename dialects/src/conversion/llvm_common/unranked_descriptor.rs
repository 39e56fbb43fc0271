//! MLIR's `UnrankedMemRefDescriptor`: an unranked memref as the llvm
//! struct `(rank, pointer to a ranked descriptor)`, and the copies of the
//! ranked descriptors that cross function boundaries.

use super::functions::{enclosing_module, lookup_or_create_reserved_fn};
use super::memref_descriptor::index_attr_constant;
use super::type_converter::LlvmTypeConverter;
use crate::llvm::{
    AddOp, AllocaOp, CallOp, ExtractValueOp, InsertValueOp, LLVMPointerType, LLVMStructType,
    LLVMVoidType, MemcpyOp, MulOp, PoisonOp,
};
use ods_runtime::conversion::ConversionPatternRewriter;
use ods_runtime::ods::op::Op;
use ods_runtime::{Attribute, OpCreator, OpId, Signedness, Type, TypeKind, Value};

/// An unranked memref descriptor value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UnrankedMemRefDescriptor(Value);

impl UnrankedMemRefDescriptor {
    /// The descriptor `value` holds.
    pub fn new(value: Value) -> UnrankedMemRefDescriptor {
        UnrankedMemRefDescriptor(value)
    }

    /// The descriptor value.
    pub fn value(self) -> Value {
        self.0
    }

    /// A descriptor of type `ty` with no field set (`llvm.mlir.poison`).
    pub fn poison(b: &mut impl OpCreator, loc: Attribute, ty: Type) -> UnrankedMemRefDescriptor {
        UnrankedMemRefDescriptor(PoisonOp::create(b, loc, ty).res(b.context()))
    }

    /// The descriptor of type `ty` of `rank` and the pointer `ranked` to
    /// a ranked descriptor (MLIR's `pack`).
    pub fn pack(
        b: &mut impl OpCreator,
        loc: Attribute,
        ty: Type,
        rank: Value,
        ranked: Value,
    ) -> UnrankedMemRefDescriptor {
        let mut d = UnrankedMemRefDescriptor::poison(b, loc, ty);
        d.set(b, loc, 0, rank);
        d.set(b, loc, 1, ranked);
        d
    }

    /// Its rank and pointer (MLIR's `unpack`).
    pub fn unpack(self, b: &mut impl OpCreator, loc: Attribute) -> [Value; 2] {
        [self.rank(b, loc), self.ranked_ptr(b, loc)]
    }

    /// The rank.
    pub fn rank(self, b: &mut impl OpCreator, loc: Attribute) -> Value {
        self.field(b, loc, 0)
    }

    /// The pointer to the ranked descriptor (MLIR's `memRefDescPtr`).
    pub fn ranked_ptr(self, b: &mut impl OpCreator, loc: Attribute) -> Value {
        self.field(b, loc, 1)
    }

    /// Sets the rank.
    pub fn set_rank(&mut self, b: &mut impl OpCreator, loc: Attribute, v: Value) {
        self.set(b, loc, 0, v);
    }

    /// Sets the pointer to the ranked descriptor (MLIR's
    /// `setMemRefDescPtr`).
    pub fn set_ranked_ptr(&mut self, b: &mut impl OpCreator, loc: Attribute, v: Value) {
        self.set(b, loc, 1, v);
    }

    /// Sets the field at `position` to `v`.
    fn set(&mut self, b: &mut impl OpCreator, loc: Attribute, position: i64, v: Value) {
        let ty = b.context().value_type(self.0);
        self.0 = InsertValueOp::create(b, loc, ty, self.0, v, vec![position]).res(b.context());
    }

    /// The field at `position`.
    fn field(self, b: &mut impl OpCreator, loc: Attribute, position: i64) -> Value {
        let ctx = b.context();
        let ty = LLVMStructType::from_type_unchecked(ctx.value_type(self.0)).elements(ctx)
            [position as usize];
        ExtractValueOp::create(b, loc, ty, self.0, vec![position]).res(b.context())
    }
}

/// The bytes the ranked descriptor behind `descriptor` takes: two
/// pointers, then the offset, sizes and strides as indices, densely packed
/// (MLIR's `computeSizes` of one descriptor).
pub fn descriptor_size(
    rw: &mut ConversionPatternRewriter<'_>,
    converter: &LlvmTypeConverter,
    loc: Attribute,
    descriptor: UnrankedMemRefDescriptor,
) -> Value {
    let index = converter.index_type(rw.context());
    let bits = converter.options().index_bitwidth;
    let one = index_attr_constant(rw, loc, index, 1);
    let two = index_attr_constant(rw, loc, index, 2);
    let index_size = index_attr_constant(rw, loc, index, i64::from(bits.div_ceil(8)));
    // The data layout's 64-bit pointers, whatever the address space.
    let pointer_size = index_attr_constant(rw, loc, index, 8);
    let pointers = MulOp::create(rw, loc, index, two, pointer_size, None).res(rw);
    let rank = descriptor.rank(rw, loc);
    let double_rank = MulOp::create(rw, loc, index, two, rank, None).res(rw);
    let fields = AddOp::create(rw, loc, index, double_rank, one, None).res(rw);
    let fields_size = MulOp::create(rw, loc, index, fields, index_size, None).res(rw);
    AddOp::create(rw, loc, index, pointers, fields_size, None).res(rw)
}

/// Copies the ranked descriptors behind the unranked memrefs among
/// `values` (of original `types`) out of the frame that made them (MLIR's
/// `copyUnrankedDescriptors`): to the heap (`malloc`) when `to_dynamic`,
/// as a function returns them, else to the stack, freeing the heap copy,
/// as a caller receives them. `false` when `op` is in no module, or the
/// module declares `malloc` or `free` with another type.
pub fn copy_unranked_descriptors(
    rw: &mut ConversionPatternRewriter<'_>,
    converter: &LlvmTypeConverter,
    op: OpId,
    types: &[Type],
    values: &mut [Value],
    to_dynamic: bool,
) -> bool {
    let unranked: Vec<usize> = (0..types.len())
        .filter(|&i| matches!(rw.type_kind(types[i]), TypeKind::UnrankedMemRef { .. }))
        .collect();
    if unranked.is_empty() {
        return true;
    }
    let Some(module) = enclosing_module(rw, op) else {
        return false;
    };
    let loc = rw.op_loc(op);
    let index = converter.index_type(rw.context());
    let ptr = LLVMPointerType::intern(rw.context(), 0).ty();
    let void = LLVMVoidType::get(rw.context()).ty();
    let function = match to_dynamic {
        true => lookup_or_create_reserved_fn(rw, module, loc, "malloc", vec![index], ptr),
        false => lookup_or_create_reserved_fn(rw, module, loc, "free", vec![ptr], void),
    };
    let Some(function) = function else {
        return false;
    };
    for i in unranked {
        let descriptor = UnrankedMemRefDescriptor::new(values[i]);
        let size = descriptor_size(rw, converter, loc, descriptor);
        let memory = if to_dynamic {
            let call = CallOp::create_func(rw, loc, function, vec![size]);
            rw.results(call.id())[0]
        } else {
            let i8_ty = rw.context().ty(TypeKind::Integer {
                width: 8,
                signedness: Signedness::Signless,
            });
            AllocaOp::create_result_type_element_type(rw, loc, ptr, i8_ty, size, Some(0)).res(rw)
        };
        let source = descriptor.ranked_ptr(rw, loc);
        MemcpyOp::create(
            rw, loc, memory, source, size, false, None, None, None, None, None, None,
        );
        if !to_dynamic {
            CallOp::create_func(rw, loc, function, vec![source]);
        }
        // A new descriptor: the same one may be returned several times.
        let ty = rw.value_type(values[i]);
        let mut copy = UnrankedMemRefDescriptor::poison(rw, loc, ty);
        let rank = descriptor.rank(rw, loc);
        copy.set(rw, loc, 0, rank);
        copy.set(rw, loc, 1, memory);
        values[i] = copy.value();
    }
    true
}
