//! Generates the `kern` dialect from `td/Kern.td` into `OUT_DIR/Kern.rs`.

fn main() {
    ods_build::compile_or_exit(&["td/Kern.td"], &["td"]);
}
