//! Dialects at run time: the object each registered dialect has in a
//! context (MLIR's loaded `Dialect`), and the dialect-level hooks the
//! verifier, the interface queries and the context's drop call.

use crate::diag::Diagnostic;
use crate::registry::DialectInfo;
use crate::{Context, OpId};
use std::any::Any;

impl Context {
    /// The object of the registered dialect whose Rust type is `T`
    /// (MLIR's `getLoadedDialect<T>()`), or `None` when it is not
    /// registered.
    pub fn dialect<T: Any>(&self) -> Option<&T> {
        self.registry
            .dialects()
            .find_map(|d| d.object.downcast_ref::<T>())
    }

    /// What is registered for the dialect `namespace` (MLIR's
    /// `getLoadedDialect(name)`).
    pub fn dialect_info(&self, namespace: &str) -> Option<&DialectInfo> {
        self.registry.dialect(namespace)
    }

    /// Loads the registered dialect `namespace` with the dialects it
    /// depends on, unless it is loaded (MLIR's `getOrLoadDialect`): the
    /// parser loads the dialect of every op, type and attribute it reads.
    pub fn load_dialect(&mut self, namespace: &str) {
        if self.registry.is_loaded(namespace) {
            return;
        }
        let Some(info) = self.registry.dialect(namespace) else {
            return;
        };
        let (name, load) = (info.namespace, info.load);
        let extensions = info.load_extensions.clone();
        match load {
            // Registering it again registers nothing new; it loads the
            // dependents, then marks the dialect itself.
            Some(load) => {
                let _ = load(self);
            }
            None => self.registry.mark_loaded(name),
        }
        for extension in extensions {
            extension(self);
        }
    }

    /// The registered dialect a dotted name belongs to (`toy.shape` is
    /// `toy`'s): MLIR's `NamedAttribute::getNameDialect`.
    pub fn dialect_of_name(&self, name: &str) -> Option<&DialectInfo> {
        let (namespace, _) = name.split_once('.')?;
        self.registry.dialect(namespace)
    }
}

/// Runs the verification hooks of the dialects of `op`'s discardable
/// attributes (`<dialect>.x`), as MLIR's verifier does before the op's own
/// checks.
pub(crate) fn verify_op_attrs(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    for &(name, value) in ctx.attrs(op) {
        let name = ctx.symbol_str(name);
        let hook = ctx.dialect_of_name(name).and_then(|d| d.verify_op_attr);
        if let Some(verify) = hook {
            verify(ctx, op, name, value)?;
        }
    }
    Ok(())
}

/// The `hasNonDefaultDestructor` hooks run when the context goes, last
/// registered first, with the IR still there; the contexts a pass manager
/// forks for its threads go before theirs and run none.
impl Drop for Context {
    fn drop(&mut self) {
        if self.interned.is_shared() {
            return;
        }
        let hooks: Vec<fn(&mut Context)> =
            self.registry.dialects().filter_map(|d| d.destroy).collect();
        for destroy in hooks.into_iter().rev() {
            destroy(self);
        }
    }
}
