//! Rust for the declarative `assemblyFormat` of an `AttrDef`/`TypeDef`: the
//! statements that print a def's body after its mnemonic, and the
//! expression that parses it back, as `mlir-tblgen`'s
//! `AttrOrTypeFormatGen.cpp` generates them (spacing rules, optional groups,
//! `params`, `struct`, `custom<...>`, `qualified`, its error messages).
//!
//! Code the user writes for a `custom<Name>(...)` directive, next to the
//! generated code:
//!
//! ```text
//! fn parse_name(p: &mut AsmParser<'_, '_>, bound: &mut Option<T>, referenced: Option<&U>,
//!               /* string arguments as written */) -> PResult<()>;
//! fn print_name(p: &mut AsmPrinter<'_>, value: A, referenced: B, /* strings */);
//! ```
//!
//! A bound parameter (`$x`) is a slot to fill, a `ref($x)` one the value
//! parsed before it (`None` when absent); the printer gets each value as
//! its accessor returns it (`&str` for a `String`, `&[T]` for a `Vec<T>`,
//! a copy of a `Copy` value, `&T` otherwise).

use super::code::{self, Kind};
use ods_spec::model::attr_type_def::{AttrOrTypeDef, DefKind, Parameter};
use ods_spec::model::attr_type_format::{CustomArg, Element, Format, OptionalGroup, ParamRef};
use ods_spec::model::Code;
use proc_macro2::TokenStream;
use quote::quote;

/// Lints that the snippets pasted into generated format code trip
/// (`!((self.x) == (None))` from a parameter's comparator and default).
fn snippet_allows() -> TokenStream {
    quote!(#[allow(
        unused_parens,
        clippy::partialeq_to_none,
        clippy::nonminimal_bool,
        clippy::unnecessary_lazy_evaluations
    )])
}

/// Statements that print the body of `def` after its mnemonic, run inside
/// `fn print(&self, this: AttrOrType, p: &mut AsmPrinter<'_>)` of its
/// storage struct, whose fields are the parameters.
pub fn print_body(def: &AttrOrTypeDef, format: &Format) -> code::Result<TokenStream> {
    let mut gen = PrintGen {
        def,
        should_emit_space: true,
        last_was_punctuation: false,
    };
    let body = gen.elements(&format.elements)?;
    let allows = snippet_allows();
    Ok(quote!(#allows { #body }))
}

/// An expression of type `PResult<<ClassName>Storage>` that parses the body
/// of `def` after its mnemonic, with `p: &mut AsmParser<'_, '_>` in scope
/// and, for an attribute, `self_type: Option<Type>` (the `: type` after
/// it). Absent optional parameters take their defaults.
pub fn parse_body(def: &AttrOrTypeDef, format: &Format) -> code::Result<TokenStream> {
    let gen = ParseGen { def };
    let storage = code::make_ident(&format!("{}Storage", def.class_name));
    let slots = def.parameters.iter().map(|param| {
        let slot = slot(param);
        let field = code::ident(&param.name);
        quote!(let mut #slot = ::ods_runtime::asm::unset(|s: &#storage| &s.#field);)
    });
    let self_type = gen.self_type()?;
    let elements = gen.elements(&format.elements)?;
    let finals = gen.finals()?;
    let fields = def.parameters.iter().map(|param| {
        let field = code::ident(&param.name);
        let value = value_ident(param);
        quote!(#field: #value)
    });
    let (self_type_param, self_type_arg) = match def.kind {
        DefKind::Attr => (
            quote!(, self_type: ::std::option::Option<::ods_runtime::Type>),
            quote!(, self_type),
        ),
        DefKind::Type => (TokenStream::new(), TokenStream::new()),
    };
    let allows = snippet_allows();
    Ok(quote! {{
        #allows
        // `self_type` is part of every attribute's signature, used or not.
        #[allow(unused_mut, unused_assignments, unused_variables)]
        fn parse_format(
            p: &mut ::ods_runtime::asm::AsmParser<'_, '_> #self_type_param
        ) -> ::ods_runtime::asm::PResult<#storage> {
            #(#slots)*
            #self_type
            #elements
            #finals
            Ok(#storage { #(#fields),* })
        }
        parse_format(p #self_type_arg)
    }})
}

/// MLIR's `shouldEmitSpaceBefore`: whether a literal gets a space before it.
pub(super) fn should_emit_space_before(value: &str, last_was_punctuation: bool) -> bool {
    if value.chars().count() != 1 && value != "->" {
        return true;
    }
    let first = value.chars().next().unwrap_or(' ');
    if last_was_punctuation {
        !">)}],".contains(first)
    } else {
        !"<>(){}[],".contains(first)
    }
}

/// Whether a literal is a keyword (else punctuation).
pub(super) fn is_keyword(value: &str) -> bool {
    value.starts_with(|c: char| c == '_' || c.is_ascii_alphabetic())
}

/// A code snippet with `$name`s replaced, as `kind`; a statement gets the
/// `;` MLIR puts after it.
fn snippet(
    code: &Code,
    subs: &[(&str, &str)],
    kind: Kind,
    what: &str,
) -> code::Result<TokenStream> {
    let mut code = code.clone();
    let trimmed = code.text.trim_end();
    if kind == Kind::Block && !trimmed.ends_with([';', '}']) {
        code.text = format!("{trimmed};");
    }
    code::parse_code(&code, subs, kind, what)
}

/// A custom directive's string argument, Rust written in the `.td`.
fn directive_string(
    def: &AttrOrTypeDef,
    text: &str,
    subs: &[(&str, &str)],
) -> code::Result<TokenStream> {
    let code = Code::rust(text.to_string(), def.span);
    snippet(&code, subs, Kind::Expr, "a custom directive argument")
}

/// Text written by the generator (a comparator with its default) parsed as
/// an expression, errors at the def.
/// The stand-in for a condition over `param`'s default when the default is
/// C++ without Rust (listed with the other pieces; never compiled).
fn default_without_rust(param: &Parameter, what: &str) -> Option<code::Result<TokenStream>> {
    let default = param.default_value.as_ref()?;
    super::missing_rust::MissingRust::stand_in(default, Kind::Expr, what)
}

fn expr_text(def: &AttrOrTypeDef, text: &str, what: &str) -> code::Result<TokenStream> {
    code::parse(text, def.span, Kind::Expr, what)
}

fn slot(param: &Parameter) -> syn::Ident {
    code::make_ident(&format!("result_{}", code::snake_case(&param.name)))
}

fn value_ident(param: &Parameter) -> syn::Ident {
    code::make_ident(&format!("param_{}", code::snake_case(&param.name)))
}

/// `custom<Name>` calls `parse_name`/`print_name`.
fn custom_fn(prefix: &str, name: &str) -> syn::Ident {
    code::make_ident(&format!("{prefix}_{}", code::snake_case(name)))
}

struct PrintGen<'d> {
    def: &'d AttrOrTypeDef,
    /// MLIR's printer flags: a space is due before the next element, and
    /// the last element printed was punctuation.
    should_emit_space: bool,
    last_was_punctuation: bool,
}

impl<'d> PrintGen<'d> {
    fn param(&self, r: &ParamRef) -> &'d Parameter {
        &self.def.parameters[r.index]
    }

    fn elements(&mut self, elements: &[Element]) -> code::Result<TokenStream> {
        let mut out = TokenStream::new();
        for el in elements {
            out.extend(self.element(el)?);
        }
        Ok(out)
    }

    fn element(&mut self, el: &Element) -> code::Result<TokenStream> {
        match el {
            Element::Literal(value) => Ok(self.literal(value)),
            Element::Whitespace(value) => Ok(self.whitespace(value)),
            Element::Param(r) => self.variable(r, false),
            Element::Params(refs) => self.comma_separated(refs, false),
            Element::Struct(refs) => self.comma_separated(refs, true),
            Element::Custom { name, args } => self.custom(name, args),
            Element::Optional(group) => self.optional(group),
        }
    }

    fn literal(&mut self, value: &str) -> TokenStream {
        let space =
            self.should_emit_space && should_emit_space_before(value, self.last_was_punctuation);
        let text = if space {
            format!(" {value}")
        } else {
            value.to_string()
        };
        self.should_emit_space = !(value.len() == 1 && "<({[".contains(value));
        self.last_was_punctuation = !is_keyword(value);
        quote!(p.write(#text);)
    }

    fn whitespace(&mut self, value: &str) -> TokenStream {
        self.should_emit_space = false;
        match value {
            "\\n" => quote!(p.write("\n");),
            "" => {
                self.last_was_punctuation = true;
                TokenStream::new()
            }
            _ => quote!(p.write(#value);),
        }
    }

    /// The value of a parameter as text (`convertFromStorage` of its field).
    fn value_text(&self, param: &Parameter) -> String {
        let field = format!("self.{}", code::ident(&param.name));
        if param.convert_from_storage.trim() == "$_self" {
            return field;
        }
        let converted = code::substitute(
            &param.convert_from_storage,
            &[("_self", &field), ("_ctxt", "p.ctx()")],
        );
        format!("({converted})")
    }

    /// MLIR's print guard: the optional parameter differs from its default.
    fn guard(&self, param: &Parameter) -> code::Result<TokenStream> {
        let what = format!("the default of parameter '{}'", param.name);
        if let Some(stand_in) = default_without_rust(param, &what) {
            return stand_in;
        }
        let condition = param.print_condition().unwrap_or_else(|| "true".into());
        let text = code::substitute(
            &condition,
            &[("_self", &self.value_text(param)), ("_ctxt", "p.ctx()")],
        );
        expr_text(self.def, &text, &what)
    }

    /// The guard of any of `params` (the optional ones).
    fn any_guard(&self, params: impl Iterator<Item = usize>) -> code::Result<TokenStream> {
        let guards = params
            .map(|i| &self.def.parameters[i])
            .filter(|p| p.is_optional())
            .map(|p| self.guard(p))
            .collect::<code::Result<Vec<_>>>()?;
        if guards.is_empty() {
            return Ok(quote!(false));
        }
        Ok(quote!(#(#guards)||*))
    }

    fn space_before_value(&mut self) -> TokenStream {
        let space = self.should_emit_space || !self.last_was_punctuation;
        self.should_emit_space = true;
        self.last_was_punctuation = false;
        if space {
            quote!(p.write(" ");)
        } else {
            TokenStream::new()
        }
    }

    /// A parameter's value, guarded on its presence unless `guarded`
    /// outside already.
    fn variable(&mut self, r: &ParamRef, guarded: bool) -> code::Result<TokenStream> {
        let param = self.param(r);
        let guard = (param.is_optional() && !guarded)
            .then(|| self.guard(param))
            .transpose()?;
        let space = self.space_before_value();
        let value = self.value_text(param);
        let print = if r.qualified {
            let value = expr_text(self.def, &value, "a parameter's value")?;
            quote!(::ods_runtime::asm::FieldPrinter::print_qualified_field(&#value, p);)
        } else if let Some(printer) = &param.printer {
            let what = format!("the printer of parameter '{}'", param.name);
            let subs = [
                ("_printer", "p"),
                ("_self", value.as_str()),
                ("_ctxt", "p.ctx()"),
            ];
            snippet(printer, &subs, Kind::Block, &what)?
        } else {
            let value = expr_text(self.def, &value, "a parameter's value")?;
            quote!(::ods_runtime::asm::FieldPrinter::print_field(&#value, p);)
        };
        Ok(match guard {
            Some(guard) => quote!(if #guard { #space #print }),
            None => quote!(#space #print),
        })
    }

    /// `params` and `struct`: the values separated by `, `, each optional
    /// one only when it differs from its default (`name = ` before each
    /// value of a struct).
    fn comma_separated(&mut self, refs: &[ParamRef], is_struct: bool) -> code::Result<TokenStream> {
        let mut out = TokenStream::new();
        if self.should_emit_space || !self.last_was_punctuation {
            if refs.iter().all(|r| r.optional) {
                let any = self.any_guard(refs.iter().map(|r| r.index))?;
                out.extend(quote!(if #any { p.write(" "); }));
            } else {
                out.extend(quote!(p.write(" ");));
            }
        }
        // Whether a value was printed before, when known at generation
        // time: a runtime flag is kept only while optional values decide.
        let mut printed_before = Some(false);
        let mut needs_flag = false;
        let mut body = TokenStream::new();
        for (i, r) in refs.iter().enumerate() {
            let param = self.param(r);
            let comma = match printed_before {
                Some(true) => quote!(p.write(", ");),
                Some(false) => TokenStream::new(),
                None => quote!(if printed_before {
                    p.write(", ");
                }),
            };
            let more_follow = i + 1 < refs.len();
            let mark = if param.is_optional() && printed_before != Some(true) && more_follow {
                needs_flag = true;
                quote!(printed_before = true;)
            } else {
                TokenStream::new()
            };
            let key = is_struct.then(|| {
                let text = format!("{} = ", param.name);
                quote!(p.write(#text);)
            });
            let guard = param.is_optional().then(|| self.guard(param)).transpose()?;
            self.should_emit_space = false;
            self.last_was_punctuation = true;
            let value = self.variable(r, true)?;
            let printed = quote!(#comma #mark #key #value);
            body.extend(match guard {
                Some(guard) => quote!(if #guard { #printed }),
                None => printed,
            });
            printed_before = match (printed_before, param.is_optional()) {
                (_, false) | (Some(true), true) => Some(true),
                _ => None,
            };
        }
        let flag = needs_flag.then(|| quote!(let mut printed_before = false;));
        out.extend(quote!({ #flag #body }));
        Ok(out)
    }

    /// A custom directive's argument as the print function receives it.
    fn custom_value(&self, param: &Parameter) -> code::Result<TokenStream> {
        let value = expr_text(self.def, &self.value_text(param), "a parameter's value")?;
        let accessor = param.accessor_type.trim();
        let optional_ref = ["::std::option::Option<&", "Option<&"]
            .iter()
            .any(|prefix| accessor.starts_with(prefix));
        Ok(if accessor.starts_with('&') {
            quote!(&#value)
        } else if optional_ref {
            let derefs = ["String", "Vec<"]
                .iter()
                .any(|t| param.rust_type.contains(t));
            if derefs {
                quote!(#value.as_deref())
            } else {
                quote!(#value.as_ref())
            }
        } else {
            value
        })
    }

    fn custom(&mut self, name: &str, args: &[CustomArg]) -> code::Result<TokenStream> {
        let space = self.space_before_value();
        let function = custom_fn("print", name);
        let args = args
            .iter()
            .map(|arg| match arg {
                CustomArg::Param(r) | CustomArg::Ref(r) => self.custom_value(self.param(r)),
                CustomArg::String(text) => {
                    directive_string(self.def, text, &[("_printer", "p"), ("_ctxt", "p.ctx()")])
                }
            })
            .collect::<code::Result<Vec<_>>>()?;
        Ok(quote!(#space #function(p #(, #args)*);))
    }

    fn optional(&mut self, group: &OptionalGroup) -> code::Result<TokenStream> {
        let any = self.any_guard(group.anchor_params.iter().copied())?;
        let condition = if group.inverted { quote!(!(#any)) } else { any };
        let (space, punctuation) = (self.should_emit_space, self.last_was_punctuation);
        let then = self.elements(&group.then)?;
        self.should_emit_space = space;
        self.last_was_punctuation = punctuation;
        let otherwise = self.elements(&group.otherwise)?;
        Ok(if otherwise.is_empty() {
            quote!(if #condition { #then })
        } else {
            quote!(if #condition { #then } else { #otherwise })
        })
    }
}

struct ParseGen<'d> {
    def: &'d AttrOrTypeDef,
}

impl ParseGen<'_> {
    fn param(&self, r: &ParamRef) -> &Parameter {
        &self.def.parameters[r.index]
    }

    fn elements(&self, elements: &[Element]) -> code::Result<TokenStream> {
        let mut out = TokenStream::new();
        for el in elements {
            out.extend(self.element(el)?);
        }
        Ok(out)
    }

    fn element(&self, el: &Element) -> code::Result<TokenStream> {
        match el {
            Element::Literal(value) => {
                let parse = literal_parser(value, false);
                Ok(quote!(#parse?;))
            }
            Element::Whitespace(_) => Ok(TokenStream::new()),
            Element::Param(r) => self.variable(r),
            Element::Params(refs) => self.params(refs),
            Element::Struct(refs) => self.structure(refs),
            Element::Custom { name, args } => self.custom(name, args),
            Element::Optional(group) => self.optional(group),
        }
    }

    /// The attribute's self type into its parameter, MLIR's checks.
    fn self_type(&self) -> code::Result<TokenStream> {
        let Some(param) = self
            .def
            .self_type_parameter()
            .map(|i| &self.def.parameters[i])
        else {
            return Ok(TokenStream::new());
        };
        if self.def.kind != DefKind::Attr {
            return Ok(TokenStream::new());
        }
        let slot = slot(param);
        let missing = (!param.is_optional()).then(|| {
            quote!(else {
                return Err(p.emit_error(ods_loc, "expected a trailing type"));
            })
        });
        Ok(quote! {
            let ods_loc = p.current_location();
            if let Some(t) = self_type {
                match ::ods_runtime::asm::FromSelfType::from_self_type(p.ctx(), t) {
                    Some(v) => #slot = Some(v),
                    None => return Err(p.emit_error(ods_loc, "invalid kind of type specified")),
                }
            } #missing
        })
    }

    /// A parameter read by its `parser` code or `FieldParser`; on failure,
    /// MLIR's second error as a note.
    fn variable(&self, r: &ParamRef) -> code::Result<TokenStream> {
        let param = self.param(r);
        let slot = slot(param);
        let parse = match &param.parser {
            Some(parser) => {
                let self_type = if self.def.kind == DefKind::Attr {
                    "self_type"
                } else {
                    "::std::option::Option::<::ods_runtime::Type>::None"
                };
                let subs = [("_parser", "p"), ("_ctxt", "p.ctx()"), ("_type", self_type)];
                let what = format!("the parser of parameter '{}'", param.name);
                snippet(parser, &subs, Kind::Expr, &what)?
            }
            // A type of its constraint's class (MLIR's `parseType<Class>`);
            // a plain optional value as the value itself, which MLIR's
            // `FieldParser<uint64_t>` requires (`std::optional<T>` reads
            // it if it comes).
            None => match (&param.type_class, &param.plain_optional) {
                (Some(class), _) => quote!(p.parse_type_of_class(#class)),
                (None, Some(_)) => quote!(::ods_runtime::asm::FieldParser::parse_field(p)
                    .map(::std::option::Option::Some)),
                (None, None) => quote!(::ods_runtime::asm::FieldParser::parse_field(p)),
            },
        };
        let message = format!(
            "failed to parse {} parameter '{}' which is to be a `{}`",
            self.def.def_name,
            param.name,
            param.type_class.as_deref().unwrap_or(&param.cpp_type_text)
        );
        Ok(quote! {
            #slot = Some(match #parse {
                Ok(v) => v,
                Err(e) => return Err(p.note_failure(e, #message)),
            });
        })
    }

    /// Whether a parsed optional parameter is present: parsed, and not its
    /// default.
    fn present(&self, param: &Parameter) -> code::Result<TokenStream> {
        let slot = slot(param);
        let what = format!("the default of parameter '{}'", param.name);
        if let Some(stand_in) = default_without_rust(param, &what) {
            return stand_in;
        }
        let condition = param.print_condition().unwrap_or_else(|| "true".into());
        let text = code::substitute(&condition, &[("_self", "(*v)"), ("_ctxt", "p.ctx()")]);
        let condition = expr_text(self.def, &text, &what)?;
        Ok(quote!(#slot.as_ref().is_some_and(|v| #condition)))
    }

    /// `params`: comma separated; the commas after the last required value
    /// are optional, and one ends the list when absent.
    fn params(&self, refs: &[ParamRef]) -> code::Result<TokenStream> {
        let last_required = refs.iter().rposition(|r| !r.optional).unwrap_or(0);
        let mut body = TokenStream::new();
        let mut breaks = false;
        for (i, r) in refs.iter().enumerate() {
            if i > 0 {
                let comma = if i <= last_required {
                    quote!(p.parse_comma()?;)
                } else {
                    breaks = true;
                    quote!(if !p.parse_optional_comma() {
                        break 'params;
                    })
                };
                let previous = self.param(&refs[i - 1]);
                body.extend(if previous.is_optional() {
                    let present = self.present(previous)?;
                    quote!(if #present { #comma })
                } else {
                    comma
                });
            }
            body.extend(self.variable(r)?);
        }
        Ok(if breaks {
            quote!('params: { #body })
        } else {
            body
        })
    }

    /// `struct`: `name = value` pairs in any order, each once; all of them
    /// when none is optional, else while commas follow.
    fn structure(&self, refs: &[ParamRef]) -> code::Result<TokenStream> {
        let mut arms = TokenStream::new();
        for r in refs {
            let param = self.param(r);
            let name = &param.name;
            let slot = slot(param);
            let parse = self.variable(r)?;
            arms.extend(quote!(#name if #slot.is_none() => { #parse }));
        }
        let entry = quote! {
            p.parse_equal()?;
            match key.as_str() {
                #arms
                _ => return p.error(format!("duplicate or unknown struct parameter name: {key}")),
            }
        };
        let read_key = quote! {
            match p.parse_keyword_ident() {
                Ok(k) => k,
                Err(e) => return Err(p.note_failure(e, "expected a parameter name in struct")),
            }
        };
        let optional = refs.iter().filter(|r| r.optional).count();
        if optional == 0 {
            let (count, last) = (code::lit(refs.len()), code::lit(refs.len() - 1));
            return Ok(quote! {
                for index in 0..#count {
                    let key = #read_key;
                    #entry
                    if index != #last {
                        p.parse_comma()?;
                    }
                }
            });
        }
        if optional == refs.len() {
            return Ok(quote! {
                if let Some(mut key) = p.parse_optional_keyword_ident() {
                    loop {
                        #entry
                        if !p.parse_optional_comma() {
                            break;
                        }
                        key = #read_key;
                    }
                }
            });
        }
        let checks = refs.iter().filter(|r| !r.optional).map(|r| {
            let param = self.param(r);
            let slot = slot(param);
            let message = format!("struct is missing required parameter: {}", param.name);
            quote!(if #slot.is_none() { return p.error(#message); })
        });
        Ok(quote! {
            loop {
                let key = #read_key;
                #entry
                if !p.parse_optional_comma() {
                    break;
                }
            }
            #(#checks)*
        })
    }

    fn custom(&self, name: &str, args: &[CustomArg]) -> code::Result<TokenStream> {
        let function = custom_fn("parse", name);
        let mut call_args = Vec::new();
        let mut checks = Vec::new();
        for arg in args {
            call_args.push(match arg {
                CustomArg::Param(r) => {
                    let param = self.param(r);
                    let slot = slot(param);
                    if !param.is_optional() {
                        let message =
                            format!("custom parser failed to parse parameter '{}'", param.name);
                        checks.push(quote! {
                            if #slot.is_none() {
                                return Err(p.emit_error(custom_loc, #message));
                            }
                        });
                    }
                    quote!(&mut #slot)
                }
                CustomArg::Ref(r) => {
                    let slot = slot(self.param(r));
                    quote!(#slot.as_ref())
                }
                CustomArg::String(text) => {
                    directive_string(self.def, text, &[("_parser", "p"), ("_ctxt", "p.ctx()")])?
                }
            });
        }
        let loc = (!checks.is_empty()).then(|| quote!(let custom_loc = p.current_location();));
        Ok(quote!({
            #loc
            #function(p #(, #call_args)*)?;
            #(#checks)*
        }))
    }

    /// An optional group: its first element decides (a literal present, or
    /// a parameter parsed and not its default); the rest of the first group
    /// follows, else the second group.
    fn optional(&self, group: &OptionalGroup) -> code::Result<TokenStream> {
        let first = &group.then[group.then_parse_start];
        let (prelude, condition) = match first {
            Element::Literal(value) => (TokenStream::new(), literal_parser(value, true)),
            Element::Param(r) => (self.variable(r)?, self.present(self.param(r))?),
            _ => {
                return Err(code::Error::plain(ods_spec::tablegen::Diagnostic::error(
                    Some(self.def.span),
                    "first parsable element of an optional group must be a literal or variable",
                )))
            }
        };
        let then = self.elements(&group.then[group.then_parse_start + 1..])?;
        let otherwise = self.elements(&group.otherwise)?;
        Ok(match (then.is_empty(), otherwise.is_empty()) {
            (true, true) => quote!(#prelude let _ = #condition;),
            (_, true) => quote!(#prelude if #condition { #then }),
            _ => quote!(#prelude if #condition { #then } else { #otherwise }),
        })
    }

    /// Each parameter's value: its parsed value, or its default (`$_ctxt`
    /// and the earlier parameters substituted).
    fn finals(&self) -> code::Result<TokenStream> {
        let mut out = TokenStream::new();
        let mut earlier: Vec<(String, String)> = Vec::new();
        for param in &self.def.parameters {
            let slot = slot(param);
            let value = value_ident(param);
            out.extend(match &param.default_value {
                Some(default) => {
                    let mut subs: Vec<(&str, &str)> = vec![("_ctxt", "p.ctx()")];
                    subs.extend(earlier.iter().map(|(k, v)| (k.as_str(), v.as_str())));
                    let what = format!("the default of parameter '{}'", param.name);
                    let default = snippet(default, &subs, Kind::Expr, &what)?;
                    // A default may be written as another type that converts
                    // (a string literal for a `String`).
                    quote!(let #value = #slot.unwrap_or_else(|| ::core::convert::Into::into(#default));)
                }
                None => {
                    let message = format!(
                        "{} parameter '{}' was not parsed",
                        self.def.def_name, param.name
                    );
                    quote!(let Some(#value) = #slot else { return p.error(#message); };)
                }
            });
            earlier.push((param.name.clone(), value.to_string()));
        }
        Ok(out)
    }
}

/// The `AsmParser` call that reads a literal (`parse_optional_*` when
/// `optional`, a `bool`; else a `PResult<()>`).
pub(super) fn literal_parser(value: &str, optional: bool) -> TokenStream {
    let prefix = if optional { "parse_optional" } else { "parse" };
    if is_keyword(value) {
        let method = code::make_ident(&format!("{prefix}_keyword"));
        return quote!(p.#method(#value));
    }
    let name = match value {
        "->" => "arrow",
        ":" => "colon",
        "," => "comma",
        "=" => "equal",
        "<" => "less",
        ">" => "greater",
        "{" => "lbrace",
        "}" => "rbrace",
        "(" => "lparen",
        ")" => "rparen",
        "[" => "lsquare",
        "]" => "rsquare",
        "?" => "question",
        "+" => "plus",
        "-" => "minus",
        "*" => "star",
        "..." => "ellipsis",
        _ => "vertical_bar",
    };
    let method = code::make_ident(&format!("{prefix}_{name}"));
    quote!(p.#method())
}

#[cfg(test)]
mod tests {
    use super::*;
    use ods_spec::model::Model;
    use ods_spec::tablegen::Loader;
    use std::path::Path;

    /// The print statements and parse expression of the only def of `body`
    /// (a dialect `my` around it), formatted inside functions.
    fn generate(body: &str) -> (String, String) {
        let header = r#"include "mlir/IR/AttrTypeBase.td"
def My_Dialect : Dialect { let name = "my"; let cppNamespace = "::my"; }
"#;
        let loader = Loader {
            prelude: true,
            ..Loader::default()
        };
        let keeper = loader
            .load_str(Path::new("defs.td"), format!("{header}{body}"))
            .unwrap_or_else(|f| panic!("{}", f.render()));
        let model =
            Model::build(&keeper).unwrap_or_else(|d| panic!("{}", d.render(&keeper.sources)));
        let def = model.type_defs.first().or(model.attr_defs.first()).unwrap();
        let format = def.format.as_ref().unwrap();
        let print = print_body(def, format).unwrap_or_else(|e| panic!("{:?}", e.diagnostic));
        let parse = parse_body(def, format).unwrap_or_else(|e| panic!("{:?}", e.diagnostic));
        let file = quote! {
            fn print(&self, p: &mut AsmPrinter<'_>) { #print }
            fn parse(p: &mut AsmParser<'_, '_>) -> PResult<S> { #parse }
        };
        let text = prettyplease::unparse(&syn::parse2(file).unwrap());
        let (print, parse) = text.split_at(text.find("fn parse(").unwrap());
        (print.to_string(), parse.to_string())
    }

    /// `text` without its whitespace, to compare code regardless of layout.
    fn squash(text: &str) -> String {
        text.split_whitespace().collect()
    }

    fn assert_has(haystack: &str, needle: &str) {
        assert!(
            squash(haystack).contains(&squash(needle)),
            "missing `{needle}` in\n{haystack}"
        );
    }

    #[test]
    fn spacing_follows_mlir() {
        assert!(!should_emit_space_before("<", false));
        assert!(!should_emit_space_before(",", false));
        assert!(should_emit_space_before("(", true));
        assert!(!should_emit_space_before(">", true));
        assert!(should_emit_space_before("->", false));
        assert!(should_emit_space_before("to", true));
    }

    #[test]
    fn pair_prints_and_parses_in_order() {
        let (print, parse) = generate(
            r#"def My_Pair : TypeDef<My_Dialect, "Pair"> {
  let mnemonic = "pair";
  let parameters = (ins "int":$a, "int":$b);
  let assemblyFormat = "`<` $a `,` $b `>`";
}"#,
        );
        // `pair<42, 24>`: no space after `<`, none before `,` and `>`.
        assert_has(
            &print,
            r#"p.write("<"); ::ods_runtime::asm::FieldPrinter::print_field(&self.a, p);
               p.write(","); p.write(" "); ::ods_runtime::asm::FieldPrinter::print_field(&self.b, p);
               p.write(">");"#,
        );
        assert_has(
            &parse,
            "let mut result_a = ::ods_runtime::asm::unset(|s: &PairTypeStorage| &s.a);",
        );
        assert_has(&parse, "p.parse_less()?;");
        assert_has(
            &parse,
            "result_a = Some(match ::ods_runtime::asm::FieldParser::parse_field(p) {
                Ok(v) => v,
                Err(e) => { return Err(p.note_failure(e,",
        );
        assert_has(
            &parse,
            "\"failed to parse My_Pair parameter 'a' which is to be a `int`\"",
        );
        assert_has(&parse, "p.parse_comma()?;");
        assert_has(&parse, "Ok(PairTypeStorage { a: param_a, b: param_b, })");
        assert!(!parse.contains("self_type"), "{parse}");
    }

    #[test]
    fn struct_parses_in_any_order_with_mlir_errors() {
        let (print, parse) = generate(
            r#"def My_S : TypeDef<My_Dialect, "S"> {
  let mnemonic = "s";
  let parameters = (ins "int":$a, DefaultValuedParameter<"int", "7">:$b);
  let assemblyFormat = "`<` struct($a, $b) `>`";
}"#,
        );
        assert_has(&print, r#"p.write("a = ");"#);
        assert_has(
            &print,
            r#"if !((self.b) == (7)) { p.write(", "); p.write("b = ");"#,
        );
        assert_has(
            &parse,
            r#"match key.as_str() { "a" if result_a.is_none() =>"#,
        );
        assert_has(
            &parse,
            r#"_ => { return p.error(format!("duplicate or unknown struct parameter name: {key}"),"#,
        );
        assert_has(
            &parse,
            r#"if result_a.is_none() { return p.error("struct is missing required parameter: a"); }"#,
        );
        assert_has(
            &parse,
            "let param_b = result_b.unwrap_or_else(|| ::core::convert::Into::into(7));",
        );
    }

    #[test]
    fn optional_groups_guard_on_their_anchor() {
        let (print, parse) = generate(
            r#"def My_O : TypeDef<My_Dialect, "O"> {
  let mnemonic = "o";
  let parameters = (ins "int":$a, OptionalParameter<"int">:$b);
  let assemblyFormat = "`<` $a (`,` $b^)? `>`";
}"#,
        );
        assert_has(
            &print,
            r#"if !((self.b) == (::std::option::Option::None)) { p.write(",");
                 if !((self.b) == (::std::option::Option::None)) { p.write(" ");"#,
        );
        assert_has(&parse, "if p.parse_optional_comma() { result_b = Some(");
        assert_has(
            &parse,
            "let param_b = result_b\
             .unwrap_or_else(|| ::core::convert::Into::into(::std::option::Option::None,));",
        );
    }

    #[test]
    fn custom_and_qualified_call_the_right_functions() {
        let (print, parse) = generate(
            r#"def My_C : TypeDef<My_Dialect, "C"> {
  let mnemonic = "c";
  let parameters = (ins "::mlir::Type":$t, "int":$n);
  let assemblyFormat = "`<` qualified($t) `,` custom<Count>($n, ref($t), \"1\") `>`";
}"#,
        );
        assert_has(
            &print,
            "::ods_runtime::asm::FieldPrinter::print_qualified_field(&self.t, p);",
        );
        assert_has(&print, "print_count(p, self.n, self.t, 1);");
        assert_has(&parse, "let custom_loc = p.current_location();");
        assert_has(
            &parse,
            "parse_count(p, &mut result_n, result_t.as_ref(), 1)?;",
        );
        assert_has(&parse, r#""custom parser failed to parse parameter 'n'""#);
    }

    #[test]
    fn attribute_self_type_comes_from_the_trailing_type() {
        let (_, parse) = generate(
            r#"def My_A : AttrDef<My_Dialect, "A"> {
  let mnemonic = "a";
  let parameters = (ins "int":$v, AttributeSelfTypeParameter<"">:$type);
  let assemblyFormat = "`<` $v `>`";
}"#,
        );
        assert_has(
            &parse,
            "self_type: ::std::option::Option<::ods_runtime::Type>",
        );
        assert_has(
            &parse,
            "match ::ods_runtime::asm::FromSelfType::from_self_type(p.ctx(), t)",
        );
        assert_has(&parse, r#""invalid kind of type specified""#);
        assert_has(
            &parse,
            "result_type.unwrap_or_else(|| ::core::convert::Into::into(::ods_runtime::ods::convert::none(p.ctx()),))",
        );
        assert_has(&parse, "parse_format(p, self_type)");
    }
}
