//! Generates the Toy dialect from `td/Toy.td` into `OUT_DIR/Toy.rs`.

fn main() -> Result<(), ods_build::Error> {
    ods_build::compile(&["td/Toy.td"], &["td"])
}
