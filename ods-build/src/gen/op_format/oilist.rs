//! ``oilist(`kw` elements | ...)``: clauses in any order, each at most
//! once, printed in declaration order when something of theirs is set
//! (MLIR's `OIListElement`). A clause that is one unit attribute is its
//! keyword alone.

use super::super::attr_type_format::literal_parser;
use super::super::code::Result;
use super::parse::Parser;
use super::print::{equals_default, is_unit_attr, Printer};
use ods_spec::model::op_format::{CustomArg, Element, OiClause, Var};
use proc_macro2::TokenStream;
use quote::quote;

/// The unit attribute a clause consists of, if it is only that.
fn unit_clause<'e>(
    cx: &super::super::op_cx::OpCx<'_>,
    clause: &'e OiClause,
) -> Option<&'e Element> {
    match clause.elements.as_slice() {
        [el] if is_unit_attr(cx, el) => Some(el),
        _ => None,
    }
}

/// The variables whose presence prints a clause: those of its elements,
/// optional groups and custom directives (not those in `type(...)`).
fn clause_variables<'e>(elements: &'e [Element], out: &mut Vec<&'e Element>) {
    for el in elements {
        match el {
            Element::Variable { .. } => out.push(el),
            Element::Optional(g) => {
                clause_variables(&g.then, out);
                clause_variables(&g.otherwise, out);
            }
            Element::Custom { args, .. } => {
                for arg in args {
                    if let CustomArg::Element(e) = arg {
                        clause_variables(std::slice::from_ref(e), out);
                    }
                }
            }
            _ => {}
        }
    }
}

impl Printer<'_, '_> {
    /// Each clause whose variables are set: its keyword, then its elements
    /// (the spacing state flows through the clauses as written).
    pub(super) fn oilist(&mut self, clauses: &[OiClause]) -> Result<TokenStream> {
        let mut out = TokenStream::new();
        for clause in clauses {
            let mut vars = Vec::new();
            clause_variables(&clause.elements, &mut vars);
            let conditions = vars
                .iter()
                .map(|v| self.clause_condition(v))
                .collect::<Result<Vec<_>>>()?;
            self.element(&Element::Literal(clause.keyword.clone()))?;
            let keyword = self.flush();
            let body = match unit_clause(self.cx, clause) {
                Some(_) => TokenStream::new(),
                None => self.elements(&clause.elements, None)?,
            };
            // A clause of literals only never prints, as in MLIR.
            let condition = if conditions.is_empty() {
                quote!(false)
            } else {
                quote!(#(#conditions)||*)
            };
            out.extend(quote! {
                let __clause = #condition;
                if __clause {
                    #keyword
                    #body
                }
            });
        }
        Ok(out)
    }

    /// Whether the variable `el` is set: a required attribute always is,
    /// a default-valued one when it differs from its default.
    fn clause_condition(&self, el: &Element) -> Result<TokenStream> {
        let Element::Variable {
            var: Var::Attr(i), ..
        } = el
        else {
            return self.present(el);
        };
        let a = &self.cx.op.attributes[*i];
        if let Some(default) = a.default_value.as_ref().filter(|_| !a.is_unit) {
            let key = &a.name;
            let equal = equals_default(a, default)?;
            return Ok(quote!({
                let ctx = p.ctx();
                ods_op::get_prop(ctx, self.0, #key).is_some_and(|attr| !#equal)
            }));
        }
        Ok(if a.is_required() {
            quote!(true)
        } else {
            self.present(el)?
        })
    }
}

impl Parser<'_, '_> {
    /// Reads clauses while a clause keyword comes next; a second one is
    /// MLIR's error at the op's name (prefixed `custom op 'name'`).
    pub(super) fn oilist(&self, clauses: &[OiClause]) -> Result<TokenStream> {
        let count = clauses.len();
        let mut branches = Vec::new();
        for (k, clause) in clauses.iter().enumerate() {
            let keyword = &clause.keyword;
            let message = format!(
                "`{keyword}` clause can appear at most once in the expansion of the oilist directive"
            );
            let body = match unit_clause(self.cx, clause) {
                Some(unit) => self.set_unit(unit)?,
                None => self.elements(&clause.elements)?,
            };
            let test = literal_parser(keyword, true);
            branches.push(quote! {
                if #test {
                    if __clauses[#k] {
                        let __at = p.name_location();
                        return Err(p.emit_error(__at, #message));
                    }
                    __clauses[#k] = true;
                    #body
                }
            });
        }
        Ok(quote! {
            let mut __clauses = [false; #count];
            loop {
                #(#branches else)* {
                    break;
                }
            }
        })
    }
}
