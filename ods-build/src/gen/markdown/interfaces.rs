//! The interfaces of one kind that the root file defines: each with its
//! description and its methods' signatures and descriptions.

use super::{description, heading};
use ods_spec::model::interface::{InterfaceDef, InterfaceKind, Method};
use ods_spec::model::Model;
use ods_spec::tablegen::source::FileId;

/// Appends the page of the `kind` interfaces defined in the file `root`
/// (not in the files it includes, as mlir-tblgen lists them).
pub fn emit(model: &Model, kind: InterfaceKind, root: FileId, out: &mut String) {
    let title = match kind {
        InterfaceKind::Op => "OpInterface",
        InterfaceKind::Attr => "AttributeInterface",
        InterfaceKind::Type => "TypeInterface",
    };
    heading(out, 1, &format!("{title} definitions"));
    let defined = model
        .interfaces
        .iter()
        .filter(|i| i.kind == kind && i.span.file == root);
    for i in defined {
        interface(i, out);
    }
}

fn interface(i: &InterfaceDef, out: &mut String) {
    heading(out, 2, &format!("{} (`{}`)", i.name, i.def_name));
    description(out, &i.description);
    heading(out, 3, "Methods:");
    for m in &i.methods {
        heading(out, 4, &format!("`{}`", m.name));
        out.push_str(&format!("\n```c++\n{}\n```\n", signature(m)));
        description(out, &m.description);
        if m.body.is_none() {
            out.push_str("\nNOTE: This method *must* be implemented by the user.");
        }
        out.push('\n');
    }
}

/// The method's declaration as written in the `.td` file.
fn signature(m: &Method) -> String {
    let args: Vec<String> = m
        .args
        .iter()
        .map(|a| format!("{}{}", typed(&a.written_type), a.name))
        .collect();
    let prefix = if m.is_static { "static " } else { "" };
    let ret = typed(&m.written_return_type);
    format!("{prefix}{ret}{}({});", m.name, args.join(", "))
}

/// A type followed by a space unless it ends in `&` or `*`.
fn typed(ty: &str) -> String {
    let ty = ty.trim();
    if ty.ends_with(['&', '*']) {
        ty.to_string()
    } else {
        format!("{ty} ")
    }
}
