//! How the builders of an op's `builders` list (`build_*`) and of an
//! attribute's or type's (`get_*`) are named. MLIR tells its `build`
//! overloads apart by their parameters, so the name says what sets a
//! builder apart from the def's other builders, in as few words as that
//! takes:
//!
//! 1. The named required parameters only this builder has, the default builders
//!    counted (they take the op's results as `result_types`, its operands,
//!    attributes, properties and successors; a def's parameters for
//!    `get`): `build_true_operands` (`cf.cond_br`'s builder with operands
//!    for both successors), `build_before_builder_after_builder`
//!    (`scf.while`).
//! 2. If it has none, its required parameters (those without a `CArg`
//!    default; all of them when none is required) but those every custom
//!    builder requires (all of them when that leaves none): `build_lhs_rhs`, `build_with_else_region`,
//!    `build_condition_true_dest_false_dest`.
//! 3. If another builder requires the same, the words of rule 2 (but
//!    the next), then the first parameter whose type differs between them, with the last
//!    word of its type: `build_value_f64` beside `build_value_attribute`,
//!    `build_result_type_offsets_i64` beside `build_offsets_i64`
//!    (`memref.subview`'s, with offsets, sizes and strides of one type).
//! 4. `empty` when that leaves no word (`OpBuilder<(ins)>`).
//!
//! When another builder still gets the same name, the required
//! parameters follow with the type after each that differs
//! (`build_results_callee_symbol`, beside `build_callee_symbol_results`),
//! then every parameter with its type, then the builder's position.

use ods_spec::model::BuilderParam;

/// The builders of one def, as naming sees them.
pub struct Builders<'a> {
    /// Each custom builder's parameters.
    pub custom: Vec<&'a [BuilderParam]>,
    /// The snake-case names the default builders take.
    pub defaults: Vec<String>,
}

impl Builders<'_> {
    /// The words after `build_` or `get_` for custom builder `index`.
    pub fn words(&self, index: usize) -> Vec<String> {
        let mut words = self.unique_words(index);
        let taken = (0..self.custom.len())
            .filter(|&i| i != index)
            .any(|i| self.unique_words(i) == words);
        if taken {
            words.push(index.to_string());
        }
        words
    }

    /// The first way of naming the builder (rules 1 to 4, the typed
    /// required parameters, every parameter typed) that no other builder
    /// shares.
    fn unique_words(&self, index: usize) -> Vec<String> {
        let levels: [fn(&Self, usize) -> Vec<String>; 3] = [
            Self::distinguishing_words,
            Self::typed_required_words,
            Self::every_typed_word,
        ];
        let named = |level: fn(&Self, usize) -> Vec<String>, i| {
            let words = level(self, i);
            if words.is_empty() {
                vec!["empty".to_string()]
            } else {
                words
            }
        };
        let mut last = Vec::new();
        for level in levels {
            last = named(level, index);
            let shared = (0..self.custom.len())
                .filter(|&i| i != index)
                .any(|i| named(level, i) == last);
            if !shared {
                break;
            }
        }
        last
    }

    /// Rules 1 to 3.
    fn distinguishing_words(&self, index: usize) -> Vec<String> {
        let mine = self.custom[index];
        let own: Vec<String> = mine
            .iter()
            .filter(|p| p.default.is_none() && !is_unnamed(p))
            .map(snake)
            .filter(|n| !self.defaults.contains(n))
            .filter(|n| self.others(index).all(|o| o.iter().all(|p| snake(p) != *n)))
            .collect();
        if !own.is_empty() {
            return own;
        }
        let all_require = |n: &String| self.custom.iter().all(|b| required(b).contains(n));
        let twins = self.twins(index);
        if twins.is_empty() {
            // With no required parameter, the defaulted ones name it.
            let base = match required(mine) {
                none if none.is_empty() => mine.iter().map(snake).collect(),
                some => some,
            };
            let words: Vec<String> = base.iter().filter(|n| !all_require(n)).cloned().collect();
            return if words.is_empty() { base } else { words };
        }
        let first_differing = mine.iter().find(|p| differs(&twins, p));
        let typed = first_differing.map(snake);
        let mut words: Vec<String> = required(mine)
            .into_iter()
            .filter(|n| !all_require(n) && Some(n) != typed.as_ref())
            .collect();
        words.extend(with_types(first_differing.map(|p| (p, true)).into_iter()));
        words
    }

    /// The required parameters, with the type of each that differs from a
    /// builder requiring the same.
    fn typed_required_words(&self, index: usize) -> Vec<String> {
        let twins = self.twins(index);
        let required = self.custom[index].iter().filter(|p| p.default.is_none());
        with_types(required.map(|p| (p, differs(&twins, p))))
    }

    /// Every parameter followed by its type.
    fn every_typed_word(&self, index: usize) -> Vec<String> {
        with_types(self.custom[index].iter().map(|p| (p, true)))
    }

    fn others(&self, index: usize) -> impl Iterator<Item = &[BuilderParam]> {
        self.custom
            .iter()
            .enumerate()
            .filter(move |&(i, _)| i != index)
            .map(|(_, b)| *b)
    }

    /// The other builders requiring the same parameters, in the same order.
    fn twins(&self, index: usize) -> Vec<&[BuilderParam]> {
        let mine = required(self.custom[index]);
        self.others(index).filter(|o| required(o) == mine).collect()
    }
}

fn required(b: &[BuilderParam]) -> Vec<String> {
    b.iter()
        .filter(|p| p.default.is_none())
        .map(snake)
        .collect()
}

/// A parameter the `.td` gives no name (MLIR's `odsArg<i>`).
fn is_unnamed(p: &BuilderParam) -> bool {
    p.name
        .strip_prefix("odsArg")
        .is_some_and(|i| i.chars().all(|c| c.is_ascii_digit()))
}

/// Whether a twin has a parameter of `p`'s name with another type.
fn differs(twins: &[&[BuilderParam]], p: &BuilderParam) -> bool {
    twins.iter().any(|t| {
        t.iter()
            .find(|q| q.name == p.name)
            .is_some_and(|q| type_word(&q.ty.text) != type_word(&p.ty.text))
    })
}

/// The names of `params`, each marked one followed by its type word, once
/// for a run of marked parameters of the same type: `offsets_sizes_i64`
/// for two lists of `i64` (when naming falls back to every parameter).
fn with_types<'p>(params: impl Iterator<Item = (&'p BuilderParam, bool)>) -> Vec<String> {
    let params: Vec<(String, Option<String>)> = params
        .map(|(p, marked)| (snake(p), marked.then(|| type_word(&p.ty.text))))
        .collect();
    let mut words = Vec::new();
    for (i, (name, ty)) in params.iter().enumerate() {
        words.push(name.clone());
        let next = params.get(i + 1).and_then(|(_, t)| t.as_ref());
        if let Some(ty) = ty.as_ref().filter(|&ty| next != Some(ty)) {
            words.push(ty.clone());
        }
    }
    words
}

fn snake(p: &BuilderParam) -> String {
    super::code::snake_case(&p.name)
}

/// The last identifier of a Rust type, snake-cased (`Value`
/// gives `value`, `&[f64]` gives `f64`, `Option<F<'_>>` gives `f`: a
/// lifetime is no identifier).
pub fn type_word(ty: &str) -> String {
    let word = ty
        .split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .rfind(|w| !w.is_empty() && *w != "mut" && !w.chars().all(|c| c == '_'))
        .unwrap_or("arg");
    super::code::snake_case(word)
}

#[cfg(test)]
mod tests {
    use super::type_word;

    #[test]
    fn type_words_skip_lifetimes() {
        assert_eq!(type_word("&[f64]"), "f64");
        assert_eq!(
            type_word("Option<crate::emitc::RegionBuilder<'_>>"),
            "region_builder"
        );
    }
}
