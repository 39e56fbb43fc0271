//! `fixtures/oracle/optional_params.td`.

include!(concat!(env!("OUT_DIR"), "/optional_params.rs"));
