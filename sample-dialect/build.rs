//! Generates the Toy dialect from `td/Toy.td` into `OUT_DIR/Toy.rs`.

fn main() {
    ods_build::compile_or_exit(&["td/Toy.td"], &["td"]);
}
