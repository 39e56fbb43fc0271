//! Integration tests for ods-rs live in `tests/tests/`; fixtures in
//! `tests/fixtures/`.
