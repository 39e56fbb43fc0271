//! `fixtures/oracle/oracle_formats.td`.

include!(concat!(env!("OUT_DIR"), "/oracle_formats.rs"));
