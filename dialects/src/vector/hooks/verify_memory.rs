//! The verifiers of the ops reading and writing a base buffer with
//! vectors (MLIR's `LoadOp::verify` to `CompressStoreOp::verify`): element
//! types, index counts, and the shapes of masks, indices and pass-through
//! values against the vector moved.

use super::types::{shape_of, VectorParts};
use ods_runtime::diag::Diagnostic;
use ods_runtime::ods::pred;
use ods_runtime::{Context, OpId, Type, Value};

type Checked = Result<(), Diagnostic>;

/// What a memory op moves: read into its result, or written from its
/// value to store. It names that vector in the messages.
#[derive(Clone, Copy)]
pub(super) enum Moved {
    /// A load's result.
    Result,
    /// A store's value to store.
    ValueToStore,
}

impl Moved {
    fn name(self) -> &'static str {
        match self {
            Moved::Result => "result",
            Moved::ValueToStore => "valueToStore",
        }
    }
}

/// The parts of a memory op the verifiers compare.
pub(super) struct Access {
    /// The op.
    pub op: OpId,
    /// The memref or tensor read or written.
    pub base: Value,
    /// How many indices address the base.
    pub indices: usize,
    /// The vector moved.
    pub vector: Value,
    /// Which vector it is.
    pub moved: Moved,
}

impl Access {
    fn error(&self, ctx: &Context, message: impl std::fmt::Display) -> Diagnostic {
        ods_runtime::ods::op::op_error(ctx, self.op, message.to_string())
    }

    fn base_type(&self, ctx: &Context) -> Type {
        ctx.value_type(self.base)
    }

    fn vector_type(&self, ctx: &Context) -> Type {
        ctx.value_type(self.vector)
    }

    /// `element` (the base's) is the vector's element type, else
    /// `message`; then one index addresses each base dimension.
    fn element_and_indices(&self, ctx: &Context, element: Type, message: &str) -> Checked {
        if element != super::types::element_of(ctx, self.vector_type(ctx)) {
            return Err(self.error(ctx, message));
        }
        self.indices(ctx)
    }

    /// [`Access::element_and_indices`] for the masked, gathering and
    /// compressing ops: the base's element type, compared as it is.
    fn masked_element_and_indices(&self, ctx: &Context) -> Checked {
        let element = pred::element_type_or_self(ctx, self.base_type(ctx));
        let name = self.moved.name();
        self.element_and_indices(
            ctx,
            element,
            &format!("base and {name} element type should match"),
        )
    }

    fn indices(&self, ctx: &Context) -> Checked {
        let rank = pred::rank(ctx, self.base_type(ctx)).unwrap_or(0);
        if self.indices as i64 != rank {
            return Err(self.error(ctx, format!("requires {rank} indices")));
        }
        Ok(())
    }

    /// `other` (a mask or index vector) has the vector's shape, else
    /// `message`.
    fn same_shape(&self, ctx: &Context, other: Value, message: &str) -> Checked {
        let shape = shape_of(ctx, self.vector_type(ctx));
        if shape != shape_of(ctx, ctx.value_type(other)) {
            return Err(self.error(ctx, message));
        }
        Ok(())
    }

    /// The pass-through value is of the result's type.
    fn pass_thru(&self, ctx: &Context, pass_thru: Value) -> Checked {
        if ctx.value_type(pass_thru) != self.vector_type(ctx) {
            return Err(self.error(ctx, "expected pass_thru of same type as result type"));
        }
        Ok(())
    }
}

/// `vector.load` and `vector.store`: a memref base's innermost stride is 1
/// unless one element moves; the base has as many dimensions as the
/// vector at least; a base of vectors holds the vector's type, else the
/// vector's element type; one index per base dimension.
pub(super) fn load_store(ctx: &Context, access: Access) -> Checked {
    let base = access.base_type(ctx);
    let vector = access.vector_type(ctx);
    unit_stride_layout(ctx, &access, base, vector)?;
    let rank = pred::rank(ctx, base).unwrap_or(0);
    if rank < shape_of(ctx, vector).len() as i64 {
        let message = match access.moved {
            Moved::Result => "destination memref has lower rank than the result vector",
            Moved::ValueToStore => "source memref has lower rank than the vector to store",
        };
        return Err(access.error(ctx, message));
    }
    let element = pred::element_type_or_self(ctx, base);
    if VectorParts::of(ctx, element).is_some() && element != vector {
        let name = access.moved.name();
        return Err(access.error(
            ctx,
            format!("base memref and {name} vector types should match"),
        ));
    }
    let message = match access.moved {
        Moved::Result => "base and result element types should match",
        Moved::ValueToStore => "base and valueToStore element type should match",
    };
    access.element_and_indices(ctx, super::types::element_of(ctx, element), message)
}

/// A load or store of more than one element (or of a scalable vector)
/// needs a memref whose innermost stride is 1 (MLIR's
/// `verifyLoadStoreMemRefLayout`); a tensor base has no layout.
fn unit_stride_layout(ctx: &Context, access: &Access, base: Type, vector: Type) -> Checked {
    let parts = VectorParts::of(ctx, vector);
    let scalar_like = parts
        .as_ref()
        .is_some_and(|p| !p.scalable.contains(&true) && (p.rank() == 0 || p.num_elements() == 1));
    if scalar_like
        || !pred::is_memref(ctx, base)
        || crate::strided_layout::is_last_dim_unit_stride(ctx, base)
    {
        return Ok(());
    }
    Err(access.error(ctx, "most minor memref dim must have unit stride"))
}

/// `vector.maskedload`: then the mask has the result's shape and the
/// pass-through value its type.
pub(super) fn masked_load(ctx: &Context, access: Access, mask: Value, pass_thru: Value) -> Checked {
    access.masked_element_and_indices(ctx)?;
    access.same_shape(ctx, mask, "expected result shape to match mask shape")?;
    access.pass_thru(ctx, pass_thru)
}

/// `vector.maskedstore`: then the mask has the stored value's shape.
pub(super) fn masked_store(ctx: &Context, access: Access, mask: Value) -> Checked {
    access.masked_element_and_indices(ctx)?;
    access.same_shape(ctx, mask, "expected valueToStore shape to match mask shape")
}

/// `vector.gather` and `vector.scatter`: then the index vector and the
/// mask have the moved vector's shape; a gather's pass-through value has
/// its result's type.
pub(super) fn gather_scatter(
    ctx: &Context,
    access: Access,
    index_vector: Value,
    mask: Value,
    pass_thru: Option<Value>,
) -> Checked {
    access.masked_element_and_indices(ctx)?;
    let name = access.moved.name();
    access.same_shape(
        ctx,
        index_vector,
        &format!("expected {name} dim to match indices dim"),
    )?;
    access.same_shape(ctx, mask, &format!("expected {name} dim to match mask dim"))?;
    pass_thru.map_or(Ok(()), |p| access.pass_thru(ctx, p))
}

/// `vector.expandload` and `vector.compressstore`: then the mask's first
/// dimension is the moved vector's; an expanding load's pass-through
/// value has its result's type.
pub(super) fn expand_compress(
    ctx: &Context,
    access: Access,
    mask: Value,
    pass_thru: Option<Value>,
) -> Checked {
    access.masked_element_and_indices(ctx)?;
    let first = |v: Value| shape_of(ctx, ctx.value_type(v)).first().copied();
    if first(access.vector) != first(mask) {
        let name = access.moved.name();
        return Err(access.error(ctx, format!("expected {name} dim to match mask dim")));
    }
    pass_thru.map_or(Ok(()), |p| access.pass_thru(ctx, p))
}
