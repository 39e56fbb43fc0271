//! Rust values to and from attributes and types, called from the prelude.
