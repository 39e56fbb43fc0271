//! The state of the C++ emitter (MLIR's `CppEmitter`): where the text
//! goes, the names given to values and blocks in the scopes entered so
//! far, the counters that make them, and the expression being emitted.

use super::output::IndentedText;
use super::CppOptions;
use crate::emitc::ExpressionOp;
use ods_runtime::diag::Diagnostic;
use ods_runtime::{BlockId, Context, Value};
use std::collections::HashMap;
use std::fmt::Write;

/// What an emitting step gives: nothing, or the error that stops the
/// translation.
pub(crate) type Emitted = Result<(), Diagnostic>;

/// Names by key in nested scopes: a lookup sees every scope, a new name
/// goes to the innermost (LLVM's `ScopedHashTable`).
struct ScopedNames<K> {
    scopes: Vec<HashMap<K, String>>,
}

impl<K: std::hash::Hash + Eq + Copy> ScopedNames<K> {
    fn new() -> Self {
        ScopedNames {
            scopes: vec![HashMap::new()],
        }
    }

    fn get(&self, key: K) -> Option<&str> {
        self.scopes
            .iter()
            .rev()
            .find_map(|s| s.get(&key))
            .map(String::as_str)
    }

    fn insert(&mut self, key: K, name: String) {
        if let Some(innermost) = self.scopes.last_mut() {
            innermost.insert(key, name);
        }
    }
}

/// The emitter of one translation.
pub(crate) struct CppEmitter<'c> {
    pub ctx: &'c Context,
    pub os: IndentedText,
    pub options: CppOptions,
    values: ScopedNames<Value>,
    blocks: ScopedNames<BlockId>,
    /// The last label number of each scope.
    labels_in_scope: Vec<u64>,
    loop_nesting_level: u64,
    value_count: u64,
    /// The expression being emitted and the precedences of the operators
    /// it is inside of.
    pub emitted_expression: Option<ExpressionOp>,
    pub precedences: Vec<i32>,
}

/// What a scope entered replaces: the counter reset by a function.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum ScopeKind {
    /// A function: value names count from 1 again.
    Function,
    /// An `emitc.for`: one more level of induction variables.
    Loop,
}

impl<'c> CppEmitter<'c> {
    pub(crate) fn new(ctx: &'c Context, options: CppOptions) -> Self {
        CppEmitter {
            ctx,
            os: IndentedText::new(),
            options,
            values: ScopedNames::new(),
            blocks: ScopedNames::new(),
            labels_in_scope: vec![0],
            loop_nesting_level: 0,
            value_count: 0,
            emitted_expression: None,
            precedences: Vec::new(),
        }
    }

    /// Writes `text` at the current indentation.
    pub(crate) fn write(&mut self, text: &str) {
        // Writing to a string cannot fail.
        let _ = self.os.write_str(text);
    }

    /// Runs `body` in a new scope of names of the given kind.
    pub(crate) fn scoped<T>(&mut self, kind: ScopeKind, body: impl FnOnce(&mut Self) -> T) -> T {
        self.values.scopes.push(HashMap::new());
        self.blocks.scopes.push(HashMap::new());
        let labels = self.labels_in_scope.last().copied().unwrap_or(0);
        self.labels_in_scope.push(labels);
        match kind {
            ScopeKind::Function => self.value_count = 0,
            ScopeKind::Loop => self.loop_nesting_level += 1,
        }
        let result = body(self);
        if kind == ScopeKind::Loop {
            self.loop_nesting_level -= 1;
        }
        self.labels_in_scope.pop();
        self.blocks.scopes.pop();
        self.values.scopes.pop();
        result
    }

    /// Whether `value` has a C++ name in the scopes entered.
    pub(crate) fn has_value_in_scope(&self, value: Value) -> bool {
        self.values.get(value).is_some()
    }

    /// The name of `value`, made (`vN`) if it has none.
    pub(crate) fn name(&mut self, value: Value) -> String {
        if let Some(name) = self.values.get(value) {
            return name.to_string();
        }
        self.value_count += 1;
        let name = format!("v{}", self.value_count);
        self.values.insert(value, name.clone());
        name
    }

    /// The name of a loop's induction variable: `i`, `j`, ... `t` by
    /// nesting level, then `u`, with the value counter.
    pub(crate) fn induction_var_name(&mut self, value: Value) -> String {
        if let Some(name) = self.values.get(value) {
            return name.to_string();
        }
        self.value_count += 1;
        let letter = u64::from(b'i') + self.loop_nesting_level;
        let name = match u8::try_from(letter) {
            Ok(letter) if letter <= b't' => format!("{}{}", letter as char, self.value_count),
            _ => format!("u{}", self.value_count),
        };
        self.values.insert(value, name.clone());
        name
    }

    /// Gives `value` the text of the expression it stands for (a literal,
    /// a member access, ...), unless it has a name already.
    pub(crate) fn cache_deferred(&mut self, value: Value, text: String) {
        if self.values.get(value).is_none() {
            self.values.insert(value, text);
        }
    }

    /// Whether `block` has a label in the scopes entered (branches ask).
    #[cfg(feature = "cf")]
    pub(crate) fn has_label(&self, block: BlockId) -> bool {
        self.blocks.get(block).is_some()
    }

    /// The label of `block`, made (`labelN`) if it has none.
    pub(crate) fn label(&mut self, block: BlockId) -> String {
        if let Some(name) = self.blocks.get(block) {
            return name.to_string();
        }
        let count = self
            .labels_in_scope
            .last_mut()
            .expect("the outermost scope");
        *count += 1;
        let name = format!("label{count}");
        self.blocks.insert(block, name.clone());
        name
    }
}
