//! IR dumps written to a file tree (MLIR's `FileTreeIRPrinterConfig`,
//! mlir-opt's `--mlir-print-ir-tree-dir`): a dump of a pass on an op goes
//! to `ROOT/<op>_<symbol>/.../<counts>_<pass argument>.mlir`, a folder per
//! op from the top-level one down (named after the op, dots made
//! underscores, and its symbol or `no-symbol-name`), the file numbered by
//! how many dumps each of those ops had.

use crate::{Context, OpId};
use std::collections::HashMap;
use std::path::PathBuf;

/// The root folder, and the dump counts by op.
#[derive(Debug)]
pub(super) struct FileTree {
    root: PathBuf,
    /// The dumps of each op so far, less one; an ancestor that had none
    /// counts 0 (MLIR's counters, which a dump of an op nested in it
    /// creates at 0).
    counters: HashMap<OpId, u32>,
}

impl FileTree {
    /// A tree rooted at `root`, made when the first dump is written.
    pub(super) fn new(root: PathBuf) -> FileTree {
        FileTree {
            root,
            counters: HashMap::new(),
        }
    }

    /// Writes the dump `text` of the pass with argument `pass` on `op` to
    /// its file, making the folders it needs. As MLIR, a failure is
    /// reported on standard error and the dump is lost.
    pub(super) fn write(&mut self, ctx: &Context, op: OpId, pass: &str, text: &str) {
        let mut chain = vec![op];
        while let Some(parent) = ctx.parent_op(*chain.last().expect("not empty")) {
            chain.push(parent);
        }
        chain.reverse();
        let count = self.counters.entry(op).or_insert(u32::MAX);
        *count = count.wrapping_add(1);
        let counts: Vec<String> = chain
            .iter()
            .map(|&o| self.counters.entry(o).or_insert(0).to_string())
            .collect();
        let mut path = self.root.clone();
        if !make_folder(&path) {
            return;
        }
        for &o in &chain {
            path.push(folder_name(ctx, o));
            if !make_folder(&path) {
                return;
            }
        }
        path.push(format!("{}_{pass}.mlir", counts.join("_")));
        if let Err(e) = std::fs::write(&path, text) {
            eprintln!(
                "Error opening output file {}: {}",
                path.display(),
                crate::diag::system_message(&e)
            );
        }
    }
}

/// `<op name, dots as underscores>_<symbol name or no-symbol-name>`, with
/// path separators in the symbol made underscores.
fn folder_name(ctx: &Context, op: OpId) -> String {
    let symbol = match crate::interfaces::symbols::symbol_name(ctx, op) {
        Some(name) => String::from_utf8_lossy(name).replace(['/', '\\'], "_"),
        None => "no-symbol-name".to_string(),
    };
    format!("{}_{symbol}", ctx.op_name_str(op).replace('.', "_"))
}

/// Makes the folder `path` unless it exists; MLIR's message otherwise.
fn make_folder(path: &std::path::Path) -> bool {
    match std::fs::create_dir(path) {
        Ok(()) => true,
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => true,
        Err(e) => {
            eprintln!(
                "Error while creating directory {}: {}",
                path.display(),
                crate::diag::system_message(&e)
            );
            false
        }
    }
}
