//! The default builders whose body has a fixed shape (`build`,
//! `build_with_attrs`, `build_with_result_types`: the result types pushed
//! to the state, then one call of `fill_state` or `fill_state_with_values`),
//! written as formatted text ([`super::text_layout`]) with their one-call
//! twins ([`super::create_text`]): building their tokens only for syn to
//! parse them and prettyplease to print them again cost more than the rest
//! of their generation.
//!
//! A test holds the text equal to what prettyplease prints for the same
//! items.

use super::create_text::{params_text, Twin};
use super::text_layout::{self, Arg, Call, Item, INDENT};
use proc_macro2::TokenStream;
use std::fmt::Write as _;
use std::rc::Rc;

/// A builder `pub fn name(ctx, state, params...)` whose body is calls.
pub struct FixedBuilder {
    name: String,
    /// The doc comment's text, after `///`.
    doc: &'static str,
    /// Each parameter's name (with its origin marker, if any) and type.
    params: Vec<(String, Rc<str>)>,
    /// The result types pushed: each the `state.result_types` method and
    /// the parameter it takes.
    pushes: Vec<(&'static str, String)>,
    /// The function that fills the rest, `fill_state` or
    /// `fill_state_with_values`, and its arguments after `ctx, state`.
    fill: (&'static str, Vec<String>),
}

impl Item for FixedBuilder {
    fn write(&self, out: &mut String, depth: usize) {
        let indent = depth + 1;
        let pad = INDENT.repeat(indent);
        let _ = writeln!(out, "{pad}///{}", self.doc);
        let mut params = vec![
            Arg::word("ctx: &mut Context".to_string()),
            Arg::word("state: &mut OperationState".to_string()),
        ];
        params.extend(self.params.iter().map(|(name, ty)| Arg::Param {
            name: name.clone(),
            ty: ty.clone(),
        }));
        Call::new(&format!("pub fn {}(", self.name), params, ") {").write(out, indent, "");
        for (method, name) in &self.pushes {
            let push = format!("state.result_types.{method}({name});");
            text_layout::statement(out, indent + 1, &push);
        }
        let (fill, names) = &self.fill;
        let mut args = vec![Arg::word("ctx".to_string()), Arg::word("state".to_string())];
        args.extend(names.iter().map(|name| Arg::marked(name)));
        Call::new(&format!("Self::{fill}("), args, ");").write(out, indent + 1, "");
        let _ = writeln!(out, "{pad}}}");
    }
}

/// The builder `name` (`doc` its comment) taking `params` (each
/// `name: type`), which pushes the result types of `pushes` and calls
/// `fill` with `ctx`, `state` and `args`, and its `create*` twin: both go
/// to `items`, the tokens returned hold their places.
pub fn place(
    name: &str,
    doc: &'static str,
    params: &[TokenStream],
    pushes: Vec<(&'static str, String)>,
    fill: (&'static str, Vec<String>),
    items: &mut Vec<Box<dyn Item>>,
) -> TokenStream {
    items.push(Box::new(FixedBuilder {
        name: name.to_string(),
        doc,
        params: params_text(params),
        pushes,
        fill,
    }));
    let mut places = text_layout::placeholder();
    let build = syn::Ident::new(name, proc_macro2::Span::call_site());
    if let Some(twin) = Twin::new(&build, params, false, None) {
        items.push(Box::new(twin));
        places.extend(text_layout::placeholder());
    }
    places
}

#[cfg(test)]
mod tests {
    use super::super::text_layout::{self, Item};
    use super::place;
    use proc_macro2::TokenStream;
    use quote::{format_ident, quote};

    #[test]
    fn the_text_is_as_prettyplease_prints_it() {
        let types: Vec<TokenStream> = vec![quote!(Type), quote!(&[Value]), quote!(Option<u64>)];
        for depth in 0..6 {
            for len in 1..70 {
                for count in 1..=types.len() {
                    let names: Vec<String> = (0..count)
                        .map(|i| format!("{}{i}", "p".repeat(len)))
                        .collect();
                    let params: Vec<TokenStream> = names
                        .iter()
                        .zip(&types)
                        .map(|(name, ty)| {
                            let name = format_ident!("{name}");
                            quote!(#name: #ty)
                        })
                        .collect();
                    let pushes = vec![("extend_from_slice", names[0].clone())];
                    let fill = ("fill_state_with_values", names[1..].to_vec());
                    let mut items: Vec<Box<dyn Item>> = Vec::new();
                    let places = place(
                        "build",
                        " Fills `state`.",
                        &params,
                        pushes,
                        fill,
                        &mut items,
                    );
                    assert_eq!(places.to_string().matches("__ods_text_item").count(), 2);
                    let mut text = String::new();
                    for d in 0..depth {
                        text.push_str(&format!("{}mod m {{\n", "    ".repeat(d)));
                    }
                    text.push_str(&format!("{}impl X {{\n", "    ".repeat(depth)));
                    let placeholders = format!("{0}\n{0}\n", text_layout::PLACEHOLDER);
                    text_layout::splice(&mut text, &placeholders, &items, depth);
                    for d in (0..=depth).rev() {
                        text.push_str(&format!("{}}}\n", "    ".repeat(d)));
                    }
                    let parsed = syn::parse_file(&text).unwrap_or_else(|e| panic!("{e}:\n{text}"));
                    assert_eq!(prettyplease::unparse(&parsed), text);
                }
            }
        }
    }
}
