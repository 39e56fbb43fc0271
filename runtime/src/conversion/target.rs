//! What a conversion must reach (MLIR's `ConversionTarget`): the ops and
//! dialects that are legal, illegal or legal under a condition, and what
//! becomes of the ops it knows nothing about.

use crate::{Context, OpId};
use rustc_hash::FxHashMap;

/// Decides the legality of one op when its kind is dynamically legal:
/// `Some(legal)`, or `None` to leave the decision to the next callback
/// (the dialect's, then the one for unknown ops).
pub type LegalityFn = Box<dyn Fn(&mut Context, OpId) -> Option<bool>>;

/// What the target says of a kind of op (MLIR's `LegalizationAction`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LegalizationAction {
    /// Always legal.
    Legal,
    /// Legal or not as a callback decides for each op.
    Dynamic,
    /// Never legal: a conversion must rewrite it.
    Illegal,
}

/// What the target says of a legal op besides its legality (MLIR's
/// `LegalOpDetails`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct LegalOpDetails {
    /// Whether the ops nested in it are legal too, whatever they are
    /// (MLIR's `markOpRecursivelyLegal`).
    pub is_recursively_legal: bool,
}

/// The callbacks that decide a dynamically legal op, first to last.
type Callbacks<'a> = [Option<&'a LegalityFn>; 3];

/// The legality of a kind of op (by name or by dialect).
struct Info {
    action: LegalizationAction,
    callback: Option<LegalityFn>,
}

/// The ops a conversion must reach.
///
/// ```
/// use ods_runtime::conversion::{ConversionTarget, LegalizationAction};
///
/// let mut target = ConversionTarget::new();
/// target.add_legal_dialect("arith");
/// target.add_illegal_op("arith.addi");
/// assert_eq!(target.op_action("arith.addi"), Some(LegalizationAction::Illegal));
/// assert_eq!(target.op_action("arith.subi"), Some(LegalizationAction::Legal));
/// assert_eq!(target.op_action("test.op"), None);
/// ```
#[derive(Default)]
pub struct ConversionTarget {
    ops: FxHashMap<String, Info>,
    dialects: FxHashMap<String, Info>,
    unknown: Option<LegalityFn>,
    recursive: FxHashMap<String, Option<LegalityFn>>,
}

impl ConversionTarget {
    /// A target where nothing is legal or illegal yet.
    pub fn new() -> ConversionTarget {
        ConversionTarget::default()
    }

    fn set_op(&mut self, name: &str, action: LegalizationAction, callback: Option<LegalityFn>) {
        self.ops.insert(name.to_string(), Info { action, callback });
    }

    /// Marks the ops named `name` legal.
    pub fn add_legal_op(&mut self, name: &str) -> &mut Self {
        self.set_op(name, LegalizationAction::Legal, None);
        self
    }

    /// Marks the ops named `name` illegal.
    pub fn add_illegal_op(&mut self, name: &str) -> &mut Self {
        self.set_op(name, LegalizationAction::Illegal, None);
        self
    }

    /// Marks the ops named `name` legal when `callback` says so; one for
    /// which it returns `None` is legal if its dialect's callback or the
    /// unknown-op callback says so, illegal otherwise.
    pub fn add_dynamically_legal_op(
        &mut self,
        name: &str,
        callback: impl Fn(&mut Context, OpId) -> Option<bool> + 'static,
    ) -> &mut Self {
        self.set_op(name, LegalizationAction::Dynamic, Some(Box::new(callback)));
        self
    }

    /// Marks the ops of dialect `namespace` legal (an op's own entry
    /// comes first).
    pub fn add_legal_dialect(&mut self, namespace: &str) -> &mut Self {
        self.set_dialect(namespace, LegalizationAction::Legal, None)
    }

    /// Marks the ops of dialect `namespace` illegal.
    pub fn add_illegal_dialect(&mut self, namespace: &str) -> &mut Self {
        self.set_dialect(namespace, LegalizationAction::Illegal, None)
    }

    /// Marks the ops of dialect `namespace` legal when `callback` says so.
    pub fn add_dynamically_legal_dialect(
        &mut self,
        namespace: &str,
        callback: impl Fn(&mut Context, OpId) -> Option<bool> + 'static,
    ) -> &mut Self {
        self.set_dialect(
            namespace,
            LegalizationAction::Dynamic,
            Some(Box::new(callback)),
        )
    }

    fn set_dialect(
        &mut self,
        namespace: &str,
        action: LegalizationAction,
        callback: Option<LegalityFn>,
    ) -> &mut Self {
        self.dialects
            .insert(namespace.to_string(), Info { action, callback });
        self
    }

    /// Makes the ops the target has no entry for dynamically legal, as
    /// `callback` decides (MLIR's `markUnknownOpDynamicallyLegal`);
    /// without it they are neither legal nor illegal.
    pub fn mark_unknown_op_dynamically_legal(
        &mut self,
        callback: impl Fn(&mut Context, OpId) -> Option<bool> + 'static,
    ) -> &mut Self {
        self.unknown = Some(Box::new(callback));
        self
    }

    /// Makes the ops named `name`, when legal, legal with everything
    /// nested in them; `callback`, if any, decides per op (`None` from it
    /// means yes).
    pub fn mark_op_recursively_legal(
        &mut self,
        name: &str,
        callback: Option<LegalityFn>,
    ) -> &mut Self {
        self.recursive.insert(name.to_string(), callback);
        self
    }

    /// What the target says of ops named `name`: their own entry, else
    /// their dialect's, else [`LegalizationAction::Dynamic`] when unknown
    /// ops are, else `None`.
    pub fn op_action(&self, name: &str) -> Option<LegalizationAction> {
        self.info(name).map(|(action, _)| action)
    }

    /// The action for `name` and the callbacks to ask, first to last (at
    /// most the op's, its dialect's and the one for unknown ops: a fixed
    /// array, as this runs for every op a conversion meets).
    fn info(&self, name: &str) -> Option<(LegalizationAction, Callbacks<'_>)> {
        let dialect = name.split_once('.').map_or("", |(d, _)| d);
        let dialect_info = self.dialects.get(dialect);
        let dialect_callback = dialect_info.and_then(|i| i.callback.as_ref());
        let unknown = self.unknown.as_ref();
        if let Some(info) = self.ops.get(name) {
            let callbacks = [info.callback.as_ref(), dialect_callback, unknown];
            return Some((info.action, callbacks));
        }
        if let Some(info) = dialect_info {
            return Some((info.action, [info.callback.as_ref(), unknown, None]));
        }
        unknown.map(|u| (LegalizationAction::Dynamic, [Some(u), None, None]))
    }

    /// The dynamic legality of `op`: the first callback's answer.
    fn dynamic(callbacks: &Callbacks<'_>, ctx: &mut Context, op: OpId) -> Option<bool> {
        callbacks.iter().flatten().find_map(|c| c(ctx, op))
    }

    /// Whether `op` is legal, and the details if it is (MLIR's `isLegal`):
    /// `None` for an op that is illegal or that the target knows nothing
    /// of.
    pub fn is_legal(&self, ctx: &mut Context, op: OpId) -> Option<LegalOpDetails> {
        let (action, callbacks) = self.info(ctx.op_name_str(op))?;
        let legal = match action {
            LegalizationAction::Legal => true,
            LegalizationAction::Illegal => false,
            LegalizationAction::Dynamic => Self::dynamic(&callbacks, ctx, op).unwrap_or(false),
        };
        if !legal {
            return None;
        }
        let is_recursively_legal = (self.recursive)
            .get(ctx.op_name_str(op))
            .map(|c| c.as_ref().is_none_or(|c| c(ctx, op).unwrap_or(true)))
            .unwrap_or(false);
        Some(LegalOpDetails {
            is_recursively_legal,
        })
    }

    /// Whether `op` is explicitly illegal (MLIR's `isIllegal`): marked so,
    /// or dynamically legal with a callback that says no.
    pub fn is_illegal(&self, ctx: &mut Context, op: OpId) -> bool {
        match self.info(ctx.op_name_str(op)) {
            None => false,
            Some((LegalizationAction::Dynamic, callbacks)) => {
                Self::dynamic(&callbacks, ctx, op) == Some(false)
            }
            Some((action, _)) => action == LegalizationAction::Illegal,
        }
    }
}
