//! `fixtures/oracle/dialects.td`, with the Rust of its dialect hooks (the
//! C++ is in `dialects.oracle.cpp`).

include!(concat!(env!("OUT_DIR"), "/dialects.rs"));

mod hooks {
    use super::od::*;
    use ods_runtime::diag::Diagnostic;
    use ods_runtime::interfaces::concept_of;
    use ods_runtime::ods::op::{op_error, Op};
    use ods_runtime::rewrite::{PatternRewriter, RewritePatternSet};
    use ods_runtime::{Attribute, Context, IrResult, OpId};
    use std::any::{Any, TypeId};
    use std::sync::atomic::{AtomicUsize, Ordering};

    /// How many contexts holding the dialect were dropped, which the tests
    /// of `hasNonDefaultDestructor` read.
    pub static DROPPED: AtomicUsize = AtomicUsize::new(0);

    impl ODDialectHooks for ODDialect {
        /// After the generated check of the discardable attributes'
        /// constraints: a weight is at most 1000, and the dialect has
        /// no other attributes.
        fn verify_operation_attribute(
            ctx: &Context,
            op: OpId,
            name: &str,
            attr: Attribute,
        ) -> Result<(), Diagnostic> {
            match name {
                ODDialect::WEIGHT_ATTR_NAME => match ODDialect::weight(ctx, op) {
                    Some(w) if w > 1000 => Err(op_error(ctx, op, "has a weight over 1000")),
                    _ => Ok(()),
                },
                ODDialect::TAG_ATTR_NAME => Ok(()),
                _ => {
                    let _ = attr;
                    Err(op_error(
                        ctx,
                        op,
                        format!("has an unknown attribute of the od dialect: '{name}'"),
                    ))
                }
            }
        }

        fn canonicalization_patterns(patterns: &mut RewritePatternSet) {
            patterns.add_op_fn::<IdOp>(remove_id);
        }

        fn destroy(_: &mut Context) {
            DROPPED.fetch_add(1, Ordering::SeqCst);
        }

        /// Every op of the dialect has a label: the ones without their own
        /// get the dialect's.
        fn op_interface_fallback(
            _: &Context,
            _: &str,
            interface: TypeId,
        ) -> Option<&'static (dyn Any + Send + Sync)> {
            concept_of(interface, &[&DIALECT_LABEL])
        }
    }

    /// The label of the ops without one of their own.
    static DIALECT_LABEL: LabelInterfaceConcept = LabelInterfaceConcept::of::<AnyOdOp>();

    /// Any op of the dialect, for its fallback label.
    #[derive(Clone, Copy, Debug)]
    pub struct AnyOdOp(OpId);

    impl Op for AnyOdOp {
        const NAME: &'static str = "od.*";
        fn from_id_unchecked(op: OpId) -> Self {
            AnyOdOp(op)
        }
        fn id(self) -> OpId {
            self.0
        }
    }

    impl LabelInterfaceImpl for AnyOdOp {
        fn label(self, ctx: &Context) -> String {
            format!("an op of od: {}", ctx.op_name_str(self.0))
        }
    }

    impl LabelInterfaceImpl for UseOp {
        fn label(self, _: &Context) -> String {
            "a use".into()
        }
    }

    /// `od.id %x` is `%x`.
    fn remove_id(rewriter: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
        let Some(id) = IdOp::cast(rewriter, op) else {
            return Ok(false);
        };
        let (input, output) = (id.input(rewriter), id.output(rewriter));
        if rewriter.value_type(input) != rewriter.value_type(output) {
            return rewriter.notify_match_failure(op, "the types differ");
        }
        rewriter.replace_op(op, &[input])?;
        Ok(true)
    }
}

pub use hooks::{AnyOdOp, DROPPED};
