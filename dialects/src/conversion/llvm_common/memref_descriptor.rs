//! MLIR's `MemRefDescriptor`: a ranked memref as the llvm struct
//! `(allocated ptr, aligned ptr, offset, sizes[rank], strides[rank])`,
//! built and read with `llvm.insertvalue` and `llvm.extractvalue`.

use crate::llvm::{
    ConstantOp, ExtractValueOp, InsertValueOp, LLVMArrayType, LLVMStructType, PoisonOp,
};
use ods_runtime::ods::convert;
use ods_runtime::{Attribute, Context, OpCreator, Type, Value};

/// The static layout of a memref a bare pointer stands for: its sizes,
/// strides and offset, all known.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StaticLayout {
    /// The size of each dimension.
    pub sizes: Vec<i64>,
    /// The stride of each dimension.
    pub strides: Vec<i64>,
    /// The offset, in elements.
    pub offset: i64,
}

/// Where a field sits in the descriptor.
const ALLOCATED_PTR: i64 = 0;
const ALIGNED_PTR: i64 = 1;
const OFFSET: i64 = 2;
const SIZES: i64 = 3;
const STRIDES: i64 = 4;

/// A memref descriptor value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MemRefDescriptor(Value);

impl MemRefDescriptor {
    /// The descriptor `value` holds.
    pub fn new(value: Value) -> MemRefDescriptor {
        MemRefDescriptor(value)
    }

    /// A descriptor of type `ty` with no field set (`llvm.mlir.poison`).
    pub fn poison(b: &mut impl OpCreator, loc: Attribute, ty: Type) -> MemRefDescriptor {
        let poison = PoisonOp::create(b, loc, ty);
        MemRefDescriptor(poison.res(b.context()))
    }

    /// The descriptor value.
    pub fn value(self) -> Value {
        self.0
    }

    /// The descriptor of type `ty` made of its unpacked fields `values`
    /// (pointers, offset, sizes, then strides; MLIR's `pack`).
    pub fn pack(
        b: &mut impl OpCreator,
        loc: Attribute,
        ty: Type,
        values: &[Value],
    ) -> MemRefDescriptor {
        let mut d = MemRefDescriptor::poison(b, loc, ty);
        let rank = (values.len() - 3) / 2;
        d.set(b, loc, vec![ALLOCATED_PTR], values[0]);
        d.set(b, loc, vec![ALIGNED_PTR], values[1]);
        d.set(b, loc, vec![OFFSET], values[2]);
        for i in 0..rank {
            d.set(b, loc, vec![SIZES, i as i64], values[3 + i]);
            d.set(b, loc, vec![STRIDES, i as i64], values[3 + rank + i]);
        }
        d
    }

    /// The descriptor of type `ty` of a memref of `layout` whose two
    /// pointers are `ptr`, its sizes, strides and offset `llvm.mlir.constant`s
    /// of the integer type `index` (MLIR's `fromStaticShape`).
    pub fn from_static_shape(
        b: &mut impl OpCreator,
        loc: Attribute,
        ty: Type,
        index: Type,
        layout: &StaticLayout,
        ptr: Value,
    ) -> MemRefDescriptor {
        let mut d = MemRefDescriptor::poison(b, loc, ty);
        d.set_allocated_ptr(b, loc, ptr);
        d.set_aligned_ptr(b, loc, ptr);
        let offset = index_attr_constant(b, loc, index, layout.offset);
        d.set_offset(b, loc, offset);
        for (i, (&size, &stride)) in layout.sizes.iter().zip(&layout.strides).enumerate() {
            let size = index_attr_constant(b, loc, index, size);
            d.set_size(b, loc, i, size);
            let stride = index_attr_constant(b, loc, index, stride);
            d.set_stride(b, loc, i, stride);
        }
        d
    }

    /// The fields of the descriptor, pointers, offset, sizes, then
    /// strides (MLIR's `unpack`).
    pub fn unpack(self, b: &mut impl OpCreator, loc: Attribute) -> Vec<Value> {
        let rank = self.rank(b.context());
        let mut fields = vec![
            self.field(b, loc, vec![ALLOCATED_PTR]),
            self.field(b, loc, vec![ALIGNED_PTR]),
            self.field(b, loc, vec![OFFSET]),
        ];
        for group in [SIZES, STRIDES] {
            for i in 0..rank {
                fields.push(self.field(b, loc, vec![group, i as i64]));
            }
        }
        fields
    }

    /// The allocated pointer.
    pub fn allocated_ptr(self, b: &mut impl OpCreator, loc: Attribute) -> Value {
        self.field(b, loc, vec![ALLOCATED_PTR])
    }

    /// The aligned pointer.
    pub fn aligned_ptr(self, b: &mut impl OpCreator, loc: Attribute) -> Value {
        self.field(b, loc, vec![ALIGNED_PTR])
    }

    /// The offset.
    pub fn offset(self, b: &mut impl OpCreator, loc: Attribute) -> Value {
        self.field(b, loc, vec![OFFSET])
    }

    /// The size of dimension `dim`.
    pub fn size(self, b: &mut impl OpCreator, loc: Attribute, dim: usize) -> Value {
        self.field(b, loc, vec![SIZES, dim as i64])
    }

    /// The stride of dimension `dim`.
    pub fn stride(self, b: &mut impl OpCreator, loc: Attribute, dim: usize) -> Value {
        self.field(b, loc, vec![STRIDES, dim as i64])
    }

    /// Sets the allocated pointer.
    pub fn set_allocated_ptr(&mut self, b: &mut impl OpCreator, loc: Attribute, v: Value) {
        self.set(b, loc, vec![ALLOCATED_PTR], v);
    }

    /// Sets the aligned pointer.
    pub fn set_aligned_ptr(&mut self, b: &mut impl OpCreator, loc: Attribute, v: Value) {
        self.set(b, loc, vec![ALIGNED_PTR], v);
    }

    /// Sets the offset.
    pub fn set_offset(&mut self, b: &mut impl OpCreator, loc: Attribute, v: Value) {
        self.set(b, loc, vec![OFFSET], v);
    }

    /// Sets the size of dimension `dim`.
    pub fn set_size(&mut self, b: &mut impl OpCreator, loc: Attribute, dim: usize, v: Value) {
        self.set(b, loc, vec![SIZES, dim as i64], v);
    }

    /// Sets the stride of dimension `dim`.
    pub fn set_stride(&mut self, b: &mut impl OpCreator, loc: Attribute, dim: usize, v: Value) {
        self.set(b, loc, vec![STRIDES, dim as i64], v);
    }

    /// The struct type of the descriptor.
    fn struct_type(self, ctx: &Context) -> LLVMStructType {
        LLVMStructType::from_type_unchecked(ctx.value_type(self.0))
    }

    /// The rank of the memref it describes.
    fn rank(self, ctx: &Context) -> usize {
        let elements = self.struct_type(ctx).elements(ctx);
        match elements.get(SIZES as usize) {
            Some(&array) => LLVMArrayType::from_type_unchecked(array).num_elements(ctx) as usize,
            None => 0,
        }
    }

    /// The field at `position`.
    fn field(self, b: &mut impl OpCreator, loc: Attribute, position: Vec<i64>) -> Value {
        let ctx = b.context();
        let elements = self.struct_type(ctx).elements(ctx);
        let mut ty = elements[position[0] as usize];
        if position.len() > 1 {
            ty = LLVMArrayType::from_type_unchecked(ty).element_type(ctx);
        }
        let op = ExtractValueOp::create(b, loc, ty, self.0, position);
        op.res(b.context())
    }

    /// Sets the field at `position` to `v`.
    fn set(&mut self, b: &mut impl OpCreator, loc: Attribute, position: Vec<i64>, v: Value) {
        let ty = b.context().value_type(self.0);
        let op = InsertValueOp::create(b, loc, ty, self.0, v, position);
        self.0 = op.res(b.context());
    }
}

/// `llvm.mlir.constant(value : index)` of the integer type `ty` (MLIR's
/// `createIndexAttrConstant`).
pub fn index_attr_constant(b: &mut impl OpCreator, loc: Attribute, ty: Type, value: i64) -> Value {
    let ctx = b.context();
    let index = ctx.index_type();
    let attr = convert::integer_attr(ctx, index, i128::from(value));
    ConstantOp::create(b, loc, ty, attr).res(b.context())
}
