//! Predicates: the `Pred` tree of a constraint (`CPred`, `And`, `Or`,
//! `Neg`, `SubstLeaves`, `Concat`) folded into one Rust expression that
//! still holds its placeholders (`$_self`, `$_ctxt`, ...), as MLIR's
//! `Pred::getCondition` folds it into C++.

use super::overlay;
use super::records::{Code, View};
use crate::tablegen::source::Span;

/// A predicate as a Rust boolean expression with placeholders, and where
/// its leaves were written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pred {
    /// The Rust expression, placeholders (`$_self`, `$_ctxt`, ...) still in.
    pub expr: String,
    /// Where the first leaf was written (the predicate's record without
    /// one).
    pub span: Span,
    /// Each `CPred` as it enters the expression, with where it was
    /// written: an error in the whole is looked for in its leaves.
    pub leaves: Vec<Code>,
}

impl Pred {
    /// The predicate that always holds, for `record` without one.
    pub fn always(record: View<'_>) -> Pred {
        Pred {
            expr: "true".into(),
            span: record.loc(),
            leaves: Vec::new(),
        }
    }

    /// Whether the predicate always holds (`TruePred`, an empty `And`).
    pub fn is_true(&self) -> bool {
        self.expr == "true"
    }

    /// The expression as a [`Code`] snippet, for the generator's code parser.
    pub fn code(&self) -> Code {
        Code {
            text: self.expr.clone(),
            span: self.span,
            missing_rust: self.leaves.iter().find_map(|l| l.missing_rust.clone()),
        }
    }
}

/// Folds the `Pred` record `pred` into one expression.
pub fn fold(pred: View<'_>) -> Pred {
    let mut leaves = Vec::new();
    let expr = fold_into(pred, &[], &mut leaves);
    Pred {
        expr,
        span: leaves.first().map_or(pred.loc(), |l| l.span),
        leaves,
    }
}

/// `substitutions` are the `SubstLeaves` pattern/replacement pairs in force,
/// outermost first; a replacement is code of its own (C++ in a file read
/// as C++: `::llvm::cast<...>($_self).getElementType()`), and a leaf it
/// is substituted into has no Rust while the replacement has none.
fn fold_into(pred: View<'_>, substitutions: &[(String, Code)], leaves: &mut Vec<Code>) -> String {
    if pred.is_a("CPred") {
        let code = pred.code("predExpr");
        let mut text = code
            .as_ref()
            .map(|c| c.text.trim().to_string())
            .unwrap_or_else(|| "true".into());
        let mut missing_rust = code.and_then(|c| c.missing_rust);
        // Inner substitutions apply first, as MLIR applies the innermost.
        for (pattern, replacement) in substitutions.iter().rev() {
            if text.contains(pattern.as_str()) && missing_rust.is_none() {
                missing_rust = replacement.missing_rust.clone();
            }
            text = text.replace(pattern.as_str(), &replacement.text);
        }
        // The `CPred<...>` itself: where it was written.
        leaves.push(Code {
            text: text.clone(),
            span: pred.loc(),
            missing_rust,
        });
        return if text == "(true)" {
            "true".into()
        } else {
            text
        };
    }
    let kind = pred.def("kind").map(|k| k.name()).unwrap_or_default();
    let children = pred.defs("children");
    let mut fold_child = |c: View<'_>, subst: &[(String, Code)]| fold_into(c, subst, leaves);
    match kind.as_str() {
        "PredCombinerAnd" | "PredCombinerOr" => {
            let (op, unit) = if kind == "PredCombinerAnd" {
                (" && ", "true")
            } else {
                (" || ", "false")
            };
            let parts: Vec<String> = children
                .iter()
                .map(|&c| fold_child(c, substitutions))
                .filter(|e| e != unit)
                .collect();
            match parts.len() {
                0 => unit.to_string(),
                1 => parts.into_iter().next().unwrap(),
                _ => format!("({})", parts.join(op)),
            }
        }
        "PredCombinerNot" => {
            let inner = children
                .first()
                .map(|&c| fold_child(c, substitutions))
                .unwrap_or_else(|| "true".into());
            format!("!({inner})")
        }
        "PredCombinerSubstLeaves" => {
            let mut subst = substitutions.to_vec();
            let replacement = pred.string("replacement");
            let target = format!("{}.replacement", pred.name());
            let replacement =
                overlay::resolve(pred, "replacement", &target, &replacement, pred.loc());
            subst.push((pred.string("pattern"), replacement));
            children
                .first()
                .map(|&c| fold_child(c, &subst))
                .unwrap_or_else(|| "true".into())
        }
        "PredCombinerConcat" => {
            let inner = children
                .first()
                .map(|&c| fold_child(c, substitutions))
                .unwrap_or_default();
            // The enclosing substitutions apply to the prefix and suffix too.
            let apply = |mut text: String| {
                for (pattern, replacement) in substitutions.iter().rev() {
                    text = text.replace(pattern.as_str(), &replacement.text);
                }
                text
            };
            format!(
                "{}{}{}",
                apply(pred.string("prefix")),
                inner,
                apply(pred.string("suffix"))
            )
        }
        _ => "true".into(),
    }
}
