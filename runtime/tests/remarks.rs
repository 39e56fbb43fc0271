//! The remark engine with a pass that emits remarks (none of MLIR's passes
//! that ods-rs has emits any in LLVM 22): the category filters select
//! them, the final policy keeps the last of each and reports them at the
//! end in place order, and the YAML streamer writes LLVM's remark files.
//! Expected texts are those of mlir-opt 22's `--test-remark` for the same
//! remarks.

use ods_runtime::pass::{Pass, PassFailure, PassManager};
use ods_runtime::remark::{
    RemarkCategories, RemarkEngine, RemarkKind, RemarkOpts, RemarkPolicy, YamlRemarkStreamer,
};
use ods_runtime::{parse_source, Context, OpId};
use std::io::Write;
use std::sync::{Arc, Mutex};

/// Emits, on each op nested in the one it runs on, the remarks of
/// mlir-opt's `--test-remark`: a passed one to be replaced under the final
/// policy, then passed, missed, failed and analysis ones.
struct EmitRemarks;

impl Pass for EmitRemarks {
    fn argument(&self) -> &'static str {
        "emit-remarks"
    }
    fn name(&self) -> &'static str {
        "EmitRemarks"
    }
    fn run_on_operation(&mut self, ctx: &mut Context, op: OpId) -> Result<(), PassFailure> {
        let region = ctx.regions(op)[0];
        let block = ctx.blocks(region)[0];
        for nested in ctx.block_ops(block) {
            let loc = ctx.op_loc(nested);
            let opts = |category: &str| RemarkOpts::name("test-remark").category(category);
            let why = "because we are testing the remark pipeline";
            let try_it = "try using the remark pipeline feature";
            ctx.remark(RemarkKind::Passed, loc, opts("category-1-passed"))
                .message("This is a test passed remark (should be dropped)")
                .arg("Reason", why)
                .arg("Suggestion", try_it);
            ctx.remark(RemarkKind::Passed, loc, opts("category-1-passed"))
                .message("This is a test passed remark")
                .arg("Reason", why)
                .arg("Suggestion", try_it);
            ctx.remark(RemarkKind::Missed, loc, opts("a-category-1-missed"))
                .message("This is a test missed remark")
                .arg("Reason", why)
                .arg("Suggestion", try_it);
            ctx.remark(RemarkKind::Failure, loc, opts("category-2-failed"))
                .message("This is a test failed remark")
                .arg("Reason", why)
                .arg("Suggestion", try_it);
            ctx.remark(RemarkKind::Analysis, loc, opts("category-2-analysis"))
                .message("This is a test analysis remark");
        }
        Ok(())
    }
}

const INPUT: &str = "module @foo {\n  \"test.op\"() : () -> ()\n}\n";

/// The messages of the remark diagnostics of a run with `engine`.
fn run(engine: RemarkEngine) -> Vec<String> {
    let mut ctx = Context::new();
    ctx.allow_unregistered = true;
    let module = parse_source(&mut ctx, INPUT, "remarks.mlir").unwrap();
    let engine = Arc::new(engine);
    ctx.remarks = Some(engine.clone());
    let mut pm = PassManager::new("builtin.module");
    pm.add_pass(Box::new(EmitRemarks));
    pm.run(&mut ctx, module).unwrap();
    engine.finalize(&ctx);
    ctx.take_diagnostics()
        .into_iter()
        .map(|d| {
            let place = ods_runtime::diag::file_line_col(&ctx, d.loc).unwrap();
            assert_eq!(place, ("remarks.mlir".to_string(), 2, 3));
            d.message
        })
        .collect()
}

const PASSED: &str = "[Passed] test-remark | Category:category-1-passed | \
    Reason=\"because we are testing the remark pipeline\", \
    Remark=\"This is a test passed remark\", \
    Suggestion=\"try using the remark pipeline feature\"";
const DROPPED: &str = "[Passed] test-remark | Category:category-1-passed | \
    Reason=\"because we are testing the remark pipeline\", \
    Remark=\"This is a test passed remark (should be dropped)\", \
    Suggestion=\"try using the remark pipeline feature\"";
const MISSED: &str = "[Missed] test-remark | Category:a-category-1-missed | \
    Reason=\"because we are testing the remark pipeline\", \
    Remark=\"This is a test missed remark\", \
    Suggestion=\"try using the remark pipeline feature\"";
const FAILED: &str = "[Failure] test-remark | Category:category-2-failed | \
    Reason=\"because we are testing the remark pipeline\", \
    Remark=\"This is a test failed remark\", \
    Suggestion=\"try using the remark pipeline feature\"";
const ANALYSIS: &str =
    "[Analysis] test-remark | Category:category-2-analysis | Remark=\"This is a test analysis remark\"";

fn engine(categories: RemarkCategories, policy: RemarkPolicy) -> RemarkEngine {
    RemarkEngine::new(&categories, policy, true, None)
}

#[test]
fn filters_select_remarks_by_kind_and_whole_category() {
    let only = |c: RemarkCategories| run(engine(c, RemarkPolicy::All));
    let some = |s: &str| Some(s.to_string());
    let passed = RemarkCategories {
        passed: some("category-1-passed"),
        ..Default::default()
    };
    assert_eq!(only(passed), [DROPPED, PASSED]);
    let missed = RemarkCategories {
        missed: some("a-category-1-missed"),
        ..Default::default()
    };
    assert_eq!(only(missed), [MISSED]);
    let failed = RemarkCategories {
        failed: some("category-2-failed"),
        ..Default::default()
    };
    assert_eq!(only(failed), [FAILED]);
    let analysis = RemarkCategories {
        analysis: some("category-2-analysis"),
        ..Default::default()
    };
    assert_eq!(only(analysis), [ANALYSIS]);
    // The whole category must match: `a-category-1-missed` is not one.
    let all = RemarkCategories {
        all: some("category.*"),
        ..Default::default()
    };
    assert_eq!(only(all), [DROPPED, PASSED, FAILED, ANALYSIS]);
    let all1 = RemarkCategories {
        all: some("category-1.*"),
        ..Default::default()
    };
    assert_eq!(only(all1), [DROPPED, PASSED]);
    // A filter that is not a regular expression selects nothing.
    let invalid = RemarkCategories {
        all: some("("),
        ..Default::default()
    };
    assert!(only(invalid).is_empty());
}

#[test]
fn the_final_policy_keeps_the_last_of_each_remark() {
    let all = RemarkCategories {
        all: Some("category.*".to_string()),
        ..Default::default()
    };
    let reported = run(engine(all, RemarkPolicy::Final));
    assert_eq!(reported.len(), 3);
    for remark in [PASSED, FAILED, ANALYSIS] {
        assert!(reported.iter().any(|r| r == remark), "{reported:?}");
    }
}

/// A writer the test reads back.
#[derive(Clone, Default)]
struct Shared(Arc<Mutex<Vec<u8>>>);

impl Write for Shared {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(bytes);
        Ok(bytes.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

#[test]
fn yaml_remarks_are_llvms_remark_documents() {
    let out = Shared::default();
    let categories = RemarkCategories {
        all: Some("category-1.*".to_string()),
        ..Default::default()
    };
    let streamer = Box::new(YamlRemarkStreamer::new(out.clone()));
    let reported = run(RemarkEngine::new(
        &categories,
        RemarkPolicy::All,
        false,
        Some(streamer),
    ));
    assert!(reported.is_empty(), "{reported:?}");
    let yaml = String::from_utf8(out.0.lock().unwrap().clone()).unwrap();
    let document = |remark: &str| {
        format!(
            "--- !Passed\n\
             Pass:            category-1-passed\n\
             Name:            test-remark\n\
             DebugLoc:        {{ File: remarks.mlir, Line: 2, Column: 3 }}\n\
             Function:        '<unknown function>'\n\
             Args:\n  \
             - Remark:          {remark}\n  \
             - Reason:          because we are testing the remark pipeline\n  \
             - Suggestion:      try using the remark pipeline feature\n\
             ...\n"
        )
    };
    assert_eq!(
        yaml,
        document("'This is a test passed remark (should be dropped)'")
            + &document("This is a test passed remark")
    );
}
