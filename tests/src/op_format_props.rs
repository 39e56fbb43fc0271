//! `fixtures/ods/op_format_props.td`.

include!(concat!(env!("OUT_DIR"), "/op_format_props.rs"));
