//! The Rust that `fixtures/ods/author_path.td` leaves to its dialect: the
//! `MeasuredOpInterface` of `au.measure`, whose C++ types arrive as Rust
//! ones, and its verifier, which asks the interface.

include!(concat!(env!("OUT_DIR"), "/author_path.rs"));

use au::*;
use ods_runtime::diag::Diagnostic;
use ods_runtime::ods::op::Op;
use ods_runtime::{Context, RankedTensorType, Type, Value};

impl MeasuredOpInterfaceImpl for MeasureOp {
    fn get_size(self, ctx: &Context) -> i64 {
        self.size(ctx) as i64
    }

    fn get_rank(self, ctx: &Context) -> u32 {
        let ty = ctx.value_type(self.input(ctx));
        RankedTensorType::try_from(ctx, ty).map_or(0, |t| t.shape(ctx).len() as u32)
    }

    fn can_hold(self, ctx: &Context, size: i64, rank: u32) -> bool {
        size <= self.get_size(ctx) && rank == self.get_rank(ctx)
    }

    fn get_element_type(self, ctx: &Context) -> Type {
        let ty = ctx.value_type(self.input(ctx));
        RankedTensorType::try_from(ctx, ty).map_or(ty, |t| t.element_type(ctx))
    }

    fn get_measured(self, ctx: &Context) -> Value {
        self.input(ctx)
    }

    fn get_label(self, ctx: &Context, prefix: String) -> String {
        format!("{prefix}{}", self.get_size(ctx))
    }

    fn resize(self, ctx: &mut Context, size: i64) {
        self.set_size(ctx, size as u64);
    }
}

impl MeasureOpHooks for MeasureOp {
    /// Asks its own interface, as a verifier with `&Context` can: the size
    /// must hold one element of the input's rank.
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let measured = MeasuredOpInterface::try_from(ctx, self.id())
            .expect("au.measure lists MeasuredOpInterface");
        let rank = measured.get_rank(ctx);
        if !measured.can_hold(ctx, 1, rank) {
            let size = measured.get_size(ctx);
            return Err(self.emit_op_error(ctx, format!("measures nothing: size {size}")));
        }
        Ok(())
    }
}
