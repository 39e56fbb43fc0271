//! `custom<Name>(args)` in an op's format: calls to the Rust functions
//! `parse_name` and `print_name` (the directive's name in snake case),
//! with the arguments MLIR's `genCustomDirectiveParser`/`Printer` pass.
//! They are called unqualified from the op's generated module: define them
//! in an `extraClassDefinition` (items of that module), or bring them in
//! with a `use` there. Each call first binds the function to a function
//! pointer of the signature below (`custom_signatures`), so a missing or
//! mistyped function is rustc's error on the line that spells it out.
//!
//! ```text
//! fn parse_name(p: &mut OpAsmParser<'_, '_>, /* one per argument */) -> PResult<()>;
//! fn print_name(p: &mut OpAsmPrinter<'_, '_>, op: OpId, /* one per argument */) -> IrResult<()>;
//! ```
//!
//! | argument | `parse_name` gets | `print_name` gets |
//! |---|---|---|
//! | `$operand` (single) | `&mut Option<UnresolvedOperand>` (to set) | `Value` |
//! | `$operand` (optional) | `&mut Option<UnresolvedOperand>` | `Option<Value>` |
//! | `$operand` (variadic) | `&mut Vec<UnresolvedOperand>` | `&[Value]` |
//! | `$operand` (variadic of variadic) | `&mut Vec<Vec<UnresolvedOperand>>`, one list per group | `&[Vec<Value>]` |
//! | `type($x)` (single / optional / variadic) | `&mut Option<Type>` / `&mut Option<Type>` / `&mut Vec<Type>` | `Type` / `Option<Type>` / `&[Type]` |
//! | `type($x)` (variadic of variadic) | `&mut Vec<Vec<Type>>` | `&[Vec<Type>]` |
//! | `$attr` | `&mut Option<Attribute>` | `Attribute`, `Option<Attribute>` when optional |
//! | `$region` (single / variadic) | `&mut Option<RegionId>` / `&mut Vec<RegionId>` | `RegionId` / `&[RegionId]` |
//! | `$successor` (single / variadic) | `&mut Option<BlockId>` / `&mut Vec<BlockId>` | `BlockId` / `&[BlockId]` |
//! | `attr-dict` | `&mut Vec<(Symbol, Attribute)>` (the discardable attributes; inherent ones a directive reads go to the properties) | `&[(Symbol, Attribute)]` (the discardable attributes) |
//! | `ref($operand)` | `&UnresolvedOperand` / `Option<&UnresolvedOperand>` / `&[UnresolvedOperand]` | as `$operand` |
//! | `ref(type($x))` | `Type` / `Option<Type>` / `&[Type]` | as `type($x)` |
//! | `ref($attr)` | `Option<Attribute>` (as parsed so far) | as `$attr` |
//! | `ref($region)`, `ref($successor)` | `RegionId` / `&[RegionId]`, `BlockId` / `&[BlockId]` | the same |
//! | `ref(attr-dict)` | `&[(Symbol, Attribute)]` | as `attr-dict` |
//! | `$prop` | `&mut S` (its storage type: the value so far, else its default; set back after) | `S`, by value |
//! | `ref($prop)` | `&S` (or what it derefs to: `&str` for a `String`) | as `$prop` |
//! | `ref(operands)` | `&[UnresolvedOperand]` | `&[Value]` |
//! | `ref(type(operands))`, `ref(type(results))` | `&[Type]` | the same |
//! | `ref(regions)`, `ref(successors)` | `&[RegionId]`, `&[BlockId]` | the same |
//! | `"rust"` | the expression, `$_builder`/`$_ctxt` the context (`&mut Context` when parsing, `&Context` when printing) | the same |
//!
//! A single operand, type or successor left `None` is the error `custom
//! directive 'Name' did not set 'x'`; a single region left `None` is an
//! empty region. When the directive starts an optional group, `parse_name`
//! returns `PResult<bool>`: `Ok(false)` when nothing of it is there, which
//! selects the group's else branch.

use super::super::code::{self, Kind, Result};
use super::super::op_cx::OpCx;
use super::custom_signatures::{function, signature};
use super::parse::{location_of, operands_of, regions_of, successors_of, types_of, Parser};
use super::print::Printer;
use super::value_def;
use ods_spec::model::op_format::{CustomArg, Element, TypeArg, Var};
use ods_spec::model::{Arity, Code};
use proc_macro2::TokenStream;
use quote::{format_ident, quote};

/// A string argument: Rust with `$_builder` and `$_ctxt` the context,
/// bound to `ctx`.
fn string_arg(cx: &OpCx<'_>, text: &str) -> Result<TokenStream> {
    let span = cx
        .op
        .assembly_format
        .as_ref()
        .map_or(cx.op.span, |c| c.span);
    let expr = code::parse_code(
        &Code::rust(text.to_string(), span),
        &[("_builder", "ctx"), ("_ctxt", "ctx")],
        Kind::Expr,
        "a custom directive argument",
    )?;
    // A constant argument needs no context.
    Ok(if code::uses(&expr, "ctx") {
        quote!({ let ctx = p.ctx(); #expr })
    } else {
        expr
    })
}

/// The function pointer type a directive's function is bound to before
/// it is called: where the function is missing or takes other types,
/// rustc's error shows this line, the signature the format expects.
fn pointer_type(cx: &OpCx<'_>, text: &str) -> Result<TokenStream> {
    code::parse(
        text,
        cx.op.span,
        Kind::Type,
        "a custom directive's signature",
    )
}

fn arg_local(k: usize) -> syn::Ident {
    format_ident!("__arg_{}", k)
}

impl Printer<'_, '_> {
    /// `print_name(p, self, args...)`: each argument into a local first,
    /// since they read the context through `p`.
    pub(super) fn custom(&self, name: &str, args: &[CustomArg]) -> Result<TokenStream> {
        let function = function("print", name);
        let mut lets = TokenStream::new();
        let mut passed = Vec::new();
        for (k, arg) in args.iter().enumerate() {
            let local = arg_local(k);
            let (value, by_ref) = match arg {
                CustomArg::Element(el) | CustomArg::Ref(el) => self.custom_value(el),
                CustomArg::String(text) => (string_arg(self.cx, text)?, false),
            };
            lets.extend(quote!(let #local = #value;));
            passed.push(if by_ref {
                quote!(&#local)
            } else {
                quote!(#local)
            });
        }
        let pointer = pointer_type(
            self.cx,
            &signature(self.cx, name, args, false).print_pointer,
        )?;
        Ok(quote!({
            #lets
            #[allow(clippy::type_complexity)]
            let #function: #pointer = #function;
            #function(p, self.0 #(, #passed)*)?;
        }))
    }

    /// What `print_name` gets for `el`, and whether it is passed by
    /// reference (a list).
    fn custom_value(&self, el: &Element) -> (TokenStream, bool) {
        let cx = self.cx;
        match el {
            Element::Variable { var, .. } => match *var {
                Var::Attr(i) => {
                    let getter = &cx.getters(&cx.op.attributes[i].name, "_attr")[0];
                    (quote!(self.#getter(p.ctx())), false)
                }
                Var::Operand(i) => {
                    let def = &cx.op.operands[i];
                    let getter = &cx.getters(&def.name, "")[0];
                    (
                        quote!(self.#getter(p.ctx())),
                        def.arity.is_variable() && def.arity != Arity::Optional,
                    )
                }
                Var::Region(i) => {
                    let def = &cx.op.regions[i];
                    let getter = &cx.getters(&def.name, "")[0];
                    (quote!(self.#getter(p.ctx())), def.variadic)
                }
                Var::Successor(i) => {
                    let def = &cx.op.successors[i];
                    let getter = &cx.getters(&def.name, "")[0];
                    (quote!(self.#getter(p.ctx())), def.variadic)
                }
                // By value, as MLIR passes `getProperties().x`.
                Var::Prop(i) => {
                    let getter = &cx.getters(&cx.op.properties[i].name, "")[0];
                    (quote!(self.#getter(p.ctx()).to_owned()), false)
                }
                Var::Result(_) => unreachable!("the model allows no results"),
            },
            Element::Type {
                arg: arg @ (TypeArg::Operands | TypeArg::Results),
                ..
            } => (self.types(*arg), true),
            Element::Operands => (quote!(p.ctx().operands(self.0)), true),
            Element::Regions => (quote!(p.ctx().regions(self.0).to_vec()), true),
            Element::Successors => (quote!(p.ctx().successors(self.0).to_vec()), true),
            Element::Type { arg, .. } => {
                let def = value_def(cx, *arg).expect("the model allows variables only");
                let getter = &cx.getters(&def.name, "")[0];
                match def.arity {
                    Arity::Single => (quote!(p.ctx().value_type(self.#getter(p.ctx()))), false),
                    Arity::Optional => (
                        quote!(self.#getter(p.ctx()).map(|v| p.ctx().value_type(v))),
                        false,
                    ),
                    Arity::VariadicOfVariadic { .. } => (
                        quote! {
                            self.#getter(p.ctx())
                                .iter()
                                .map(|__group| p.ctx().value_types(__group.iter().copied()))
                                .collect::<Vec<Vec<Type>>>()
                        },
                        true,
                    ),
                    _ => (quote!(p.ctx().value_types(self.#getter(p.ctx()))), true),
                }
            }
            Element::AttrDict { .. } => (quote!(p.ctx().attrs(self.0).to_vec()), true),
            _ => unreachable!("checked by `supported`"),
        }
    }
}

/// How the parser hands one argument to `parse_name`: statements before
/// the call, the argument, and statements after it (moving what was read
/// where the rest of the parser expects it).
#[derive(Default)]
struct ParseArg {
    before: TokenStream,
    passed: TokenStream,
    after: TokenStream,
}

impl Parser<'_, '_> {
    /// `parse_name(p, args...)?` and what it read put in place.
    pub(super) fn custom(&self, name: &str, args: &[CustomArg]) -> Result<TokenStream> {
        let (call, before, after) = self.custom_call(name, args, false)?;
        Ok(quote!({
            #before
            #call?;
            #after
        }))
    }

    /// A directive that starts an optional group: a `bool` expression,
    /// whether it read something (then put in place).
    pub(super) fn optional_custom(&self, name: &str, args: &[CustomArg]) -> Result<TokenStream> {
        let (call, before, after) = self.custom_call(name, args, true)?;
        Ok(quote!({
            #before
            if #call? {
                #after
                true
            } else {
                false
            }
        }))
    }

    fn custom_call(
        &self,
        name: &str,
        args: &[CustomArg],
        starts_group: bool,
    ) -> Result<(TokenStream, TokenStream, TokenStream)> {
        let function = function("parse", name);
        let pointer = pointer_type(
            self.cx,
            &signature(self.cx, name, args, starts_group).parse_pointer,
        )?;
        let mut before = quote! {
            let __custom_loc = p.current_location();
            #[allow(clippy::type_complexity)]
            let #function: #pointer = #function;
        };
        let mut after = TokenStream::new();
        let mut passed = Vec::new();
        for (k, arg) in args.iter().enumerate() {
            let local = arg_local(k);
            let a = match arg {
                CustomArg::Element(Element::Variable {
                    var: Var::Prop(i), ..
                })
                | CustomArg::Ref(Element::Variable {
                    var: Var::Prop(i), ..
                }) => {
                    let prop = &self.cx.op.properties[*i];
                    let read = matches!(arg, CustomArg::Element(_));
                    let (before, passed, after) = super::props::custom_arg(prop, &local, read)?;
                    ParseArg {
                        before,
                        passed,
                        after,
                    }
                }
                CustomArg::Element(el) => self.bound_arg(name, el, &local),
                CustomArg::Ref(el) => ParseArg {
                    before: {
                        let value = self.referenced(el);
                        quote!(let #local = #value;)
                    },
                    passed: quote!(#local),
                    after: TokenStream::new(),
                },
                CustomArg::String(text) => {
                    let expr = string_arg(self.cx, text)?;
                    ParseArg {
                        before: quote!(let #local = #expr;),
                        passed: quote!(#local),
                        after: TokenStream::new(),
                    }
                }
            };
            before.extend(a.before);
            passed.push(a.passed);
            after.extend(a.after);
        }
        Ok((quote!(#function(p #(, #passed)*)), before, after))
    }

    /// An argument the directive reads: a slot, then moved into the
    /// parser's lists (lists are passed as they are).
    fn bound_arg(&self, directive: &str, el: &Element, local: &syn::Ident) -> ParseArg {
        let cx = self.cx;
        let unset = |what: &str| {
            let message = format!("custom directive '{directive}' did not set '{what}'");
            quote!(return Err(::ods_runtime::asm::AsmParser::parser_error(&**p, __custom_loc, #message)))
        };
        let slot = |ty: TokenStream| quote!(let mut #local: Option<#ty> = None;);
        match el {
            Element::Variable { var, .. } => match *var {
                Var::Operand(i) => {
                    let def = &cx.op.operands[i];
                    let (operands, location) = (operands_of(i), location_of(i));
                    let at = quote!(#location = p.current_location(););
                    let ty = quote!(UnresolvedOperand);
                    match def.arity {
                        Arity::Single => {
                            let fail = unset(&def.name);
                            ParseArg {
                                before: quote!(#at let mut #local: Option<#ty> = None;),
                                passed: quote!(&mut #local),
                                after: quote! {
                                    match #local {
                                        Some(o) => #operands.push(o),
                                        None => #fail,
                                    }
                                },
                            }
                        }
                        Arity::Optional => ParseArg {
                            before: quote!(#at let mut #local: Option<#ty> = None;),
                            passed: quote!(&mut #local),
                            after: quote!(#operands.extend(#local);),
                        },
                        // One list per group, as MLIR's
                        // `SmallVectorImpl<SmallVector<UnresolvedOperand>>`.
                        Arity::VariadicOfVariadic { .. } => {
                            let sizes = super::parse::group_sizes_of(i);
                            ParseArg {
                                before: quote!(#at let mut #local: Vec<Vec<#ty>> = Vec::new();),
                                passed: quote!(&mut #local),
                                after: quote! {
                                    for __group in #local {
                                        #sizes.push(__group.len() as i32);
                                        #operands.extend(__group);
                                    }
                                },
                            }
                        }
                        _ => ParseArg {
                            before: at,
                            passed: quote!(&mut #operands),
                            after: TokenStream::new(),
                        },
                    }
                }
                Var::Attr(i) => {
                    let key = &cx.op.attributes[i].name;
                    ParseArg {
                        before: slot(quote!(Attribute)),
                        passed: quote!(&mut #local),
                        // Into the properties, as MLIR: `ref(attr-dict)`
                        // then sees the discardable attributes only.
                        after: quote! {
                            if #local.is_some() {
                                ods_op::set_state_prop(p.ctx(), state, #key, #local);
                            }
                        },
                    }
                }
                Var::Region(i) => {
                    let regions = regions_of(i);
                    if cx.op.regions[i].variadic {
                        ParseArg {
                            passed: quote!(&mut #regions),
                            ..ParseArg::default()
                        }
                    } else {
                        ParseArg {
                            before: slot(quote!(RegionId)),
                            passed: quote!(&mut #local),
                            after: quote! {
                                let __r = match #local {
                                    Some(r) => r,
                                    None => p.ctx().create_region(),
                                };
                                #regions.push(__r);
                            },
                        }
                    }
                }
                Var::Successor(i) => {
                    let def = &cx.op.successors[i];
                    let successors = successors_of(i);
                    if def.variadic {
                        ParseArg {
                            passed: quote!(&mut #successors),
                            ..ParseArg::default()
                        }
                    } else {
                        let fail = unset(&def.name);
                        ParseArg {
                            before: slot(quote!(BlockId)),
                            passed: quote!(&mut #local),
                            after: quote! {
                                match #local {
                                    Some(b) => #successors.push(b),
                                    None => #fail,
                                }
                            },
                        }
                    }
                }
                Var::Prop(_) => unreachable!("passed by `custom_call`"),
                Var::Result(_) => unreachable!("the model allows no results"),
            },
            Element::Type { arg, .. } => {
                let def = value_def(cx, *arg).expect("the model allows variables only");
                let types = types_of(*arg);
                match def.arity {
                    Arity::Single => {
                        let fail = unset(&format!("type(${})", def.name));
                        ParseArg {
                            before: slot(quote!(Type)),
                            passed: quote!(&mut #local),
                            after: quote! {
                                match #local {
                                    Some(t) => #types.push(t),
                                    None => #fail,
                                }
                            },
                        }
                    }
                    Arity::Optional => ParseArg {
                        before: slot(quote!(Type)),
                        passed: quote!(&mut #local),
                        after: quote!(#types.extend(#local);),
                    },
                    Arity::VariadicOfVariadic { .. } => ParseArg {
                        before: quote!(let mut #local: Vec<Vec<Type>> = Vec::new();),
                        passed: quote!(&mut #local),
                        after: quote!(#types.extend(#local.into_iter().flatten());),
                    },
                    _ => ParseArg {
                        passed: quote!(&mut #types),
                        ..ParseArg::default()
                    },
                }
            }
            Element::AttrDict { .. } => ParseArg {
                passed: quote!(&mut state.attributes),
                ..ParseArg::default()
            },
            _ => unreachable!("checked by `supported`"),
        }
    }

    /// A `ref(...)` argument: what was read before, by value or shared
    /// reference.
    fn referenced(&self, el: &Element) -> TokenStream {
        let cx = self.cx;
        match el {
            Element::Variable { var, .. } => match *var {
                Var::Operand(i) => {
                    let operands = operands_of(i);
                    match cx.op.operands[i].arity {
                        Arity::Single => quote!(&#operands[0]),
                        Arity::Optional => quote!(#operands.first()),
                        _ => quote!(&#operands[..]),
                    }
                }
                Var::Attr(i) => {
                    let key = &cx.op.attributes[i].name;
                    quote!(ods_op::get_state_prop(p.ctx(), state, #key))
                }
                Var::Prop(_) => unreachable!("passed by `custom_call`"),
                Var::Region(i) => {
                    let regions = regions_of(i);
                    if cx.op.regions[i].variadic {
                        quote!(&#regions[..])
                    } else {
                        quote!(#regions[0])
                    }
                }
                Var::Successor(i) => {
                    let successors = successors_of(i);
                    if cx.op.successors[i].variadic {
                        quote!(&#successors[..])
                    } else {
                        quote!(#successors[0])
                    }
                }
                Var::Result(_) => unreachable!("the model allows no results"),
            },
            Element::Operands => quote!(&__all_operands[..]),
            Element::Regions => quote!(&__all_regions[..]),
            Element::Successors => quote!(&__all_successors[..]),
            Element::Type { arg, .. } => {
                let arity = value_def(cx, *arg).map_or(Arity::Variadic, |d| d.arity.clone());
                let types = types_of(*arg);
                match (arg, arity) {
                    (TypeArg::Operand(_) | TypeArg::Result(_), Arity::Single) => quote!(#types[0]),
                    (TypeArg::Operand(_) | TypeArg::Result(_), Arity::Optional) => {
                        quote!(#types.first().copied())
                    }
                    _ => quote!(&#types[..]),
                }
            }
            Element::AttrDict { .. } => quote!(&state.attributes[..]),
            _ => unreachable!("checked by `supported`"),
        }
    }
}
