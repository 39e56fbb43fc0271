//! Names ops suggest for their results and block arguments
//! (`OpAsmOpInterface`), as MLIR's `SSANameState` assigns them: sanitized,
//! uniqued with `_N` against every name visible (`%argN` included),
//! reused in sibling regions, result groups printed `%a:2, %b`; the
//! generic form ignores them.

use ods_runtime::asm::{print_top_level, PrintOptions};
use ods_runtime::registry::{DefinitionId, OpInfo, SetValueNameFn, Traits};
use ods_runtime::{parse_source, Context, OpId, RegionId, Value};

enum Defs {}

fn register(ctx: &mut Context, name: &str, set: impl FnOnce(&mut OpInfo)) {
    let mut info = OpInfo::new(ctx.symbol(name), DefinitionId::of::<Defs>());
    set(&mut info);
    ctx.registry.register(name, info).unwrap();
}

fn context() -> Context {
    let mut ctx = Context::new();
    register(&mut ctx, "test.use", |_| {});
    register(&mut ctx, "test.c", |i| {
        i.asm_result_names = Some(|ctx, op, set: SetValueNameFn<'_>| set(ctx.result(op, 0), "c0"))
    });
    // Results 0 and 2 named: groups `%a:2, %b`.
    register(&mut ctx, "test.pair", |i| {
        i.asm_result_names = Some(|ctx, op, set: SetValueNameFn<'_>| {
            set(ctx.result(op, 0), "a");
            set(ctx.result(op, 2), "b");
        })
    });
    // An empty name takes the next number before the first result does.
    register(&mut ctx, "test.late", |i| {
        i.asm_result_names = Some(|ctx, op, set: SetValueNameFn<'_>| set(ctx.result(op, 1), ""))
    });
    register(&mut ctx, "test.weird", |i| {
        i.asm_result_names = Some(|ctx, op, set: SetValueNameFn<'_>| set(ctx.result(op, 0), "9 x+"))
    });
    // Names the first entry argument; a name for another op's value is
    // ignored. Its single block needs no terminator, so the IR verifies and
    // prints in custom form.
    register(&mut ctx, "test.lambda", |i| {
        i.traits = Traits::NO_TERMINATOR;
        i.asm_block_arg_names = Some(|ctx, op: OpId, r: RegionId, set: SetValueNameFn<'_>| {
            let entry = ctx.blocks(r)[0];
            set(Value::Arg(entry, 0), "x");
            set(Value::Result(op, 0), "nope");
        })
    });
    ctx
}

const INPUT: &str = r#"%0 = "test.c"() : () -> i32
%1 = "test.c"() : () -> i32
%2:3 = "test.pair"() : () -> (i32, i32, i32)
%3:2 = "test.late"() : () -> (i32, i32)
%4 = "test.weird"() : () -> i32
"test.lambda"() ({
^bb0(%a: i32, %b: i32):
  %5 = "test.c"() : () -> i32
  "test.use"(%a, %b, %2#1, %2#2, %3#0, %3#1) : (i32, i32, i32, i32, i32, i32) -> ()
}) : () -> ()
"test.lambda"() ({
^bb0(%a: i32, %b: i32):
  %5 = "test.c"() : () -> i32
}) : () -> ()
"#;

const NAMED: &str = r#"module {
  %c0 = "test.c"() : () -> i32
  %c0_0 = "test.c"() : () -> i32
  %a:2, %b = "test.pair"() : () -> (i32, i32, i32)
  %1, %0 = "test.late"() : () -> (i32, i32)
  %_9_x2B = "test.weird"() : () -> i32
  "test.lambda"() ({
  ^bb0(%x: i32, %arg0: i32):
    %c0_1 = "test.c"() : () -> i32
    "test.use"(%x, %arg0, %a#1, %b, %1, %0) : (i32, i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
  "test.lambda"() ({
  ^bb0(%x: i32, %arg0: i32):
    %c0_1 = "test.c"() : () -> i32
  }) : () -> ()
}

"#;

fn print(ctx: &mut Context, source: &str, opts: PrintOptions) -> String {
    let top = parse_source(ctx, source, "names.mlir").unwrap();
    print_top_level(ctx, top, opts).unwrap()
}

#[test]
fn suggested_names_are_sanitized_uniqued_and_grouped() {
    let mut ctx = context();
    let printed = print(&mut ctx, INPUT, PrintOptions::default());
    assert_eq!(printed, NAMED);
    // The names read back to the same IR, which prints the same.
    let mut again = context();
    assert_eq!(print(&mut again, &printed, PrintOptions::default()), NAMED);
}

#[test]
fn the_generic_form_keeps_numbers() {
    let mut ctx = context();
    let opts = PrintOptions {
        generic: true,
        ..PrintOptions::default()
    };
    let printed = print(&mut ctx, INPUT, opts);
    assert!(printed.contains("%2:3 = \"test.pair\"()"), "{printed}");
    // Unique ids: the last region pushed (the second lambda) numbers first.
    assert!(
        printed.contains("^bb0(%arg2: i32, %arg3: i32):"),
        "{printed}"
    );
    assert!(
        printed.contains("\"test.use\"(%arg2, %arg3, %2#1, %2#2, %3#0, %3#1)"),
        "{printed}"
    );
}

#[test]
fn a_suggested_name_yields_to_an_entry_argument_name() {
    let mut ctx = context();
    register(&mut ctx, "test.arg", |i| {
        i.asm_result_names = Some(|ctx, op, set: SetValueNameFn<'_>| set(ctx.result(op, 0), "arg0"))
    });
    let source = "\"test.lambda\"() ({\n^bb0(%a: i32, %b: i32):\n  %0 = \"test.arg\"() : () -> i32\n}) : () -> ()\n";
    let printed = print(&mut ctx, source, PrintOptions::default());
    assert!(printed.contains("%arg0_0 = \"test.arg\"()"), "{printed}");
}
