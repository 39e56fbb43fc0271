//! `fixtures/oracle/inferred_types.td`.

include!(concat!(env!("OUT_DIR"), "/inferred_types.rs"));
