//! Parsers of `external_resources` groups (MLIR's
//! `ParserConfig::attachResourceParser`): a group with a parser attached
//! is handed to it entry by entry instead of being kept to print back.

/// An entry of an `external_resources` group, as its parser sees it
/// (MLIR's `AsmParsedResourceEntry`).
pub struct ResourceEntry<'a> {
    /// The entry's key.
    pub key: &'a str,
    /// The entry's value.
    pub value: ResourceValue<'a>,
}

/// The value of a resource entry.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ResourceValue<'a> {
    /// `true` or `false`.
    Bool(bool),
    /// A string (a hex blob is one too), unescaped.
    String(&'a str),
}

/// Why a resource parser refused an entry: MLIR's message, placed at the
/// entry's key or at its value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ResourceError {
    /// An error at the key.
    AtKey(String),
    /// An error at the value.
    AtValue(String),
}

impl ResourceEntry<'_> {
    /// The value as a string, or MLIR's error.
    pub fn as_string(&self) -> Result<String, ResourceError> {
        match self.value {
            ResourceValue::String(s) => Ok(s.to_string()),
            ResourceValue::Bool(_) => Err(ResourceError::AtValue(format!(
                "expected string value for key '{}'",
                self.key
            ))),
        }
    }

    /// The value as a bool, or MLIR's error.
    pub fn as_bool(&self) -> Result<bool, ResourceError> {
        match self.value {
            ResourceValue::Bool(b) => Ok(b),
            ResourceValue::String(_) => Err(ResourceError::AtValue(format!(
                "expected 'true' or 'false' value for key '{}'",
                self.key
            ))),
        }
    }
}

/// A parser of one group's entries.
pub type ResourceParser =
    Box<dyn FnMut(&ResourceEntry<'_>) -> Result<(), ResourceError> + Send + Sync>;

impl crate::Context {
    /// Hands the entries of the `external_resources` group `group` of the
    /// sources parsed from now on to `parser`, which may refuse them (a
    /// parse error); the group is then not kept in the IR's resources.
    pub fn attach_resource_parser(&mut self, group: &str, parser: ResourceParser) {
        let group = self.symbol(group);
        self.resource_parsers.retain(|(g, _)| *g != group);
        self.resource_parsers.push((group, parser));
    }
}
