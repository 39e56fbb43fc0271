//! The body of an op's `parse` (MLIR's `genParser`): read every element
//! into locals (operands unresolved, printed types), then set segment
//! sizes, add result types and resolve operands against their types,
//! printed or found as `TypeResolution` says.

use super::super::attr_type_format::literal_parser;
use super::super::code::{self, Kind, Result};
use super::super::op_cx::OpCx;
use super::print::is_unit_attr;
use super::{anchor, enum_attr, infer, is_single, is_vov, stripped, value_def};
use ods_spec::model::op_format::{
    Element, OpFormat, OptionalGroup, TypeArg, TypeResolution, TypeSource, Var,
};
use ods_spec::model::{Arity, AttrDef, Code};
use proc_macro2::TokenStream;
use quote::{format_ident, quote};

/// The statements of `parse`, which sees `p` and `state`.
pub fn body(cx: &OpCx<'_>, format: &OpFormat) -> Result<TokenStream> {
    let parser = Parser {
        cx,
        format,
        in_group: std::cell::Cell::new(false),
    };
    let mut out = parser.elements(&format.elements)?;
    out.extend(parser.segment_sizes());
    out.extend(parser.transformed_sources()?);
    // As MLIR: printed or derived result types before the operands are
    // resolved, inferred ones after, from the operands.
    let inferred = format.result_types.contains(&TypeResolution::Inferred);
    if !inferred {
        out.extend(parser.result_types()?);
    }
    out.extend(parser.operands()?);
    if inferred {
        out.extend(parser.inferred_result_types()?);
    }
    out.extend(parser.regions_and_successors());
    // Only the locals that the format's elements use are declared.
    let mut body = quote!(let __start = p.current_location(););
    for (name, declaration) in parser.locals() {
        if code::uses(&out, &name.to_string()) {
            body.extend(declaration);
        }
    }
    body.extend(out);
    Ok(body)
}

pub(super) struct Parser<'c, 'o> {
    pub(super) cx: &'c OpCx<'o>,
    format: &'c OpFormat,
    /// Whether the elements generated now follow an optional group's
    /// first element (MLIR's `GenContext::Optional`): an optional
    /// attribute there is read as a required one.
    in_group: std::cell::Cell<bool>,
}

pub(super) fn operands_of(i: usize) -> syn::Ident {
    format_ident!("__operands_{}", i)
}

pub(super) fn regions_of(i: usize) -> syn::Ident {
    format_ident!("__regions_{}", i)
}

pub(super) fn successors_of(i: usize) -> syn::Ident {
    format_ident!("__successors_{}", i)
}

/// The sizes of the groups read for `VariadicOfVariadic` operand `i`.
pub(super) fn group_sizes_of(i: usize) -> syn::Ident {
    format_ident!("__group_sizes_{}", i)
}

pub(super) fn location_of(i: usize) -> syn::Ident {
    format_ident!("__location_{}", i)
}

/// The local holding the printed types of `arg`.
pub(super) fn types_of(arg: TypeArg) -> syn::Ident {
    match arg {
        TypeArg::Operand(i) => format_ident!("__operand_types_{}", i),
        TypeArg::Result(i) => format_ident!("__result_types_{}", i),
        TypeArg::Operands => format_ident!("__all_operand_types"),
        TypeArg::Results => format_ident!("__all_result_types"),
    }
}

impl Parser<'_, '_> {
    /// The operand lists, their locations and the printed type lists, each
    /// with its name.
    fn locals(&self) -> Vec<(syn::Ident, TokenStream)> {
        let mut out = Vec::new();
        // `name` and what follows it in its `let`.
        let mut declare = |name: syn::Ident, rest: TokenStream| {
            let declaration = quote!(let mut #name #rest;);
            out.push((name, declaration));
        };
        let vec = |element: TokenStream| quote!(: Vec<#element> = Vec::new());
        let location = || quote!(= p.current_location());
        let op = self.cx.op;
        for i in 0..op.operands.len() {
            declare(operands_of(i), vec(quote!(UnresolvedOperand)));
            declare(location_of(i), location());
        }
        for (i, _) in op.operands.iter().enumerate().filter(|(_, o)| is_vov(o)) {
            declare(group_sizes_of(i), vec(quote!(i32)));
        }
        for i in 0..op.regions.len() {
            declare(regions_of(i), vec(quote!(RegionId)));
        }
        for i in 0..op.successors.len() {
            declare(successors_of(i), vec(quote!(BlockId)));
        }
        // What the `regions` and `successors` directives read.
        if !op.regions.is_empty() {
            declare(format_ident!("__all_regions"), vec(quote!(RegionId)));
        }
        if !op.successors.is_empty() {
            declare(format_ident!("__all_successors"), vec(quote!(BlockId)));
        }
        let format = self.format;
        if format.all_operands {
            declare(
                format_ident!("__all_operands"),
                vec(quote!(UnresolvedOperand)),
            );
            declare(format_ident!("__all_operands_location"), location());
        }
        let all_types = [
            (format.all_operand_types, TypeArg::Operands),
            (format.all_result_types, TypeArg::Results),
        ];
        let printed = |r: &TypeResolution| *r == TypeResolution::Printed;
        let operand_types = (format.operand_types.iter().enumerate())
            .filter(|(_, r)| printed(r))
            .map(|(i, _)| TypeArg::Operand(i));
        let result_types = (format.result_types.iter().enumerate())
            .filter(|(_, r)| printed(r))
            .map(|(i, _)| TypeArg::Result(i));
        let type_lists = (all_types.into_iter())
            .filter(|(used, _)| *used)
            .map(|(_, arg)| arg)
            .chain(operand_types)
            .chain(result_types);
        for arg in type_lists {
            declare(types_of(arg), vec(quote!(Type)));
        }
        out
    }

    pub(super) fn elements(&self, elements: &[Element]) -> Result<TokenStream> {
        let mut out = TokenStream::new();
        for el in elements {
            out.extend(self.element(el)?);
        }
        Ok(out)
    }

    pub(super) fn element(&self, el: &Element) -> Result<TokenStream> {
        Ok(match el {
            Element::Literal(value) => {
                let call = literal_parser(value, false);
                quote!(#call?;)
            }
            Element::Whitespace(_) => TokenStream::new(),
            Element::AttrDict { with_keyword } => {
                quote!(p.parse_attr_dict_directive(state, #with_keyword)?;)
            }
            Element::Variable {
                var: Var::Attr(i),
                qualified,
            } => self.attribute(&self.cx.op.attributes[*i], *qualified)?,
            Element::Variable {
                var: Var::Prop(i), ..
            } => super::props::parse(&self.cx.op.properties[*i])?,
            Element::PropDict => self.prop_dict(),
            Element::Variable {
                var: Var::Operand(i),
                ..
            } => self.operand(*i),
            Element::Variable {
                var: Var::Region(i),
                ..
            } => {
                let regions = regions_of(*i);
                if self.cx.op.regions[*i].variadic {
                    self.region_list(&regions, true, TokenStream::new(), None)
                } else {
                    let ensure = self.ensure_region(quote!(__r));
                    quote! {
                        let __r = p.parse_region(&[])?;
                        #ensure
                        #regions.push(__r);
                    }
                }
            }
            Element::Regions => {
                let list = format_ident!("__all_regions");
                self.region_list(&list, true, TokenStream::new(), None)
            }
            Element::Successors => {
                let first = quote!(p.parse_optional_successor()?);
                let rest = Some(quote!(p.parse_successor()?));
                let list = format_ident!("__all_successors");
                optional_first(&list, first, rest, TokenStream::new(), None)
            }
            Element::Custom { name, args } => self.custom(name, args)?,
            Element::OiList(clauses) => self.oilist(clauses)?,
            Element::Variable {
                var: Var::Successor(i),
                ..
            } => {
                let successors = successors_of(*i);
                if self.cx.op.successors[*i].variadic {
                    let first = quote!(p.parse_optional_successor()?);
                    let rest = quote!(p.parse_successor()?);
                    optional_first(&successors, first, Some(rest), TokenStream::new(), None)
                } else {
                    quote!(#successors.push(p.parse_successor()?);)
                }
            }
            Element::Operands => quote! {
                __all_operands_location = p.current_location();
                __all_operands = p.parse_operand_list(::ods_runtime::asm::Delimiter::None, None)?;
            },
            Element::Type { arg, qualified } => {
                let types = types_of(*arg);
                let def = value_def(self.cx, *arg);
                let arity = def.map_or(Arity::Variadic, |d| d.arity.clone());
                let class = def.map_or("::mlir::Type", |d| d.mlir_cpp_type.as_str());
                let handle = stripped::type_handle(self.cx, *arg, *qualified)?;
                match arity {
                    Arity::VariadicOfVariadic { .. } => quote! {
                        loop {
                            if !p.parse_optional_lparen() {
                                break;
                            }
                            if !p.parse_optional_rparen() {
                                #types.extend(p.parse_type_list()?);
                                p.parse_rparen()?;
                            }
                            if !p.parse_optional_comma() {
                                break;
                            }
                        }
                    },
                    Arity::Single => match handle {
                        Some(handle) => {
                            let ty = stripped::parse_type(&handle);
                            quote!(#types.push(#ty);)
                        }
                        // Of its constraint's class (MLIR's
                        // `parseCustomTypeWithFallback<Class>`).
                        None if class != "::mlir::Type" => {
                            quote!(#types.push(p.parse_type_of_class(#class)?);)
                        }
                        None => quote!(#types.push(p.parse_type()?);),
                    },
                    Arity::Optional => quote! {
                        if let Some(t) = p.parse_optional_type()? {
                            #types.push(t);
                        }
                    },
                    _ => quote!(#types = p.parse_type_list()?;),
                }
            }
            Element::FunctionalType { inputs, results } => {
                let (inputs, results) = (types_of(*inputs), types_of(*results));
                quote!((#inputs, #results) = p.parse_functional_type()?;)
            }
            Element::Optional(group) => self.optional(group)?,
            _ => unreachable!("checked by `supported`"),
        })
    }

    fn operand(&self, i: usize) -> TokenStream {
        let (operands, location) = (operands_of(i), location_of(i));
        let read = match self.cx.op.operands[i].arity {
            // MLIR's loop: `(`, a list, `)`, while a comma follows.
            Arity::VariadicOfVariadic { .. } => {
                let sizes = group_sizes_of(i);
                quote! {
                    loop {
                        if !p.parse_optional_lparen() {
                            break;
                        }
                        let __before = #operands.len();
                        #operands.extend(p.parse_operand_list(::ods_runtime::asm::Delimiter::None, None)?);
                        p.parse_rparen()?;
                        #sizes.push((#operands.len() - __before) as i32);
                        if !p.parse_optional_comma() {
                            break;
                        }
                    }
                }
            }
            Arity::Single => quote!(#operands.push(p.parse_operand()?);),
            Arity::Optional => quote! {
                if let Some(o) = p.parse_optional_operand()? {
                    #operands.push(o);
                }
            },
            _ => quote! {
                #operands = p.parse_operand_list(::ods_runtime::asm::Delimiter::None, None)?;
            },
        };
        quote! {
            #location = p.current_location();
            #read
        }
    }

    /// An attribute: an enum attribute as its case, a dialect attribute
    /// stripped or in full (in full only when `qualified`), a
    /// `SymbolNameAttr` as `@name`, else read with its type when that is
    /// buildable.
    fn attribute(&self, a: &AttrDef, qualified: bool) -> Result<TokenStream> {
        let key = &a.name;
        if let Some(read) = enum_attr::parse(self.cx, a, !a.optional)? {
            return Ok(quote!(let _ = #read;));
        }
        // A def's attribute: stripped or in full, else in full only when
        // qualified, of the def's kind either way.
        if let Some(handle) = stripped::attr_handle(a, false)? {
            let attr = if qualified {
                quote! {
                    p.parse_attribute_of_kind(|ctx, a| {
                        #handle::try_from(ctx, a).map(::ods_runtime::Attribute::from)
                    })?
                }
            } else {
                stripped::parse_attr(&handle)
            };
            let add = add_attribute(key);
            return Ok(quote!(let __a = #attr; #add));
        }
        if a.symbol_name && a.optional {
            return Ok(quote!(let _ = p.parse_optional_symbol_name_into(#key, state)?;));
        }
        if a.symbol_name {
            return Ok(quote!(p.parse_symbol_name_into(#key, state)?;));
        }
        let ty = match &a.value_type_builder {
            Some(b) => {
                let b = build_type(b)?;
                quote!(Some(#b))
            }
            None => quote!(None),
        };
        // An optional one only if an attribute of its class starts next
        // (MLIR's `parseOptionalAttribute`), but inside an optional group.
        if a.optional && !self.in_group.get() {
            let add = add_attribute(key);
            let class = &a.storage_type_doc;
            return Ok(quote! {
                let __ty = #ty;
                if let Some(__a) = p.parse_optional_attribute_of_class(__ty, #class)? {
                    #add
                }
            });
        }
        // Of its storage class unless that is any attribute or it is
        // qualified (MLIR's `parseCustomAttributeWithFallback<Class>` or
        // `parseAttribute`).
        let class = &a.storage_type_doc;
        let read = if qualified || class == "::mlir::Attribute" {
            quote!(p.parse_attribute_into(__ty, #key, state)?;)
        } else {
            quote!(p.parse_attribute_of_class_into(__ty, #class, #key, state)?;)
        };
        Ok(quote! {
            let __ty = #ty;
            #read
        })
    }

    /// MLIR's optional group: the first element, read if present, picks
    /// `then` (the rest of it) or the else group.
    fn optional(&self, group: &OptionalGroup) -> Result<TokenStream> {
        let start = group.then_parse_start;
        let rest = &group.then[start + 1..];
        let anchor_el = anchor(group);
        let unit = (!group.inverted && group.anchor != start && is_unit_attr(self.cx, anchor_el))
            .then_some(anchor_el);
        let then = self.elements_setting(rest, unit)?;
        // A unit attribute anchoring the else group is set by taking it.
        let else_unit = (group.inverted && is_unit_attr(self.cx, anchor_el)).then_some(anchor_el);
        let otherwise = self.elements_setting(&group.otherwise, else_unit)?;
        let otherwise = (!otherwise.is_empty()).then(|| quote!(else { #otherwise }));
        Ok(match &group.then[start] {
            Element::Variable {
                var: Var::Attr(i), ..
            } => {
                let read = self.optional_attribute(&self.cx.op.attributes[*i])?;
                read_then(read, then, otherwise)
            }
            Element::Literal(value) => {
                let call = literal_parser(value, true);
                quote!(if #call { #then } #otherwise)
            }
            // MLIR reads the groups, then takes the group when any
            // operand was read.
            Element::Variable {
                var: Var::Operand(i),
                ..
            } if is_vov(&self.cx.op.operands[*i]) => {
                let (read, operands) = (self.operand(*i), operands_of(*i));
                quote! {
                    #read
                    if !#operands.is_empty() { #then } #otherwise
                }
            }
            Element::Variable {
                var: Var::Operand(i),
                ..
            } => {
                let (operands, location) = (operands_of(*i), location_of(*i));
                let more = (self.cx.op.operands[*i].arity == Arity::Variadic).then(|| {
                    quote! {
                        while p.parse_optional_comma() {
                            #operands.push(p.parse_operand()?);
                        }
                    }
                });
                quote! {
                    #location = p.current_location();
                    if let Some(o) = p.parse_optional_operand()? {
                        #operands.push(o);
                        #more
                        #then
                    } #otherwise
                }
            }
            Element::Variable {
                var: Var::Prop(i), ..
            } => super::props::parse_optional(&self.cx.op.properties[*i], then, otherwise)?,
            Element::Variable {
                var: Var::Region(i),
                ..
            } => {
                let variadic = self.cx.op.regions[*i].variadic;
                self.region_list(&regions_of(*i), variadic, then, otherwise)
            }
            Element::Custom { name, args } => {
                read_then(self.optional_custom(name, args)?, then, otherwise)
            }
            Element::Variable {
                var: Var::Successor(i),
                ..
            } => {
                let (first, rest) = (
                    quote!(p.parse_optional_successor()?),
                    quote!(p.parse_successor()?),
                );
                let rest = self.cx.op.successors[*i].variadic.then_some(rest);
                optional_first(&successors_of(*i), first, rest, then, otherwise)
            }
            _ => unreachable!("checked by `supported`"),
        })
    }

    /// An attribute leading an optional group, read if one comes next (a
    /// `bool` expression): `@name` for a symbol name, else an attribute in
    /// full (MLIR's `parseOptionalSymbolName`/`parseOptionalAttribute`, whose
    /// overload for its storage class may want a string, `[` or `@`),
    /// which must be of the def's kind for an `AttrDef` and a unit for a
    /// unit attribute.
    fn optional_attribute(&self, a: &AttrDef) -> Result<TokenStream> {
        let key = &a.name;
        if let Some(read) = enum_attr::parse(self.cx, a, false)? {
            return Ok(read);
        }
        if a.symbol_name {
            return Ok(quote!(p.parse_optional_symbol_name_into(#key, state)?));
        }
        let ty = match &a.value_type_builder {
            Some(b) if !a.is_unit => {
                let b = build_type(b)?;
                quote!(Some(#b))
            }
            _ => quote!(None),
        };
        // Qualified or not, the attribute is of the def's kind.
        let read = if let Some(handle) = stripped::attr_handle(a, false)? {
            quote! {
                p.parse_optional_attribute_of_kind(__ty, |ctx, a| {
                    #handle::try_from(ctx, a).map(::ods_runtime::Attribute::from)
                })?
            }
        } else if a.is_unit {
            quote! {
                p.parse_optional_attribute_of_kind(__ty, |ctx, a| {
                    matches!(ctx.attr_kind(a), ::ods_runtime::AttrKind::Unit).then_some(a)
                })?
            }
        } else {
            let class = &a.storage_type_doc;
            quote!(p.parse_optional_attribute_of_class(__ty, #class)?)
        };
        let add = add_attribute(key);
        Ok(quote!({
            let __ty = #ty;
            match #read {
                Some(__a) => {
                    #add
                    true
                }
                None => false,
            }
        }))
    }

    /// `elements`, but `unit` (a unit attribute anchoring their group),
    /// which is set rather than read.
    fn elements_setting(
        &self,
        elements: &[Element],
        unit: Option<&Element>,
    ) -> Result<TokenStream> {
        let outer = self.in_group.replace(true);
        let read: Result<TokenStream> = elements
            .iter()
            .map(|el| match unit {
                Some(u) if std::ptr::eq(u, el) => self.set_unit(el),
                _ => self.element(el),
            })
            .collect();
        self.in_group.set(outer);
        read
    }

    /// Regions read while a `{` comes next, comma separated, onto `list`
    /// (the first only unless `variadic`: an optional group's anchor),
    /// each given its terminator or block as the op's traits require;
    /// `then` when one was read, else `otherwise`.
    fn region_list(
        &self,
        list: &syn::Ident,
        variadic: bool,
        then: TokenStream,
        otherwise: Option<TokenStream>,
    ) -> TokenStream {
        let rest = variadic.then(|| quote!(p.parse_region(&[])?));
        let ensure = self.ensure_region(quote!(__r));
        let then = quote! {
            for &__r in &#list {
                #ensure
            }
            #then
        };
        optional_first(
            list,
            quote!(p.parse_optional_region(&[])?),
            rest,
            then,
            otherwise,
        )
    }

    /// What MLIR's parser does to a region it read: `ensureTerminator` for
    /// a `SingleBlockImplicitTerminator` op (its terminator built with no
    /// arguments), an entry block for a `SingleBlock` one.
    fn ensure_region(&self, region: TokenStream) -> TokenStream {
        if super::super::implicit_terminator::terminator_class(self.cx).is_some() {
            let class = &self.cx.class;
            return quote! {
                p.ensure_terminator(#region, state.loc, #class::build_implicit_terminator)?;
            };
        }
        if self.cx.op.has_native_trait("SingleBlock") {
            quote!(p.ensure_block(#region)?;)
        } else {
            TokenStream::new()
        }
    }

    /// Adds the unit attribute (or sets the unit property) `el` to the op
    /// being parsed.
    pub(super) fn set_unit(&self, el: &Element) -> Result<TokenStream> {
        let i = match el {
            Element::Variable {
                var: Var::Prop(i), ..
            } => return super::props::set_unit(&self.cx.op.properties[*i]),
            Element::Variable {
                var: Var::Attr(i), ..
            } => *i,
            _ => unreachable!("a unit attribute"),
        };
        let key = &self.cx.op.attributes[i].name;
        Ok(quote! {
            let __unit = p.ctx().attr(::ods_runtime::AttrKind::Unit);
            let __name = p.ctx().symbol(#key);
            state.attributes.push((__name, __unit));
        })
    }

    /// `prop-dict` (MLIR's `parseProperties`): the inherent attributes and
    /// properties the format does not read itself, those without a
    /// default required.
    fn prop_dict(&self) -> TokenStream {
        let (op, format) = (self.cx.op, self.format);
        let attrs = (op.attributes.iter().enumerate())
            .filter(|(i, _)| !format.used_attributes.contains(i))
            .map(|(_, a)| (a.name.as_str(), a.is_required()));
        let props = (op.properties.iter().enumerate())
            .filter(|(i, _)| !format.used_properties.contains(i))
            .map(|(_, p)| (p.name.as_str(), p.default_value.is_none()));
        let left: Vec<(&str, bool)> = props.chain(attrs).collect();
        let known = left.iter().map(|(name, _)| name);
        let required = left.iter().filter(|(_, r)| *r).map(|(name, _)| name);
        quote! {
            p.parse_prop_dict(state, &[#(#known),*], &[#(#required),*])?;
        }
    }

    /// Adds the regions and successors read, in order.
    fn regions_and_successors(&self) -> TokenStream {
        let op = self.cx.op;
        // A single region always exists, empty when its optional group
        // was absent (MLIR creates it before parsing).
        let single_regions = (0..op.regions.len())
            .filter(|&i| !op.regions[i].variadic && !has_regions_directive(&self.format.elements))
            .map(regions_of);
        let regions = (0..op.regions.len()).map(regions_of);
        let successors = (0..op.successors.len()).map(successors_of);
        let all_regions = (!op.regions.is_empty())
            .then(|| quote!(__all_regions))
            .into_iter();
        let all_successors = (!op.successors.is_empty())
            .then(|| quote!(__all_successors))
            .into_iter();
        quote! {
            #(if #single_regions.is_empty() {
                #single_regions.push(p.ctx().create_region());
            })*
            #(state.regions.extend(#regions);)*
            #(state.regions.extend(#all_regions);)*
            #(state.successors.extend(#successors);)*
            #(state.successors.extend(#all_successors);)*
        }
    }

    /// `operandSegmentSizes` and `resultSegmentSizes` from what was read,
    /// and the group sizes of `VariadicOfVariadic` operands.
    fn segment_sizes(&self) -> TokenStream {
        let mut out = TokenStream::new();
        // With `operands`, the attribute dictionary holds the group sizes.
        let grouped = self
            .cx
            .op
            .operands
            .iter()
            .filter(|_| !self.format.all_operands);
        for (i, o) in grouped.enumerate() {
            if let Arity::VariadicOfVariadic { segment_attr } = &o.arity {
                let sizes = group_sizes_of(i);
                out.extend(set_sizes(segment_attr, quote!(#sizes)));
            }
        }
        // With `operands`, the sizes come from the attribute dictionary.
        let operand_sizes = self
            .cx
            .operand_segment_attr()
            .filter(|_| !self.format.all_operands);
        if let Some(attr) = operand_sizes {
            let sizes = self.cx.op.operands.iter().enumerate().map(|(i, o)| {
                let operands = operands_of(i);
                if is_single(o) {
                    quote!(1)
                } else {
                    quote!(#operands.len() as i32)
                }
            });
            out.extend(set_sizes(attr, quote!([#(#sizes),*])));
        }
        // With `type(results)`, the sizes come from the attribute dictionary.
        let result_sizes = self
            .cx
            .result_segment_attr()
            .filter(|_| !self.format.all_result_types);
        if let Some(attr) = result_sizes {
            let sizes = self.cx.op.results.iter().enumerate().map(|(i, r)| {
                if is_single(r) {
                    return quote!(1);
                }
                match &self.format.result_types[i] {
                    TypeResolution::Printed => {
                        let types = types_of(TypeArg::Result(i));
                        quote!(#types.len() as i32)
                    }
                    _ => quote!(1),
                }
            });
            out.extend(set_sizes(attr, quote!([#(#sizes),*])));
        }
        out
    }

    /// The check of each variable whose types a `TypesMatchWith`
    /// transformer turns into another's, before the transformer runs
    /// (MLIR's `genParserTypeResolution`): each type must meet the
    /// variable's constraint, else `'name' must be <summary>, but got
    /// 'type'` at the op's name. Results' sources first, then operands',
    /// each variable once.
    fn transformed_sources(&self) -> Result<TokenStream> {
        let mut out = TokenStream::new();
        let mut checked: Vec<TypeArg> = Vec::new();
        let resolutions = self
            .format
            .result_types
            .iter()
            .chain(&self.format.operand_types);
        for resolution in resolutions {
            let TypeResolution::FromVariable {
                source,
                transformer: Some(_),
                ..
            } = resolution
            else {
                continue;
            };
            let arg = match *source {
                TypeSource::Operand(k) => TypeArg::Operand(k),
                TypeSource::Result(k) => TypeArg::Result(k),
                TypeSource::Attr(_) => continue,
            };
            if checked.contains(&arg) {
                continue;
            }
            checked.push(arg);
            let var = value_def(self.cx, arg).expect("named");
            let Some(check) = self.cx.constraints.function(var.constraint) else {
                continue;
            };
            let name = &var.name;
            let summary = &self.cx.model.constraints.get(var.constraint).summary;
            let types = self.types(arg, 0)?;
            out.extend(quote! {
                for __t in #types {
                    if !#check(p.ctx(), __t) {
                        let __message = format!(
                            "'{}' must be {}, but got '{}'",
                            #name,
                            #summary,
                            ::ods_runtime::asm::printer::type_to_string(p.ctx(), __t),
                        );
                        let __at = p.name_location();
                        return Err(p.emit_error(__at, __message));
                    }
                }
            });
        }
        Ok(out)
    }

    /// Adds the result types, in order.
    fn result_types(&self) -> Result<TokenStream> {
        if self.format.all_result_types {
            return Ok(quote!(state.result_types.extend(__all_result_types.clone());));
        }
        let mut out = TokenStream::new();
        for i in 0..self.cx.op.results.len() {
            let types = self.types(TypeArg::Result(i), 0)?;
            out.extend(quote!(state.result_types.extend(#types);));
        }
        Ok(out)
    }

    /// The result types from the op's `infer_return_types`, its failure
    /// reported where the op's custom form starts.
    fn inferred_result_types(&self) -> Result<TokenStream> {
        if !self.cx.user_infers_types() {
            return infer::result_types(self.cx, self.format.all_operands);
        }
        let (class, hooks) = (&self.cx.class, &self.cx.hooks);
        Ok(quote! {
            match <#class as #hooks>::infer_return_types(p.ctx(), state) {
                Ok(types) => state.result_types.extend(types),
                Err(e) => {
                    let message = e.to_string();
                    return Err(::ods_runtime::asm::AsmParser::parser_error(&**p, __start, message));
                }
            }
        })
    }

    /// Resolves each operand group against its types: a list when they
    /// are printed or taken from a variable-length group, else one type
    /// for every operand of the group.
    fn operands(&self) -> Result<TokenStream> {
        if self.format.all_operand_types {
            return Ok(self.operands_with_all_types());
        }
        if self.format.all_operands {
            return self.all_operands_with_their_types();
        }
        let mut out = TokenStream::new();
        for i in 0..self.cx.op.operands.len() {
            let (operands, location) = (operands_of(i), location_of(i));
            let types = self.types(TypeArg::Operand(i), 0)?;
            let call = if self.single_type(TypeArg::Operand(i)) {
                quote! {
                    let __ty = #types[0];
                    p.resolve_operands_with_type(&#operands, __ty, &mut state.operands)?;
                }
            } else {
                quote! {
                    let __types: Vec<Type> = #types;
                    p.resolve_operands(&#operands, &__types, #location, &mut state.operands)?;
                }
            };
            out.extend(call);
        }
        Ok(out)
    }

    /// `type(operands)`: every operand, from `operands` or the variables in
    /// order, against the list (at the first operand, or at the op's name
    /// for variables, as MLIR's `getNameLoc`).
    fn operands_with_all_types(&self) -> TokenStream {
        let (operands, location) = if self.format.all_operands {
            (quote!(__all_operands), quote!(__all_operands_location))
        } else if self.cx.op.operands.is_empty() {
            (quote!(Vec::new()), quote!(p.name_location()))
        } else {
            let lists = (0..self.cx.op.operands.len()).map(operands_of);
            (
                quote!([#(&#lists[..]),*].concat()),
                quote!(p.name_location()),
            )
        };
        quote! {
            let __operands: Vec<UnresolvedOperand> = #operands;
            p.resolve_operands(&__operands, &__all_operand_types, #location, &mut state.operands)?;
        }
    }

    /// The `operands` directive without `type(operands)`: every operand
    /// against the types each group resolves to, in order (MLIR's
    /// concatenation of the groups' types); for an op of one operand group
    /// whose type is one type, every operand against it, however many
    /// were written (the verifier then counts them, as in MLIR).
    fn all_operands_with_their_types(&self) -> Result<TokenStream> {
        if self.cx.op.operands.len() == 1 && self.single_type(TypeArg::Operand(0)) {
            let types = self.types(TypeArg::Operand(0), 0)?;
            return Ok(quote! {
                let __ty = #types[0];
                p.resolve_operands_with_type(&__all_operands, __ty, &mut state.operands)?;
            });
        }
        let mut types = TokenStream::new();
        for i in 0..self.cx.op.operands.len() {
            let group = self.types(TypeArg::Operand(i), 0)?;
            types.extend(quote!(__types.extend(#group);));
        }
        Ok(quote! {
            let mut __types: Vec<Type> = Vec::new();
            #types
            p.resolve_operands(&__all_operands, &__types, __all_operands_location, &mut state.operands)?;
        })
    }

    /// Whether the types of `arg` are one type, whatever the group's size.
    fn single_type(&self, arg: TypeArg) -> bool {
        match self.resolution(arg) {
            TypeResolution::Printed => false,
            TypeResolution::Buildable(_) => true,
            TypeResolution::FromVariable { ranged: true, .. } => false,
            TypeResolution::FromVariable { source, .. } => match *source {
                TypeSource::Operand(k) => {
                    let src = TypeArg::Operand(k);
                    is_single(value_def(self.cx, src).expect("named")) || self.single_type(src)
                }
                TypeSource::Result(k) => {
                    let src = TypeArg::Result(k);
                    is_single(value_def(self.cx, src).expect("named")) || self.single_type(src)
                }
                TypeSource::Attr(_) => true,
            },
            TypeResolution::Inferred => unreachable!("checked by `supported`"),
        }
    }

    fn resolution(&self, arg: TypeArg) -> &TypeResolution {
        match arg {
            TypeArg::Operand(i) => &self.format.operand_types[i],
            TypeArg::Result(i) => &self.format.result_types[i],
            TypeArg::Operands | TypeArg::Results => unreachable!("checked by `supported`"),
        }
    }

    /// The types of `arg`, as a `Vec<Type>` expression; `depth` bounds the
    /// chain of variables whose types come from another.
    fn types(&self, arg: TypeArg, depth: usize) -> Result<TokenStream> {
        Ok(match self.resolution(arg) {
            TypeResolution::Printed => {
                let types = types_of(arg);
                quote!(#types.clone())
            }
            TypeResolution::Buildable(b) => {
                let b = build_type(b)?;
                quote!(vec![#b])
            }
            TypeResolution::FromVariable {
                source,
                transformer,
                ranged,
            } => {
                let from = match *source {
                    TypeSource::Attr(k) => self.attribute_type(&self.cx.op.attributes[k]),
                    _ if depth > self.cx.op.operands.len() + self.cx.op.results.len() => {
                        unreachable!("the model resolves types without cycles")
                    }
                    TypeSource::Operand(k) => self.types(TypeArg::Operand(k), depth + 1)?,
                    TypeSource::Result(k) => self.types(TypeArg::Result(k), depth + 1)?,
                };
                match transformer {
                    None => from,
                    Some(t) => {
                        let t = code::parse_code(
                            t,
                            &[
                                ("_self", "__t"),
                                ("_builder", "p.ctx()"),
                                ("_ctxt", "p.ctx()"),
                            ],
                            Kind::Expr,
                            "the TypesMatchWith transformer",
                        )?;
                        // A ranged transformer gives all the types from
                        // each source type (a `Vec`), else one from each.
                        let add = if *ranged {
                            quote!(__out.extend(#t))
                        } else {
                            quote!(__out.push(#t))
                        };
                        quote!({
                            let mut __out: Vec<Type> = Vec::new();
                            for __t in #from {
                                #add;
                            }
                            __out
                        })
                    }
                }
            }
            TypeResolution::Inferred => unreachable!("checked by `supported`"),
        })
    }

    /// The type of the attribute `a` read into `state`, as a one-type
    /// `Vec<Type>` (MLIR's `attr.getType()`: `none` for a string without
    /// one); an error at the custom form's start when it is absent or has
    /// no type.
    fn attribute_type(&self, a: &AttrDef) -> TokenStream {
        let key = &a.name;
        let message = format!("attribute '{key}' has no type to take");
        quote!({
            let __key = p.ctx().symbol(#key);
            let __attr = state.attributes.iter().rev().find(|(k, _)| *k == __key).map(|(_, a)| *a);
            match __attr.and_then(|a| ::ods_runtime::ods::pred::attr_type(p.ctx(), a)) {
                Some(::ods_runtime::ods::pred::NO_TYPE) => vec![::ods_runtime::ods::convert::none(p.ctx())],
                Some(__t) => vec![__t],
                None => {
                    return Err(::ods_runtime::asm::AsmParser::parser_error(&**p, __start, #message));
                }
            }
        })
    }
}

/// An optional group led by `read` (a `bool`, whether its anchor is
/// there): `then` when it is, else `otherwise`; only the read when the
/// anchor's reading was all there was to do (no empty `if`).
fn read_then(read: TokenStream, then: TokenStream, otherwise: Option<TokenStream>) -> TokenStream {
    if then.is_empty() && otherwise.is_none() {
        quote!(let _ = #read;)
    } else {
        quote!(let __present = #read; if __present { #then } #otherwise)
    }
}

/// A region or successor read if present (`first`, an `Option`), with
/// more after commas for a variadic (`rest`), onto `list`: MLIR's variadic
/// region and successor lists, and optional groups they lead (`then` when
/// the first is there, else `otherwise`).
fn optional_first(
    list: &syn::Ident,
    first: TokenStream,
    rest: Option<TokenStream>,
    then: TokenStream,
    otherwise: Option<TokenStream>,
) -> TokenStream {
    let more = rest.map(|rest| {
        quote! {
            while p.parse_optional_comma() {
                #list.push(#rest);
            }
        }
    });
    quote! {
        if let Some(__first) = #first {
            #list.push(__first);
            #more
            #then
        } #otherwise
    }
}

/// Whether `elements` hold the `regions` directive (maybe in an `oilist`).
fn has_regions_directive(elements: &[Element]) -> bool {
    elements.iter().any(|el| match el {
        Element::Regions => true,
        Element::OiList(clauses) => clauses.iter().any(|c| has_regions_directive(&c.elements)),
        _ => false,
    })
}

/// Adds the attribute `__a` (in scope) to the op being parsed as `key`.
pub(super) fn add_attribute(key: &str) -> TokenStream {
    quote! {
        let __name = p.ctx().symbol(#key);
        state.attributes.push((__name, __a));
    }
}

/// Sets the segment sizes attribute `attr` of the op being parsed.
fn set_sizes(attr: &str, sizes: TokenStream) -> TokenStream {
    quote! {
        let __sizes = ods_op::dense_i32_attr(p.ctx(), &#sizes);
        ods_op::set_state_prop(p.ctx(), state, #attr, Some(__sizes));
    }
}

/// A type from its builder (`$_builder` the context).
fn build_type(builder: &Code) -> Result<TokenStream> {
    code::parse_code(
        builder,
        &[("_builder", "p.ctx()"), ("_ctxt", "p.ctx()")],
        Kind::Expr,
        "the type's builderCall",
    )
}
