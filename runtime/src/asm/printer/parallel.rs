//! Printing the ops of a large top-level block on several threads, as a
//! module of many functions is. The names and aliases are computed for
//! the whole print before any op prints, so a part of the block prints
//! alone into its own buffer, and the parts are written in order: the
//! text is what one thread prints. What a print numbers as it goes (the
//! ids of distinct attributes) cannot be split: a part that meets one is
//! printed again on this thread.

use super::{Names, Printer};
use crate::asm::aliases::Aliases;
use crate::context::IrResult;
use crate::ir::{BlockId, OpId, Symbol};
use std::borrow::Cow;
use std::sync::Mutex;

/// Ops printed by one printer.
const PART: usize = 256;
/// Parts printed at a time: the text waiting to be written stays small.
const WAVE: usize = 16;

/// What the printer of a part starts with.
struct Start<'p> {
    ctx: &'p crate::Context,
    names: &'p Names,
    aliases: &'p Aliases,
    opts: super::PrintOptions,
    default_dialects: &'p [&'static str],
    distinct_ids: &'p rustc_hash::FxHashMap<crate::ir::Attribute, usize>,
}

impl Start<'_> {
    fn printer(&self) -> Printer<'_> {
        Printer {
            ctx: self.ctx,
            names: Cow::Borrowed(self.names),
            aliases: Cow::Borrowed(self.aliases),
            opts: self.opts,
            out: String::with_capacity(1 << 14),
            distinct_ids: self.distinct_ids.clone(),
            used_resources: Vec::new(),
            default_dialects: self.default_dialects.to_vec(),
            sink: None,
            cyclic: Vec::new(),
            shown: None,
            printed: None,
            split_failed: false,
            extra_resources: &[],
        }
    }
}

/// The text of a part and the resources it used, in order.
type PartText = (String, Vec<Symbol>);

impl Printer<'_> {
    /// Whether the ops of block `b` print on several threads: threads are
    /// on, nothing records the print, and the block holds enough ops.
    pub(super) fn may_print_in_parallel(&self, b: BlockId) -> bool {
        self.ctx.multithreading
            && self.shown.is_none()
            && self.printed.is_none()
            && crate::parallel::will_split(true, 2)
            && self.ctx.block_op_iter(b).nth(2 * PART).is_some()
    }

    /// Prints `ops` at `level`, part by part on several threads.
    pub(super) fn operations_in_parallel(&mut self, ops: &[OpId], level: usize) -> IrResult<()> {
        let parts: Vec<&[OpId]> = ops.chunks(PART).collect();
        let mut split = true;
        for wave in parts.chunks(WAVE) {
            let texts = split.then(|| self.print_parts(wave, level)).flatten();
            let Some(texts) = texts else {
                // What failed to split once prints on this thread to the end.
                split = false;
                for &op in wave.iter().copied().flatten() {
                    self.operation(op, level)?;
                }
                continue;
            };
            for (text, resources) in texts {
                self.out.push_str(&text);
                for handle in resources {
                    if !self.used_resources.contains(&handle) {
                        self.used_resources.push(handle);
                    }
                }
                self.flush(false)?;
            }
        }
        Ok(())
    }

    /// The text of each of `parts`, or `None` when one of them numbered a
    /// distinct attribute, shadowed region arguments or failed to print.
    fn print_parts(&self, parts: &[&[OpId]], level: usize) -> Option<Vec<PartText>> {
        let start = Start {
            ctx: self.ctx,
            names: &self.names,
            aliases: &self.aliases,
            opts: self.opts,
            default_dialects: &self.default_dialects,
            distinct_ids: &self.distinct_ids,
        };
        let texts: Vec<Mutex<Option<PartText>>> = parts.iter().map(|_| Mutex::new(None)).collect();
        let indices: Vec<usize> = (0..parts.len()).collect();
        crate::parallel::try_for_each(true, &indices, |&i| {
            let mut p = start.printer();
            for &op in parts[i] {
                p.operation(op, level).map_err(|_| ())?;
            }
            if p.split_failed || p.distinct_ids.len() != start.distinct_ids.len() {
                return Err(());
            }
            *texts[i].lock().map_err(|_| ())? = Some((p.out, p.used_resources));
            Ok(())
        })
        .ok()?;
        texts
            .into_iter()
            .map(|t| t.into_inner().ok().flatten())
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::{PART, WAVE};
    use crate::asm::{print_top_level, PrintOptions};
    use crate::Context;

    /// A module of `n` ops with regions; op `distinct_at` holds a distinct
    /// attribute (numbered in print order), if any.
    fn module(n: usize, distinct_at: Option<usize>) -> String {
        let mut text = String::from("#map = affine_map<(d0) -> (d0 + 1)>\n");
        for i in 0..n {
            let attr = match Some(i) == distinct_at {
                true => "distinct[0]<42 : i32>".to_string(),
                false => format!("{i} : i64"),
            };
            text.push_str(&format!(
                "\"test.f\"() ({{\n^bb0(%a: i32):\n  %0 = \"test.op\"(%a) {{m = #map, n = {attr}}} : (i32) -> i32 loc(\"f.mlir\":{i}:1)\n  \"test.ret\"(%0)[^bb1] : (i32) -> ()\n^bb1:\n  \"test.end\"() : () -> ()\n}}) {{sym_name = \"f{i}\"}} : () -> ()\n"
            ));
        }
        text
    }

    /// The print of `text` with threads on and off.
    fn both(text: &str, opts: PrintOptions) -> (String, String) {
        let mut ctx = Context::new();
        ctx.allow_unregistered = true;
        let top = crate::parse_source(&mut ctx, text, "in.mlir").unwrap();
        ctx.multithreading = true;
        let threads = print_top_level(&ctx, top, opts).unwrap();
        ctx.multithreading = false;
        let one = print_top_level(&ctx, top, opts).unwrap();
        (threads, one)
    }

    #[test]
    fn a_large_block_prints_on_threads_as_on_one() {
        let text = module(WAVE * PART + 7, None);
        for opts in [
            PrintOptions::default(),
            PrintOptions {
                debug_info: true,
                ..PrintOptions::default()
            },
        ] {
            let (threads, one) = both(&text, opts);
            assert_eq!(threads, one);
            assert!(one.contains("#map = affine_map<(d0) -> (d0 + 1)>\n"));
            assert!(one.contains(&format!("sym_name = \"f{}\"", WAVE * PART + 6)));
        }
    }

    #[test]
    fn a_distinct_attribute_keeps_its_number_where_the_block_splits() {
        // In the second wave of parts: the first wave prints on threads,
        // the rest on one.
        let text = module(WAVE * PART + 7, Some(WAVE * PART + 3));
        let (threads, one) = both(&text, PrintOptions::default());
        assert_eq!(threads, one);
        assert!(one.contains("distinct[0]<42 : i32>"));
    }
}
