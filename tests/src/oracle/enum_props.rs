//! `fixtures/oracle/enum_props.td`.

include!(concat!(env!("OUT_DIR"), "/enum_props.rs"));
