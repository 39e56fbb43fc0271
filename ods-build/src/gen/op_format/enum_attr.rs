//! Enum attribute variables (MLIR's `canFormatEnumAttr`): printed as their
//! case's string, bare (`stringifyX`), and read as a case keyword or a
//! quoted string (`symbolizeX`), as mlir-tblgen's `genEnumAttrPrinter`
//! and `genEnumAttrParser` do.

use super::super::arg_code::{attr_default, const_builder_call, convert_from_storage, return_type};
use super::super::code::Result;
use super::super::op_cx::OpCx;
use super::parse::add_attribute;
use ods_spec::model::{AttrDef, Enum};
use proc_macro2::TokenStream;
use quote::quote;

/// `a`'s enum, when `a` is an enum attribute with its specialized
/// attribute (its value is then the Rust enum).
fn enum_of<'o>(cx: &OpCx<'o>, a: &AttrDef) -> Option<&'o Enum> {
    let name = a.enum_attr.as_ref()?;
    let e = cx.model.enums.iter().find(|e| &e.def_name == name)?;
    e.specialized_attr.is_some().then_some(e)
}

/// Whether `a` is an enum attribute stored as its base integer attribute
/// (`genSpecializedAttr = 0`): MLIR formats it as a case, not generated
/// yet.
pub fn unspecialized(cx: &OpCx<'_>, a: &AttrDef) -> bool {
    a.enum_attr.is_some() && enum_of(cx, a).is_none()
}

/// Statements that print the attribute (read by `getter`) as its case;
/// a default-valued one absent prints its default, as MLIR's getter
/// gives it.
pub fn print(cx: &OpCx<'_>, a: &AttrDef, getter: &syn::Ident) -> Result<Option<TokenStream>> {
    let Some(e) = enum_of(cx, a) else {
        return Ok(None);
    };
    let rt = return_type(a)?;
    let convert = convert_from_storage(a, "__a")?;
    // A bit enum's string is built, an integer enum's is static.
    let text = if e.bits.is_some() {
        quote!(&__case.stringify())
    } else {
        quote!(__case.stringify())
    };
    let case = |value: TokenStream| quote!(let __case: #rt = #value; p.write(#text););
    let convert = quote!({ let ctx = p.ctx(); #convert });
    Ok(Some(if a.is_required() {
        let print = case(convert);
        quote!(let __a = self.#getter(p.ctx()); #print)
    } else if let Some(default) = &a.default_value {
        let default = attr_default(default)?;
        case(quote! {
            match self.#getter(p.ctx()) {
                Some(__a) => #convert,
                None => #default,
            }
        })
    } else {
        let print = case(convert);
        quote!(if let Some(__a) = self.#getter(p.ctx()) { #print })
    }))
}

/// A `bool` expression that reads the attribute as a case, adds it to
/// `state` and says whether one was there; `required`: nothing there is
/// an error.
pub fn parse(cx: &OpCx<'_>, a: &AttrDef, required: bool) -> Result<Option<TokenStream>> {
    let Some(e) = enum_of(cx, a) else {
        return Ok(None);
    };
    let cases = e.cases.iter().map(|c| c.str.as_str());
    let rt = return_type(a)?;
    let Some(build) = const_builder_call(a, "__case")? else {
        return Ok(None);
    };
    let key = &a.name;
    let add = add_attribute(key);
    Ok(Some(quote!({
        let __case = ::ods_runtime::asm::parse_enum_attr_case(
            &mut **p,
            #key,
            &[#(#cases),*],
            #required,
            <#rt>::symbolize,
        )?;
        match __case {
            Some(__case) => {
                let __a = {
                    let ctx = p.ctx();
                    #build
                };
                #add
                true
            }
            None => false,
        }
    })))
}
