//! The body of an op's `print` (MLIR's `genPrinter`): each element in
//! order, with the two flags of MLIR's spacing state carried through the
//! generator (not the generated code), so that a space is written exactly
//! where mlir-tblgen's C++ writes one.

use super::super::arg_code::{attr_default, convert_from_storage, return_type};
use super::super::attr_type_format::{is_keyword, should_emit_space_before};
use super::super::code::Result;
use super::super::op_cx::OpCx;
use super::{anchor, as_type_arg, enum_attr, is_vov, stripped, value_def};
use ods_spec::model::op_format::{CustomArg, Element, OpFormat, OptionalGroup, TypeArg, Var};
use ods_spec::model::{Arity, AttrDef, Code, EntityDef};
use proc_macro2::TokenStream;
use quote::quote;

/// The statements of `print`, which sees `self` and `p`.
pub fn body(cx: &OpCx<'_>, format: &OpFormat) -> Result<TokenStream> {
    let mut printer = Printer {
        cx,
        format,
        should_emit_space: true,
        last_was_punctuation: false,
        pending: String::new(),
    };
    printer.elements(&format.elements, None)
}

pub(super) struct Printer<'c, 'o> {
    pub(super) cx: &'c OpCx<'o>,
    format: &'c OpFormat,
    /// A value printed next gets a space before it (MLIR's
    /// `shouldEmitSpace`).
    should_emit_space: bool,
    /// The last thing printed was punctuation.
    last_was_punctuation: bool,
    /// Literal text not written yet: consecutive literals and spaces
    /// become one `p.write`.
    pending: String,
}

impl Printer<'_, '_> {
    /// `elements` but `skipped` (a unit attribute its group's check prints),
    /// their literal text written out at the end.
    pub(super) fn elements(
        &mut self,
        elements: &[Element],
        skipped: Option<&Element>,
    ) -> Result<TokenStream> {
        let mut out = TokenStream::new();
        for el in elements {
            if skipped.is_some_and(|s| std::ptr::eq(s, el)) {
                continue;
            }
            out.extend(self.element(el)?);
        }
        out.extend(self.flush());
        Ok(out)
    }

    /// The code of `el`; its literal text may wait in `pending` for the
    /// text that follows.
    pub(super) fn element(&mut self, el: &Element) -> Result<TokenStream> {
        let code = match el {
            Element::Literal(value) => {
                self.literal(value);
                return Ok(TokenStream::new());
            }
            Element::Whitespace(value) if value != "\\n" => {
                self.whitespace(value);
                return Ok(TokenStream::new());
            }
            Element::Whitespace(_) => quote!(p.print_new_line();),
            Element::AttrDict { with_keyword } => {
                self.last_was_punctuation = false;
                self.attr_dict(*with_keyword)?
            }
            Element::Optional(group) => {
                let pending = self.flush();
                let group = self.optional(group)?;
                return Ok(quote!(#pending #group));
            }
            Element::PropDict => {
                self.last_was_punctuation = false;
                self.prop_dict()?
            }
            Element::OiList(clauses) => {
                let pending = self.flush();
                let clauses = self.oilist(clauses)?;
                return Ok(quote!(#pending #clauses));
            }
            _ => {
                self.space_before_value();
                self.value(el)?
            }
        };
        let pending = self.flush();
        Ok(quote!(#pending #code))
    }

    /// Writes out the literal text waiting in `pending`.
    pub(super) fn flush(&mut self) -> TokenStream {
        if self.pending.is_empty() {
            return TokenStream::new();
        }
        let text = std::mem::take(&mut self.pending);
        quote!(p.write(#text);)
    }

    fn literal(&mut self, value: &str) {
        if self.should_emit_space && should_emit_space_before(value, self.last_was_punctuation) {
            self.pending.push(' ');
        }
        self.should_emit_space =
            value.chars().count() != 1 || !value.starts_with(['<', '(', '{', '[']);
        self.last_was_punctuation = !is_keyword(value);
        self.pending.push_str(value);
    }

    /// `` ` ` `` or ` `` `.
    fn whitespace(&mut self, value: &str) {
        self.should_emit_space = false;
        self.last_was_punctuation = value.is_empty();
        if !value.is_empty() {
            self.pending.push(' ');
        }
    }

    fn space_before_value(&mut self) {
        let space = self.should_emit_space || !self.last_was_punctuation;
        self.should_emit_space = true;
        self.last_was_punctuation = false;
        if space {
            self.pending.push(' ');
        }
    }

    /// A variable or a type directive.
    fn value(&self, el: &Element) -> Result<TokenStream> {
        Ok(match el {
            Element::Variable {
                var: Var::Operand(i),
                ..
            } if is_vov(&self.cx.op.operands[*i]) => self.vov_groups(*i, false),
            Element::Type {
                arg: TypeArg::Operand(i),
                ..
            } if is_vov(&self.cx.op.operands[*i]) => self.vov_groups(*i, true),
            Element::Variable {
                var: Var::Attr(i),
                qualified,
            } => self.attribute(&self.cx.op.attributes[*i], *qualified)?,
            Element::Variable {
                var: Var::Prop(i), ..
            } => super::props::print(self.cx, &self.cx.op.properties[*i])?,
            Element::Variable {
                var: Var::Region(i),
                ..
            } => self.regions(self.entities(&self.cx.op.regions[*i])),
            Element::Regions => self.regions(quote!(p.ctx().regions(self.0).to_vec())),
            Element::Successors => quote! {
                let __s = p.ctx().successors(self.0).to_vec();
                p.print_successors(&__s);
            },
            Element::Custom { name, args } => self.custom(name, args)?,
            Element::Variable {
                var: Var::Successor(i),
                ..
            } => {
                let successors = self.entities(&self.cx.op.successors[*i]);
                quote!(let __s = #successors; p.print_successors(&__s);)
            }
            Element::Variable { var, .. } => {
                let arg = as_type_arg(*var).expect("only operands and results remain");
                match self.single_value(arg) {
                    Some(value) => quote!(p.print_operand(#value);),
                    None => {
                        let values = self.values(arg);
                        quote!(let __v = #values; p.print_operands(&__v);)
                    }
                }
            }
            Element::Operands => quote! {
                let __v = p.ctx().operands(self.0);
                p.print_operands(&__v);
            },
            Element::Type { arg, qualified } => {
                let single = self
                    .single_value(*arg)
                    .map(|v| quote!(p.ctx().value_type(#v)));
                match (stripped::type_handle(self.cx, *arg, *qualified)?, single) {
                    (Some(handle), Some(ty)) => stripped::print_type(&handle, ty),
                    (Some(handle), None) => {
                        let types = self.types(*arg);
                        stripped::print_type(&handle, quote!(#types[0]))
                    }
                    (None, Some(ty)) => quote!(p.print_type(#ty);),
                    (None, None) => {
                        let types = self.types(*arg);
                        quote!(let __t = #types; p.print_types(&__t);)
                    }
                }
            }
            Element::FunctionalType { inputs, results } => {
                let (inputs, results) = (self.types(*inputs), self.types(*results));
                quote! {
                    let __inputs = #inputs;
                    let __results = #results;
                    p.print_functional_type(&__inputs, &__results);
                }
            }
            _ => unreachable!("checked by `supported`"),
        })
    }

    /// Regions (a `Vec<RegionId>` expression) separated by `, `; an op
    /// with an implicit terminator leaves it out where its parser adds it.
    fn regions(&self, regions: TokenStream) -> TokenStream {
        let print = if super::super::implicit_terminator::terminator_class(self.cx).is_some() {
            quote!(p.print_region_with_implicit_terminator(__r)?;)
        } else {
            quote!(p.print_region(__r, true, true, false)?;)
        };
        quote! {
            for (__k, __r) in #regions.into_iter().enumerate() {
                if __k > 0 {
                    p.write(", ");
                }
                #print
            }
        }
    }

    /// MLIR's attribute printer: an enum attribute as its case, a
    /// dialect attribute stripped unless `qualified`, the symbol name of a
    /// `SymbolNameAttr`, the value alone when the type is buildable, else
    /// the attribute.
    fn attribute(&self, a: &AttrDef, qualified: bool) -> Result<TokenStream> {
        let getter = &self.cx.getters(&a.name, "_attr")[0];
        if let Some(print) = enum_attr::print(self.cx, a, getter)? {
            return Ok(print);
        }
        let print = if let Some(handle) = stripped::attr_handle(a, qualified)? {
            stripped::print_attr(&handle, quote!(__a))
        } else if a.symbol_name {
            quote! {
                let __name = ::ods_runtime::ods::convert::as_str(p.ctx(), __a).to_string();
                p.print_symbol_name(&__name);
            }
        } else if a.value_type_builder.is_some() {
            quote!(p.print_attribute_without_type(__a);)
        } else if !qualified && a.storage_type_doc != "::mlir::Attribute" {
            // As the parser reads it: of its storage class, stripped.
            let class = &a.storage_type_doc;
            quote!(p.print_attribute_of_class(__a, #class);)
        } else {
            quote!(p.print_attribute(__a);)
        };
        Ok(if a.is_required() {
            quote!(let __a = self.#getter(p.ctx()); #print)
        } else {
            quote!(if let Some(__a) = self.#getter(p.ctx()) { #print })
        })
    }

    /// A `VariadicOfVariadic` operand's groups, or their types, as MLIR
    /// prints them: `(a, b), (c)`.
    fn vov_groups(&self, i: usize, types: bool) -> TokenStream {
        let getter = &self.cx.getters(&self.cx.op.operands[i].name, "")[0];
        let print = if types {
            quote! {
                p.print_types(&p.ctx().value_types(__g.iter().copied()));
            }
        } else {
            quote!(p.print_operands(&__g);)
        };
        quote! {
            for (__k, __g) in self.#getter(p.ctx()).into_iter().enumerate() {
                if __k > 0 {
                    p.write(", ");
                }
                p.write("(");
                #print
                p.write(")");
            }
        }
    }

    /// The values of an operand or result group (or of all of them), as a
    /// `Vec<Value>`.
    pub(super) fn values(&self, arg: TypeArg) -> TokenStream {
        let def = match arg {
            TypeArg::Operands => return quote!(p.ctx().operands(self.0)),
            TypeArg::Results => return quote!(p.ctx().results(self.0)),
            _ => value_def(self.cx, arg).expect("a named group"),
        };
        let getter = &self.cx.getters(&def.name, "")[0];
        match def.arity {
            Arity::Single => quote!(vec![self.#getter(p.ctx())]),
            Arity::Optional => quote!(self.#getter(p.ctx()).into_iter().collect::<Vec<Value>>()),
            // Its groups joined, as MLIR's `getX().join()`.
            Arity::VariadicOfVariadic { .. } => quote!(self.#getter(p.ctx()).concat()),
            Arity::Variadic => quote!(self.#getter(p.ctx())),
        }
    }

    /// The value of a group of exactly one (a `Value` expression).
    fn single_value(&self, arg: TypeArg) -> Option<TokenStream> {
        let def = value_def(self.cx, arg).filter(|d| d.arity == Arity::Single)?;
        let getter = &self.cx.getters(&def.name, "")[0];
        Some(quote!(self.#getter(p.ctx())))
    }

    /// A region or successor group, as a `Vec`.
    pub(super) fn entities(&self, def: &EntityDef) -> TokenStream {
        let getter = &self.cx.getters(&def.name, "")[0];
        if def.variadic {
            quote!(self.#getter(p.ctx()))
        } else {
            quote!(vec![self.#getter(p.ctx())])
        }
    }

    /// The types of an operand or result group, as a `Vec<Type>`.
    pub(super) fn types(&self, arg: TypeArg) -> TokenStream {
        let values = self.values(arg);
        quote!(p.ctx().value_types(#values))
    }

    /// `attr-dict`: the attributes but those the format prints, segment
    /// sizes, and default-valued ones equal to their default.
    fn attr_dict(&self, with_keyword: bool) -> Result<TokenStream> {
        let op = self.cx.op;
        let mut elided: Vec<&str> = self
            .format
            .used_attributes
            .iter()
            .map(|&i| op.attributes[i].name.as_str())
            .chain(self.format.inferred_attributes.iter().map(String::as_str))
            // With `operands`, only the dictionary says how they split.
            .chain(
                self.cx
                    .operand_segment_attr()
                    .filter(|_| !self.format.all_operands),
            )
            // With `type(results)`, likewise for the results.
            .chain(
                self.cx
                    .result_segment_attr()
                    .filter(|_| !self.format.all_result_types),
            )
            .collect();
        elided.dedup();
        let mut defaults = TokenStream::new();
        for (i, a) in op.attributes.iter().enumerate() {
            if self.format.used_attributes.contains(&i) {
                continue;
            }
            if let Some(default) = &a.default_value {
                defaults.extend(default_check(a, default)?);
            }
        }
        let method = if with_keyword {
            quote!(print_optional_attr_dict_with_keyword)
        } else {
            quote!(print_optional_attr_dict)
        };
        // With `prop-dict`, `attr-dict` holds the discardable attributes.
        let attrs = if self.format.has_prop_dict {
            quote!(p.ctx().attrs(self.0).to_vec())
        } else {
            quote!(p.op_attributes(self.0))
        };
        if defaults.is_empty() {
            return Ok(quote! {
                let __attrs = #attrs;
                p.#method(&__attrs, &[#(#elided),*]);
            });
        }
        Ok(quote! {
            let __attrs = #attrs;
            let mut __elided: Vec<&str> = vec![#(#elided),*];
            #defaults
            p.#method(&__attrs, &__elided);
        })
    }

    /// `prop-dict` (MLIR's `genPropDictPrinter`): ` <{...}>` with the
    /// inherent attributes and properties the format does not print
    /// itself, but operand and result segment sizes and those equal to
    /// their default.
    fn prop_dict(&self) -> Result<TokenStream> {
        let (op, format) = (self.cx.op, self.format);
        let mut used: Vec<&str> = format
            .used_properties
            .iter()
            .map(|&i| op.properties[i].name.as_str())
            .chain(
                format
                    .used_attributes
                    .iter()
                    .map(|&i| op.attributes[i].name.as_str()),
            )
            // Segment sizes the format cannot recover stay, as in attr-dict.
            .chain(
                self.cx
                    .operand_segment_attr()
                    .filter(|_| !format.all_operands),
            )
            .chain(
                self.cx
                    .result_segment_attr()
                    .filter(|_| !format.all_result_types),
            )
            // A `VariadicOfVariadic` operand's group sizes stay: MLIR's
            // `genPropDictPrinter` elides them not (its attr-dict does).
            .collect();
        used.dedup();
        let mut defaults = TokenStream::new();
        for (i, a) in op.attributes.iter().enumerate() {
            if let (Some(default), false) = (&a.default_value, format.used_attributes.contains(&i))
            {
                defaults.extend(default_check(a, default)?);
            }
        }
        for (i, prop) in op.properties.iter().enumerate() {
            if prop.default_value.is_none() || format.used_properties.contains(&i) {
                continue;
            }
            let (key, is_default) = (&prop.name, super::props::is_default(self.cx, prop)?);
            defaults.extend(quote!(if #is_default { __elided.push(#key); }));
        }
        if defaults.is_empty() {
            return Ok(quote! {
                p.write(" ");
                p.print_properties(self.0, &[#(#used),*]);
            });
        }
        Ok(quote! {
            let mut __elided: Vec<&str> = vec![#(#used),*];
            #defaults
            p.write(" ");
            p.print_properties(self.0, &__elided);
        })
    }

    /// MLIR's optional group: the check of the anchor, then or else.
    fn optional(&mut self, group: &OptionalGroup) -> Result<TokenStream> {
        let present = self.present(anchor(group))?;
        let condition = if group.inverted {
            quote!(!#present)
        } else {
            present
        };
        // A unit attribute anchoring `then` is its check alone, unless it
        // is what the parser reads first.
        let anchor_el = anchor(group);
        let elided = (!group.inverted
            && group.anchor != group.then_parse_start
            && is_unit_attr(self.cx, anchor_el))
        .then_some(anchor_el);
        let then = self.elements(&group.then, elided)?;
        let otherwise = if group.otherwise.is_empty() {
            None
        } else {
            // A unit attribute anchoring the else group is its check alone.
            let unit = (group.inverted && is_unit_attr(self.cx, anchor_el)).then_some(anchor_el);
            let els = self.elements(&group.otherwise, unit)?;
            Some(quote!(else { #els }))
        };
        Ok(quote!(if #condition { #then } #otherwise))
    }

    /// Whether the anchor `el` is present.
    pub(super) fn present(&self, el: &Element) -> Result<TokenStream> {
        Ok(match el {
            Element::Variable {
                var: Var::Attr(i), ..
            } => {
                let a = &self.cx.op.attributes[*i];
                let getter = &self.cx.getters(&a.name, "_attr")[0];
                match &a.default_value {
                    // MLIR: present when it differs from its default.
                    Some(default) if !a.is_unit => {
                        let equal = equals_default(a, default)?;
                        quote!(self.#getter(p.ctx()).is_some_and(|attr| {
                            let ctx = p.ctx();
                            !#equal
                        }))
                    }
                    _ => quote!(self.#getter(p.ctx()).is_some()),
                }
            }
            // A property is present when it is not its default.
            Element::Variable {
                var: Var::Prop(i), ..
            } => {
                let is_default = super::props::is_default(self.cx, &self.cx.op.properties[*i])?;
                quote!(!#is_default)
            }
            // A single region is present when it has a block.
            Element::Variable {
                var: Var::Region(i),
                ..
            } => {
                let def = &self.cx.op.regions[*i];
                let regions = self.entities(def);
                if def.variadic {
                    quote!(!#regions.is_empty())
                } else {
                    quote!(!p.ctx().blocks(#regions[0]).is_empty())
                }
            }
            Element::Variable {
                var: Var::Successor(i),
                ..
            } => {
                let successors = self.entities(&self.cx.op.successors[*i]);
                quote!(!#successors.is_empty())
            }
            // MLIR's `!getX().empty()`: any group, even an empty one.
            Element::Variable {
                var: Var::Operand(i),
                ..
            } if is_vov(&self.cx.op.operands[*i]) => {
                let getter = &self.cx.getters(&self.cx.op.operands[*i].name, "")[0];
                quote!(!self.#getter(p.ctx()).is_empty())
            }
            Element::Variable { var, .. } => {
                let arg = as_type_arg(*var).expect("checked by the model");
                let values = self.values(arg);
                quote!(!#values.is_empty())
            }
            Element::Type { arg, .. } => {
                let values = self.values(*arg);
                quote!(!#values.is_empty())
            }
            // Present when any of its arguments is.
            Element::Custom { args, .. } => {
                let any = args
                    .iter()
                    .filter_map(|a| match a {
                        CustomArg::Element(e) => Some(self.present(e)),
                        _ => None,
                    })
                    .collect::<Result<Vec<_>>>()?;
                quote!((false #(|| #any)*))
            }
            _ => unreachable!("the model checks anchors"),
        })
    }
}

/// Pushes `a` onto `__elided` when it holds its default value.
fn default_check(a: &AttrDef, default: &Code) -> Result<TokenStream> {
    let key = &a.name;
    let equal = equals_default(a, default)?;
    Ok(quote! {
        {
            let ctx = p.ctx();
            if let Some(attr) = ods_op::get_prop(ctx, self.0, #key) {
                let equal = #equal;
                if equal {
                    __elided.push(#key);
                }
            }
        }
    })
}

/// Whether `attr` (an attribute `a` of the op, with `ctx` the context)
/// holds the default value `default`.
pub(super) fn equals_default(a: &AttrDef, default: &Code) -> Result<TokenStream> {
    let rt = return_type(a)?;
    let convert = convert_from_storage(a, "attr")?;
    let default = attr_default(default)?;
    Ok(quote!({
        let value: #rt = #convert;
        let default: #rt = #default;
        value == default
    }))
}

/// Whether `el` is a unit attribute or unit property variable (an anchor
/// that prints nothing unless it leads its group).
pub(super) fn is_unit_attr(cx: &OpCx<'_>, el: &Element) -> bool {
    match el {
        Element::Variable {
            var: Var::Attr(i), ..
        } => cx.op.attributes[*i].is_unit,
        Element::Variable {
            var: Var::Prop(i), ..
        } => cx.op.properties[*i].is_unit,
        _ => false,
    }
}
