//! Predicates over types and attributes, called from the prelude.
