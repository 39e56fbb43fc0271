//! `fixtures/oracle/enum_attrs.td`.

include!(concat!(env!("OUT_DIR"), "/enum_attrs.rs"));
