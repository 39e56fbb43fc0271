//! What a dialect's struct gains beyond its ops: for attribute and type
//! definitions, MLIR's `generatedTypeParser`/`generatedAttributeParser` (a
//! switch on the mnemonic) and the default `parseType`/`parseAttribute`
//! built on them (or the dialect's own, when `useDefault...PrinterParser`
//! is 0); the constant materializer hook (`hasConstantMaterializer`); and
//! the `DialectInfo` its `register` records. Printing needs no dispatcher:
//! each storage prints itself.

use super::attr_type_def::DefCx;
use super::attr_type_field;
use super::code::{self, Result};
use super::constraints::ConstraintFns;
use super::dialect_attrs;
use ods_spec::model::{AttrOrTypeDef, DefKind, Dialect, Model};
use proc_macro2::TokenStream;
use quote::{format_ident, quote};

/// The defs of dialect `d` of one kind that have a mnemonic.
fn parsed_defs(model: &Model, d: usize, kind: DefKind) -> Vec<&AttrOrTypeDef> {
    let defs = match kind {
        DefKind::Attr => &model.attr_defs,
        DefKind::Type => &model.type_defs,
    };
    defs.iter()
        .filter(|def| def.dialect == d && def.mnemonic.is_some())
        .collect()
}

/// The methods of the dialect struct and the statement of its
/// `try_register` that records its `DialectInfo`; the dialect's hooks trait
/// after them (items at module level).
pub struct DialectParts {
    /// Associated items of the dialect struct.
    pub methods: TokenStream,
    /// The statement registering the dialect's parse hooks.
    pub register: TokenStream,
    /// Module-level items.
    pub items: TokenStream,
}

/// The parts of dialect `d` named `name` (its struct).
pub fn generate(
    model: &Model,
    d: usize,
    name: &syn::Ident,
    constraint_fns: &ConstraintFns,
) -> Result<DialectParts> {
    let dialect = &model.dialects[d];
    let mut methods = TokenStream::new();
    let mut hook_methods = TokenStream::new();
    let mut info = TokenStream::new();
    for kind in [DefKind::Type, DefKind::Attr] {
        let defs = parsed_defs(model, d, kind);
        if defs.is_empty() {
            continue;
        }
        let k = Kind::of(kind, dialect);
        methods.extend(generated_parser(model, &k, &defs)?);
        let (hook, field) = (&k.hook, &k.field);
        if k.use_default {
            methods.extend(default_parser(&k));
            info.extend(quote!(info.#field = Some(Self::#hook);));
        } else {
            let (params, ret) = (&k.params, &k.ret);
            hook_methods.extend(quote! {
                /// Reads one of the dialect's symbols after `!dialect.` or
                /// `#dialect.` (`useDefault...PrinterParser` is 0).
                fn #hook(#params) -> ::ods_runtime::asm::PResult<#ret>;
            });
            let hooks = hooks_name(name);
            info.extend(quote!(info.#field = Some(<Self as #hooks>::#hook);));
        }
    }
    if dialect.has_constant_materializer {
        hook_methods.extend(quote! {
            /// The state of a constant op of the dialect that makes `value` of
            /// type `ty` at `loc`, or `None` when it cannot
            /// (`hasConstantMaterializer`): folding inserts it.
            fn materialize_constant(
                ctx: &mut Context,
                value: Attribute,
                ty: Type,
                loc: Attribute,
            ) -> Option<OperationState>;
        });
        let hooks = hooks_name(name);
        info.extend(
            quote!(info.materialize_constant = Some(<Self as #hooks>::materialize_constant);),
        );
    }
    let hooks = hooks_name(name);
    let (user_hooks, user_info) = user_hooks(dialect, &hooks);
    hook_methods.extend(user_hooks);
    info.extend(user_info);
    if !dialect.discardable_attrs.is_empty() || dialect.has_operation_attr_verify {
        methods.extend(dialect_attrs::helpers(dialect)?);
        let user = dialect
            .has_operation_attr_verify
            .then(|| quote!(<Self as #hooks>::verify_operation_attribute));
        methods.extend(dialect_attrs::verifier(dialect, constraint_fns, user)?);
        info.extend(quote!(info.verify_op_attr = Some(Self::verify_op_attr);));
    }
    if dialect.is_extensible {
        info.extend(quote!(info.extensible = true;));
    }
    if let Some(extra) = &dialect.extra_class_declaration {
        methods.extend(code::parse_code(
            extra,
            &[],
            code::Kind::ImplItems,
            "extraClassDeclaration",
        )?);
    }
    let dependents = dialect
        .dependent_dialects
        .iter()
        .map(|path| dependent_dialect(model, &dialect.namespace, path))
        .collect::<Result<Vec<_>>>()?;
    // The interfaces of the dialect's attributes and types.
    let mut def_interfaces = TokenStream::new();
    for def in model.attr_defs.iter().chain(&model.type_defs) {
        if def.dialect == d {
            let module = super::relative_path(&dialect.namespace, &def.namespace);
            let class = &DefCx::new(model, def).class;
            def_interfaces.extend(super::interfaces::def_registration(
                model,
                &dialect.namespace,
                def,
                &quote!(#module #class),
            ));
        }
    }
    let register = quote! {
        #(<#dependents>::try_register(ctx)?;)*
        let mut info = registry::DialectInfo::of::<Self>(Self::NAME, Self);
        info.load = Some(Self::try_register);
        #info
        ctx.registry.register_dialect(info)?;
        #def_interfaces
    };
    let mut items = TokenStream::new();
    if !hook_methods.is_empty() {
        let hooks = hooks_name(name);
        let doc = format!(" The hooks [`{name}`] leaves to Rust: implement it for `{name}`.");
        items.extend(quote! {
            #[doc = #doc]
            pub trait #hooks {
                #hook_methods
            }
        });
    }
    Ok(DialectParts {
        methods,
        register,
        items,
    })
}

/// The hooks of the dialect's `has...` bits: their declarations in the
/// hooks trait, and the statements recording them in the `DialectInfo`.
fn user_hooks(dialect: &Dialect, hooks: &syn::Ident) -> (TokenStream, TokenStream) {
    let mut decls = TokenStream::new();
    let mut info = TokenStream::new();
    if dialect.has_operation_attr_verify {
        // Called by the generated `verify_op_attr`, after the
        // discardable attributes' constraints.
        decls.extend(quote! {
            /// Checks an attribute of the dialect (`name` is
            /// `<dialect>.x`) on any op (`hasOperationAttrVerify`).
            fn verify_operation_attribute(
                ctx: &Context,
                op: OpId,
                name: &str,
                attr: Attribute,
            ) -> Result<(), Diagnostic>;
        });
    }
    let mut add = |has: bool, decl: TokenStream, field: &str, method: &str| {
        if has {
            decls.extend(decl);
            let (field, method) = (format_ident!("{field}"), format_ident!("{method}"));
            info.extend(quote!(info.#field = Some(<Self as #hooks>::#method);));
        }
    };
    add(
        dialect.has_region_arg_attr_verify,
        quote! {
            /// Checks an attribute of the dialect on argument `arg` of
            /// region `region` of `op` (`hasRegionArgAttrVerify`).
            fn verify_region_arg_attribute(
                ctx: &Context,
                op: OpId,
                region: usize,
                arg: usize,
                name: &str,
                attr: Attribute,
            ) -> Result<(), Diagnostic>;
        },
        "verify_region_arg_attr",
        "verify_region_arg_attribute",
    );
    add(
        dialect.has_region_result_attr_verify,
        quote! {
            /// Checks an attribute of the dialect on result `result` of
            /// region `region` of `op` (`hasRegionResultAttrVerify`).
            fn verify_region_result_attribute(
                ctx: &Context,
                op: OpId,
                region: usize,
                result: usize,
                name: &str,
                attr: Attribute,
            ) -> Result<(), Diagnostic>;
        },
        "verify_region_result_attr",
        "verify_region_result_attribute",
    );
    add(
        dialect.has_operation_interface_fallback,
        quote! {
            /// The concept of the interface whose concept type is
            /// `interface` for the dialect's op `op_name`, which does not
            /// implement it itself (`hasOperationInterfaceFallback`);
            /// `ods_runtime::interfaces::concept_of` picks it from a list.
            fn op_interface_fallback(
                ctx: &Context,
                op_name: &str,
                interface: ::std::any::TypeId,
            ) -> Option<&'static (dyn ::std::any::Any + Send + Sync)>;
        },
        "op_interface_fallback",
        "op_interface_fallback",
    );
    add(
        dialect.has_canonicalizer,
        quote! {
            /// Adds the dialect's canonicalization patterns
            /// (`hasCanonicalizer`).
            fn canonicalization_patterns(patterns: &mut ::ods_runtime::rewrite::RewritePatternSet);
        },
        "canonicalization_patterns",
        "canonicalization_patterns",
    );
    add(
        dialect.has_non_default_destructor,
        quote! {
            /// Runs when the context holding the dialect is dropped
            /// (`hasNonDefaultDestructor`).
            fn destroy(ctx: &mut Context);
        },
        "destroy",
        "destroy",
    );
    (decls, info)
}

/// The name of a dialect's struct: MLIR's C++ class name, the def's name
/// without its `_` (`Toy_Dialect` gives `ToyDialect`, `SCF_Dialect`
/// gives `SCFDialect`, `MLProgram_Dialect` gives `MLProgramDialect`).
pub fn class_name(dialect: &Dialect) -> String {
    dialect.def_name.replace('_', "")
}

/// The Rust path, from the module of namespace `scope`, of a dependent
/// dialect (of a dialect or a pass): a dialect of the same file by its
/// C++ class name (`::odx::ODXDialect`, see [`class_name`]; a name without
/// a leading `::` is also looked up from the namespaces enclosing `scope`,
/// as C++ does: `arith::ArithDialect` from `::mlir::complex` is
/// `::mlir::arith::ArithDialect`), else the Rust path as written.
pub fn dependent_dialect(
    model: &Model,
    scope: &[String],
    path: &ods_spec::model::Code,
) -> Result<TokenStream> {
    let text = path.text.trim();
    let wanted = text.trim_start_matches("::");
    // The scopes the name is looked up in, innermost first.
    let scopes: Vec<&[String]> = if text.starts_with("::") {
        vec![&[]]
    } else {
        (0..=scope.len()).rev().map(|k| &scope[..k]).collect()
    };
    // A dialect's C++ name, qualified by its namespace.
    let qualified = |d: &Dialect| -> String {
        let class = class_name(d);
        if d.namespace.is_empty() {
            class
        } else {
            format!("{}::{class}", d.namespace.join("::"))
        }
    };
    let local = scopes.iter().find_map(|scope| {
        let full = scope
            .iter()
            .map(String::as_str)
            .chain([wanted])
            .collect::<Vec<_>>()
            .join("::");
        model.dialects.iter().find(|d| qualified(d) == full)
    });
    match local {
        Some(d) => {
            let module = super::relative_path(scope, &d.namespace);
            let class = code::make_ident(&class_name(d));
            Ok(quote!(#module #class))
        }
        None => code::parse_code(path, &[], code::Kind::Type, "a dependent dialect"),
    }
}

fn hooks_name(dialect: &syn::Ident) -> syn::Ident {
    format_ident!("{}Hooks", dialect)
}

/// What differs between the type and the attribute parsers.
struct Kind {
    kind: DefKind,
    /// `generated_type_parser`.
    generated: syn::Ident,
    /// `parse_type`.
    hook: syn::Ident,
    /// The `DialectInfo` field.
    field: syn::Ident,
    /// The hook's parameters.
    params: TokenStream,
    /// `Type` or `Attribute`.
    ret: TokenStream,
    /// MLIR's noun in "unknown  type" / "unknown attribute".
    unknown: &'static str,
    use_default: bool,
}

impl Kind {
    fn of(kind: DefKind, dialect: &Dialect) -> Kind {
        let parser = quote!(p: &mut ::ods_runtime::asm::AsmParser<'_, '_>);
        match kind {
            DefKind::Type => Kind {
                kind,
                generated: format_ident!("generated_type_parser"),
                hook: format_ident!("parse_type"),
                field: format_ident!("parse_type"),
                params: parser,
                ret: quote!(Type),
                // Two spaces, as MLIR's generated `parseType` writes it.
                unknown: "unknown  type",
                use_default: dialect.use_default_type_printer_parser,
            },
            DefKind::Attr => Kind {
                kind,
                generated: format_ident!("generated_attribute_parser"),
                hook: format_ident!("parse_attribute"),
                field: format_ident!("parse_attr"),
                params: quote!(#parser, self_type: Option<Type>),
                ret: quote!(Attribute),
                unknown: "unknown attribute",
                use_default: dialect.use_default_attribute_printer_parser,
            },
        }
    }
}

/// MLIR's `generatedTypeParser`: the def of `mnemonic` read after it, or
/// `None` for a mnemonic of no def.
fn generated_parser(model: &Model, k: &Kind, defs: &[&AttrOrTypeDef]) -> Result<TokenStream> {
    let mut arms = TokenStream::new();
    let attr = k.kind == DefKind::Attr;
    for def in defs {
        let cx = DefCx::new(model, def);
        let class = &cx.class;
        let mnemonic = def.mnemonic.as_deref().unwrap_or_default();
        let parse = if attr_type_field::has_body(def) {
            let self_type = attr.then(|| quote!(, self_type));
            quote!(#class::parse_body(p #self_type).map(::core::convert::Into::into))
        } else {
            quote!(Ok(#class::intern(p.ctx()).into()))
        };
        arms.extend(quote!(#mnemonic => Some(#parse),));
    }
    let (generated, params, ret) = (&k.generated, &k.params, &k.ret);
    let unused = (attr
        && !defs
            .iter()
            .any(|d| d.has_custom_assembly_format || d.format.is_some()))
    .then(|| quote!(let _ = self_type;));
    Ok(quote! {
        /// Reads the definition whose mnemonic is `mnemonic` (just read),
        /// or `None` when no definition has it (MLIR's generated parser).
        pub fn #generated(#params, mnemonic: &str) -> Option<::ods_runtime::asm::PResult<#ret>> {
            #unused
            match mnemonic {
                #arms
                _ => None,
            }
        }
    })
}

/// MLIR's default `parseType`/`parseAttribute`: the mnemonic, then the
/// generated parser; an unknown mnemonic is an error at its start.
fn default_parser(k: &Kind) -> TokenStream {
    let (generated, hook, params, ret) = (&k.generated, &k.hook, &k.params, &k.ret);
    let message = format!("{} `{{mnemonic}}` in dialect `{{}}`", k.unknown);
    let self_type = (k.kind == DefKind::Attr).then(|| quote!(self_type,));
    quote! {
        /// Reads one of the dialect's definitions after `!dialect.` or
        /// `#dialect.` (MLIR's generated dialect parser).
        pub fn #hook(#params) -> ::ods_runtime::asm::PResult<#ret> {
            let at = p.current_location();
            let mnemonic = p.parse_keyword_ident()?;
            match Self::#generated(p, #self_type &mnemonic) {
                Some(parsed) => parsed,
                None => Err(p.emit_error(at, format!(#message, Self::NAME))),
            }
        }
    }
}
