//! What the generators of one op share: the op, its model and names
//! ([`OpCx`]), and where ODS infers its result types from. Every op
//! generator imports this module; it imports none of them.

use super::code;
use super::constraints::ConstraintFns;
use ods_spec::model::{AccessorPrefix, Arity, Model, Op};
use proc_macro2::TokenStream;
use quote::{format_ident, quote};

/// What the generators of one op share.
pub struct OpCx<'a> {
    pub model: &'a Model,
    pub op: &'a Op,
    pub class: syn::Ident,
    pub adaptor: syn::Ident,
    pub hooks: syn::Ident,
    pub constraints: &'a ConstraintFns,
}

impl<'a> OpCx<'a> {
    pub fn new(model: &'a Model, op: &'a Op, constraints: &'a ConstraintFns) -> OpCx<'a> {
        let class = code::make_ident(&op.class_name);
        OpCx {
            model,
            op,
            adaptor: format_ident!("{}Adaptor", class),
            hooks: format_ident!("{}Hooks", class),
            class,
            constraints,
        }
    }

    pub fn name(&self) -> &str {
        &self.op.op_name
    }

    fn prefix(&self) -> AccessorPrefix {
        self.model.dialect_of(self.op).accessor_prefix
    }

    /// The getter names of an entity, by the dialect's accessor prefix.
    pub fn getters(&self, name: &str, suffix: &str) -> Vec<syn::Ident> {
        // `volatile_` and `_attr` give `volatile_attr`: one underscore.
        let base = code::snake_case(name);
        let snake = match suffix.strip_prefix('_') {
            Some(_) => base.trim_end_matches('_').to_string() + suffix,
            None => base + suffix,
        };
        match self.prefix() {
            AccessorPrefix::Raw => vec![code::make_ident(&snake)],
            AccessorPrefix::Prefixed => vec![format_ident!("get_{}", snake)],
            AccessorPrefix::Both => vec![code::make_ident(&snake), format_ident!("get_{}", snake)],
        }
    }

    pub fn operand_segment_attr(&self) -> Option<&'static str> {
        self.op
            .has_native_trait("AttrSizedOperandSegments")
            .then_some("operandSegmentSizes")
    }

    pub fn result_segment_attr(&self) -> Option<&'static str> {
        self.op
            .has_native_trait("AttrSizedResultSegments")
            .then_some("resultSegmentSizes")
    }

    pub fn has_variable_operands(&self) -> bool {
        self.op.operands.iter().any(|o| o.arity.is_variable())
    }

    pub fn has_variable_results(&self) -> bool {
        self.op.results.iter().any(|o| o.arity.is_variable())
    }

    /// The attributes and properties the op keeps in its properties, in
    /// name order: declared ones and the segment sizes of
    /// `AttrSized*Segments`.
    pub fn inherent_names(&self) -> Vec<String> {
        let op = self.op;
        let mut names: Vec<String> = op
            .attributes
            .iter()
            .map(|a| a.name.clone())
            .chain(op.properties.iter().map(|p| p.name.clone()))
            .chain(self.operand_segment_attr().map(str::to_string))
            .chain(self.result_segment_attr().map(str::to_string))
            .collect();
        names.sort();
        names.dedup();
        names
    }

    /// Whether attribute `name` holds the group sizes of a
    /// variadic-of-variadic operand (builders compute it).
    pub fn is_vov_segments(&self, name: &str) -> bool {
        self.op
            .operands
            .iter()
            .any(|o| matches!(&o.arity, Arity::VariadicOfVariadic { segment_attr } if segment_attr == name))
    }

    /// MLIR class names may keep underscores (`Foo_Bar_BazOp` gives
    /// `Bar_BazOp`): the types named after them allow that.
    pub fn camel_allow(&self) -> Option<TokenStream> {
        self.op
            .class_name
            .contains('_')
            .then(|| quote!(#[allow(non_camel_case_types)]))
    }

    /// Whether result types come from the user's `infer_return_types`.
    pub fn user_infers_types(&self) -> bool {
        self.op.interface("InferTypeOpInterface").is_some() && ods_inference(self).is_none()
    }
}

/// Flags for operand or result groups: which are variable-length.
pub fn variable_flags(values: &[ods_spec::model::ValueDef]) -> TokenStream {
    let flags = values.iter().map(|v| v.arity.is_variable());
    quote!(&[#(#flags),*])
}

/// Where an inferred result type comes from.
pub enum InferSource {
    /// A buildable type: its `builderCall`.
    Build(ods_spec::model::Code),
    /// The type of the first operand (`SameOperandsAndResultType`).
    FirstOperand,
    /// The type of a named operand, maybe transformed (`AllTypesMatch`,
    /// `TypesMatchWith`).
    Operand {
        name: String,
        transformer: Option<ods_spec::model::Code>,
    },
}

/// How ODS infers each result type, when it can infer them all.
pub fn ods_inference(cx: &OpCx<'_>) -> Option<Vec<InferSource>> {
    let op = cx.op;
    if op.results.is_empty() {
        return None;
    }
    let single_operand = |name: &str| {
        op.operands
            .iter()
            .any(|o| o.name == name && o.arity == Arity::Single)
    };
    op.results
        .iter()
        .map(|r| {
            if r.arity != Arity::Single {
                return None;
            }
            if let Some(call) = &r.builder_call {
                return Some(InferSource::Build(call.clone()));
            }
            if op.has_native_trait("SameOperandsAndResultType") && !op.operands.is_empty() {
                return Some(InferSource::FirstOperand);
            }
            op.type_matches.iter().find_map(|m| match &m.transformer {
                Some(t) if m.names.get(1) == Some(&r.name) && single_operand(&m.names[0]) => {
                    Some(InferSource::Operand {
                        name: m.names[0].clone(),
                        transformer: Some(t.clone()),
                    })
                }
                None if m.names.contains(&r.name) => m
                    .names
                    .iter()
                    .find(|n| single_operand(n))
                    .map(|n| InferSource::Operand {
                        name: n.clone(),
                        transformer: None,
                    }),
                _ => None,
            })
        })
        .collect()
}
