//! Op interfaces through the generated API: the handle found at runtime
//! (`CostInterface::try_from`), methods an op implements, a default and
//! its override, a static method, the prelude's `CastOpInterface`, and an
//! interface attached from outside the op's definition (an external
//! model).

use ods_runtime::interfaces::prelude::mlir::CastOpInterface;
use ods_runtime::ods::op::Op;
use ods_runtime::{Context, OpId};
use ods_tests::oracle::interfaces::oi::{self, CastOp, CostInterface, CostInterfaceConcept};
use ods_tests::support::ParsedOps;

/// The ops of `text`, parsed with the dialect.
fn parse(ctx: &mut Context, text: &str) -> ParsedOps {
    ParsedOps::new(ctx, oi::OIDialect::register, text)
}

const INPUT: &str = r#"
%c = "oi.cheap"() : () -> i64
"oi.dear"(%c) : (i64) -> ()
%x = "oi.cast"(%c) : (i64) -> i32
"xx.other"() : () -> ()
"#;

#[test]
fn interface_methods_dispatch_to_each_op() {
    let mut ctx = Context::new();
    let ops = parse(&mut ctx, INPUT);
    let cheap = CostInterface::try_from(&ctx, ops.op("oi.cheap")).expect("cheap has it");
    let dear = CostInterface::try_from(&ctx, ops.op("oi.dear")).expect("dear has it");
    assert_eq!(cheap.id(), ops.op("oi.cheap"));
    assert_eq!(cheap.cost(&ctx), 1);
    assert_eq!(dear.cost(&ctx), 100);
    // The default (`cost < 10`) and the override.
    assert!(cheap.is_cheap(&ctx));
    assert!(!dear.is_cheap(&ctx));
    assert_eq!(cheap.unit(&ctx), 1);
    // Ops without it, registered or not.
    assert!(CostInterface::try_from(&ctx, ops.op("oi.cast")).is_none());
    assert!(CostInterface::try_from(&ctx, ops.op("xx.other")).is_none());
    assert!(CostInterface::try_from(&ctx, ops.op("builtin.module")).is_none());
}

#[test]
fn prelude_interfaces_are_shared_by_every_crate() {
    let mut ctx = Context::new();
    let ops = parse(&mut ctx, INPUT);
    let cast = CastOpInterface::try_from(&ctx, ops.op("oi.cast")).expect("a cast");
    let (i64_, i32_) = {
        let x = ops.op("oi.cast");
        (
            ctx.value_type(ctx.operand(x, 0)),
            ctx.value_type(ctx.result(x, 0)),
        )
    };
    assert!(cast.are_cast_compatible(&ctx, &[i64_], &[i32_]));
    assert!(!cast.are_cast_compatible(&ctx, &[i64_], &[]));
    assert!(CastOpInterface::try_from(&ctx, ops.op("oi.cheap")).is_none());
}

/// `oi.cast` seen by a crate that gives it the cost interface from outside
/// its definition: a handle of its own (Rust's orphan rule), on the same
/// op name.
#[derive(Clone, Copy)]
struct CastWithCost(OpId);

impl Op for CastWithCost {
    const NAME: &'static str = <CastOp as Op>::NAME;
    fn from_id_unchecked(op: OpId) -> Self {
        CastWithCost(op)
    }
    fn id(self) -> OpId {
        self.0
    }
}

impl oi::CostInterfaceImpl for CastWithCost {
    fn cost(self, _: &Context) -> i64 {
        3
    }
    fn unit(_: &Context) -> i64 {
        1
    }
}

#[test]
fn an_external_model_attaches_an_interface() {
    static CAST_COST: CostInterfaceConcept = CostInterfaceConcept::of::<CastWithCost>();
    let mut ctx = Context::new();
    let ops = parse(&mut ctx, INPUT);
    let cast = ops.op("oi.cast");
    assert!(CostInterface::try_from(&ctx, cast).is_none());
    ctx.attach_op_interface("oi.cast", &CAST_COST).unwrap();
    let cost = CostInterface::try_from(&ctx, cast).expect("attached");
    assert_eq!(cost.cost(&ctx), 3);
    assert!(cost.is_cheap(&ctx));
    // Only to registered ops.
    let err = ctx
        .attach_op_interface("oi.nothing", &CAST_COST)
        .unwrap_err();
    assert!(err.to_string().contains("'oi.nothing'"), "{err}");
}
