//! The functions of an attribute's or type's handle whose shape is the
//! same for every def but for the names, written as text
//! ([`super::fn_text`]): the conversions to and from the untyped handle
//! and the lookup of the parameters. Building their tokens for syn and
//! prettyplease cost more than writing them.

use super::attr_type_def::DefCx;
use super::fn_text::{param, TextFn};
use super::op::string_literal;
use super::text_layout::{text_item, Arg, Call, Item};
use ods_spec::model::DefKind;
use proc_macro2::TokenStream;
use std::rc::Rc;

/// The names the functions of one def use.
pub struct DefNames {
    /// The handle (`StructType`).
    class: String,
    /// The storage struct (`StructTypeStorage`).
    storage: String,
    /// The untyped handle's path (`::ods_runtime::Type`).
    inner: Rc<str>,
}

const CONTEXT: &str = "&::ods_runtime::Context";

impl DefNames {
    /// The names of `cx`'s def.
    pub fn new(cx: &DefCx<'_>) -> DefNames {
        let inner = match cx.def.kind {
            DefKind::Type => "::ods_runtime::Type",
            DefKind::Attr => "::ods_runtime::Attribute",
        };
        DefNames {
            class: cx.class.to_string(),
            storage: cx.storage.to_string(),
            inner: inner.into(),
        }
    }

    fn value(&self) -> Arg {
        Arg::Param {
            name: "value".to_string(),
            ty: self.inner.clone(),
        }
    }

    /// `isa`, `try_from`, the unchecked conversion, the untyped view and
    /// `storage`, as placeholders whose text goes to `items`.
    pub fn handle_methods(&self, cx: &DefCx<'_>, items: &mut Vec<Box<dyn Item>>) -> TokenStream {
        let def = cx.def;
        let (lookup, view, unchecked, noun) = match def.kind {
            DefKind::Type => ("type_params", "ty", "from_type_unchecked", "type"),
            DefKind::Attr => (
                "attr_params",
                "attr",
                "from_attribute_unchecked",
                "attribute",
            ),
        };
        let storage = &self.storage;
        let mut out = TokenStream::new();

        let signature = Call::new(
            "pub fn isa(",
            vec![param("ctx", CONTEXT), self.value()],
            ") -> bool {",
        );
        let mut isa = TextFn::new(&[], signature);
        isa.doc_line(format!("Whether `value` is a `{}`.", def.class_name));
        isa.line(format!("ctx.{lookup}::<{storage}>(value).is_some()"));
        out.extend(text_item(items, isa));

        let signature = Call::new(
            "pub fn try_from(",
            vec![param("ctx", CONTEXT), self.value()],
            ") -> Option<Self> {",
        );
        let mut try_from = TextFn::new(&["`value` as this handle, if it is one."], signature);
        try_from.line("Self::isa(ctx, value).then_some(Self(value))".to_string());
        out.extend(text_item(items, try_from));

        let doc = &["`value` as this handle, which the caller knows it is."];
        let head = format!("pub fn {unchecked}(");
        let signature = Call::new(&head, vec![self.value()], ") -> Self {");
        let mut from = TextFn::new(doc, signature);
        from.line("Self(value)".to_string());
        out.extend(text_item(items, from));

        let head = format!("pub fn {view}(");
        let tail = format!(") -> {} {{", self.inner);
        let signature = Call::new(&head, vec![Arg::word("self".to_string())], &tail);
        let mut to = TextFn::new(&["The untyped handle."], signature);
        to.line("self.0".to_string());
        out.extend(text_item(items, to));

        let doc = &[
            "The parameters.",
            "",
            "# Panics",
            "When the handle was made from another definition's value.",
        ];
        let tail = format!(") -> &{storage} {{");
        let params = vec![Arg::word("self".to_string()), param("ctx", CONTEXT)];
        let mut get = TextFn::new(doc, Call::new("pub fn storage(", params, &tail));
        let panic = string_literal(&format!("not a `{}` {noun}", def.class_name));
        get.block(vec![
            (0, format!("match ctx.{lookup}::<{storage}>(self.0) {{")),
            (1, "Some(s) => s,".to_string()),
            (1, format!("None => panic!({panic}),")),
            (0, "}".to_string()),
        ]);
        out.extend(text_item(items, get));
        out
    }

    /// `From::from` of the untyped handle, as a placeholder whose text
    /// goes to `items`.
    pub fn untyped_conversion(&self, items: &mut Vec<Box<dyn Item>>) -> TokenStream {
        let tail = format!(") -> {} {{", self.inner);
        let signature = Call::new("fn from(", vec![param("value", &self.class)], &tail);
        let mut from = TextFn::new(&[], signature);
        from.line("value.0".to_string());
        text_item(items, from)
    }

    /// The functions of `Def` (the conversions), as placeholders whose
    /// text goes to `items`.
    pub fn def_fns(&self, items: &mut Vec<Box<dyn Item>>) -> TokenStream {
        let signature = Call::new(
            "fn from_value_unchecked(",
            vec![self.value()],
            ") -> Self {",
        );
        let mut from = TextFn::new(&[], signature);
        from.line("Self(value)".to_string());
        let mut out = text_item(items, from);
        let tail = format!(") -> {} {{", self.inner);
        let signature = Call::new("fn value(", vec![Arg::word("self".to_string())], &tail);
        let mut value = TextFn::new(&[], signature);
        value.line("self.0".to_string());
        out.extend(text_item(items, value));
        out
    }
}
