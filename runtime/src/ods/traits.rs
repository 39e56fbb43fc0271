//! Checks of ODS traits.
