//! `memref.alloc` and `memref.alloca` behind one interface, as MLIR's
//! templates over `AllocLikeOp` see them.

use crate::memref::{AllocOp, AllocaOp};
use ods_runtime::ods::op::Op;
use ods_runtime::{Attribute, Context, OpCreator, Type, Value};

/// An allocation (`memref.alloc` or `memref.alloca`): its memref, sizes,
/// symbols and alignment, and a new one like it.
pub(super) trait AllocLike: Op {
    /// The allocated memref and the dynamic sizes.
    fn memref_and_sizes(self, ctx: &Context) -> (Value, Vec<Value>);
    /// The operands of the layout's symbols.
    #[cfg_attr(not(feature = "func"), allow(dead_code))]
    fn symbol_operands(self, ctx: &Context) -> Vec<Value>;
    /// The `alignment` attribute.
    #[cfg_attr(not(feature = "func"), allow(dead_code))]
    fn alignment_attr(self, ctx: &Context) -> Option<Attribute>;
    /// A new allocation of `ty` with `dynamic_sizes` and `alignment`.
    #[cfg_attr(not(feature = "func"), allow(dead_code))]
    fn create_like(
        b: &mut impl OpCreator,
        loc: Attribute,
        ty: Type,
        dynamic_sizes: Vec<Value>,
        alignment: Option<Attribute>,
    ) -> Self;
}

macro_rules! alloc_like {
    ($op:ty) => {
        impl AllocLike for $op {
            fn memref_and_sizes(self, ctx: &Context) -> (Value, Vec<Value>) {
                (self.memref(ctx), self.dynamic_sizes(ctx))
            }
            fn symbol_operands(self, ctx: &Context) -> Vec<Value> {
                <$op>::symbol_operands(self, ctx)
            }
            fn alignment_attr(self, ctx: &Context) -> Option<Attribute> {
                <$op>::alignment_attr(self, ctx)
            }
            fn create_like(
                b: &mut impl OpCreator,
                loc: Attribute,
                ty: Type,
                dynamic_sizes: Vec<Value>,
                alignment: Option<Attribute>,
            ) -> Self {
                <$op>::create_memref_type_dynamic_sizes_symbol_operands(
                    b,
                    loc,
                    ty,
                    dynamic_sizes,
                    Vec::new(),
                    alignment,
                )
            }
        }
    };
}

alloc_like!(AllocOp);
alloc_like!(AllocaOp);
