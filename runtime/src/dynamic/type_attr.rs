//! Dynamic types and attributes (MLIR's `DynamicTypeDefinition`,
//! `DynamicAttrDefinition`, `DynamicType`, `DynamicAttr`). Both kinds are
//! a name and a list of attribute parameters; they share the definition
//! core, the storage and the default syntax here, and differ only in the
//! handle they make.

use crate::asm::{AsmParser, AsmPrinter, PResult};
use crate::context::Context;
use crate::diag::Diagnostic;
use crate::ir::storage::{AttrOrType, Storage};
use crate::ir::{Attribute, Type};
use std::hash::{Hash, Hasher};
use std::sync::Arc;

/// Checks the parameters of a dynamic type or attribute; the error is
/// reported where the instance is written (`loc` when it is built in
/// code).
type ParamsVerifier =
    dyn Fn(&Context, Attribute, &[Attribute]) -> Result<(), Diagnostic> + Send + Sync;
/// Reads the parameters after the name of a dynamic type or attribute.
type ParamsParser = dyn Fn(&mut AsmParser<'_, '_>) -> PResult<Vec<Attribute>> + Send + Sync;
/// Prints the parameters after the name of a dynamic type or attribute.
type ParamsPrinter = dyn Fn(&mut AsmPrinter<'_>, &[Attribute]) + Send + Sync;

/// What a dynamic type and a dynamic attribute definition are made of.
pub(crate) struct Core {
    pub(crate) name: String,
    /// Set when the definition is registered.
    pub(crate) dialect: &'static str,
    verifier: Box<ParamsVerifier>,
    parser: Option<Box<ParamsParser>>,
    printer: Option<Box<ParamsPrinter>>,
}

impl Core {
    fn verify(
        &self,
        ctx: &Context,
        loc: Attribute,
        params: &[Attribute],
    ) -> Result<(), Diagnostic> {
        (self.verifier)(ctx, loc, params)
    }

    /// The name and the parameters, checked; an error at the name when
    /// the verifier refuses them (MLIR's `getChecked` at the name).
    pub(crate) fn parse(&self, p: &mut AsmParser<'_, '_>) -> PResult<Vec<Attribute>> {
        let at = p.current_location();
        p.parse_keyword(&self.name)?;
        let params = match &self.parser {
            Some(parse) => parse(p)?,
            None => parse_params(p)?,
        };
        let loc = p.encoded_source_loc(at);
        match self.verify(p.ctx(), loc, &params) {
            Ok(()) => Ok(params),
            Err(d) => Err(p.diagnostic_error(at, d)),
        }
    }

    fn print(&self, p: &mut AsmPrinter<'_>, params: &[Attribute]) {
        p.write(&self.name);
        match &self.printer {
            Some(print) => print(p, params),
            None => print_params(p, params),
        }
    }
}

/// The default syntax of the parameters: nothing or `<>` for none, else
/// `<attr, ...>`.
fn parse_params(p: &mut AsmParser<'_, '_>) -> PResult<Vec<Attribute>> {
    if !p.parse_optional_less() || p.parse_optional_greater() {
        return Ok(Vec::new());
    }
    let mut params = vec![p.parse_attribute(None)?];
    while !p.parse_optional_greater() {
        p.parse_comma()?;
        params.push(p.parse_attribute(None)?);
    }
    Ok(params)
}

/// The default syntax of the parameters, as [`parse_params`] reads it;
/// nothing at all for none.
fn print_params(p: &mut AsmPrinter<'_>, params: &[Attribute]) {
    if params.is_empty() {
        return;
    }
    p.write("<");
    for (i, &param) in params.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        p.print_attribute(param);
    }
    p.write(">");
}

/// The definition behind a dynamic instance: what its storage needs.
pub(crate) trait Definition: Send + Sync + 'static {
    fn core(&self) -> &Core;
}

/// The uniqued key of a dynamic instance: its definition (by identity)
/// and its parameters.
pub(crate) struct DynamicStorage<D> {
    def: Arc<D>,
    params: Vec<Attribute>,
}

impl<D> Clone for DynamicStorage<D> {
    fn clone(&self) -> Self {
        DynamicStorage {
            def: self.def.clone(),
            params: self.params.clone(),
        }
    }
}

impl<D> PartialEq for DynamicStorage<D> {
    fn eq(&self, other: &Self) -> bool {
        Arc::ptr_eq(&self.def, &other.def) && self.params == other.params
    }
}

impl<D> Eq for DynamicStorage<D> {}

impl<D> Hash for DynamicStorage<D> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        Arc::as_ptr(&self.def).hash(state);
        self.params.hash(state);
    }
}

impl<D: Definition> std::fmt::Debug for DynamicStorage<D> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let core = self.def.core();
        write!(f, "{}.{}{:?}", core.dialect, core.name, self.params)
    }
}

impl<D: Definition> Storage for DynamicStorage<D> {
    // Unused: the dialect is the definition's, below.
    const DIALECT: &'static str = "";

    fn dialect_namespace(&self) -> &'static str {
        self.def.core().dialect
    }

    fn print(&self, _this: AttrOrType, p: &mut AsmPrinter<'_>) {
        self.def.core().print(p, &self.params)
    }
}

/// The definition of a dynamic type or attribute and its typed handle:
/// the two kinds differ only in names and in the handle they wrap.
macro_rules! dynamic_kind {
    (
        $(#[$def_doc:meta])* $def:ident,
        $(#[$handle_doc:meta])* $handle:ident($inner:ident),
        $kind:literal, $intern:ident, $params_of:ident
    ) => {
        $(#[$def_doc])*
        pub struct $def {
            pub(crate) core: Core,
        }

        impl $def {
            #[doc = concat!("The ", $kind, " `name` (without its dialect prefix) whose")]
            /// parameters `verify` checks; written in the default syntax
            /// until given a parser and a printer.
            pub fn new(
                name: impl Into<String>,
                verify: impl Fn(&Context, Attribute, &[Attribute]) -> Result<(), Diagnostic>
                    + Send
                    + Sync
                    + 'static,
            ) -> $def {
                $def {
                    core: Core {
                        name: name.into(),
                        dialect: "",
                        verifier: Box::new(verify),
                        parser: None,
                        printer: None,
                    },
                }
            }

            /// Reads the parameters after the name, in place of the
            /// default `<attr, ...>`.
            pub fn with_parser(
                mut self,
                parse: impl Fn(&mut AsmParser<'_, '_>) -> PResult<Vec<Attribute>>
                    + Send
                    + Sync
                    + 'static,
            ) -> Self {
                self.core.parser = Some(Box::new(parse));
                self
            }

            /// Prints the parameters after the name, in place of the
            /// default `<attr, ...>`.
            pub fn with_printer(
                mut self,
                print: impl Fn(&mut AsmPrinter<'_>, &[Attribute]) + Send + Sync + 'static,
            ) -> Self {
                self.core.printer = Some(Box::new(print));
                self
            }

            /// The name within the dialect.
            pub fn name(&self) -> &str {
                &self.core.name
            }

            /// The namespace of the dialect it is registered in (empty
            /// before registration).
            pub fn dialect(&self) -> &'static str {
                self.core.dialect
            }

            /// Runs the verifier on `params`; errors are located at `loc`.
            pub fn verify(
                &self,
                ctx: &Context,
                loc: Attribute,
                params: &[Attribute],
            ) -> Result<(), Diagnostic> {
                self.core.verify(ctx, loc, params)
            }
        }

        impl Definition for $def {
            fn core(&self) -> &Core {
                &self.core
            }
        }

        impl std::fmt::Debug for $def {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.debug_struct(stringify!($def))
                    .field("name", &self.core.name)
                    .field("dialect", &self.core.dialect)
                    .finish_non_exhaustive()
            }
        }

        $(#[$handle_doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub struct $handle($inner);

        impl $handle {
            #[doc = concat!("The uniqued ", $kind, " of `def` with `params`, or the")]
            /// verifier's error at an unknown location.
            pub fn get(
                ctx: &mut Context,
                def: &Arc<$def>,
                params: Vec<Attribute>,
            ) -> Result<$handle, Diagnostic> {
                let loc = ctx.unknown_loc();
                Self::get_checked(ctx, loc, def, params)
            }

            #[doc = concat!("The uniqued ", $kind, " of `def` with `params`, or the")]
            /// verifier's error at `loc` (MLIR's `getChecked`).
            pub fn get_checked(
                ctx: &mut Context,
                loc: Attribute,
                def: &Arc<$def>,
                params: Vec<Attribute>,
            ) -> Result<$handle, Diagnostic> {
                def.verify(ctx, loc, &params)?;
                Ok(Self::get_unchecked(ctx, def, params))
            }

            pub(crate) fn get_unchecked(
                ctx: &mut Context,
                def: &Arc<$def>,
                params: Vec<Attribute>,
            ) -> $handle {
                let def = def.clone();
                $handle(ctx.$intern(DynamicStorage { def, params }))
            }

            #[doc = concat!("`x` as a dynamic ", $kind, ", if it is one (MLIR's `dyn_cast`).")]
            pub fn try_from(ctx: &Context, x: $inner) -> Option<$handle> {
                Self::storage(ctx, x).map(|_| $handle(x))
            }

            #[doc = concat!("Whether `x` is a dynamic ", $kind, " (MLIR's `isa`).")]
            pub fn is_a(ctx: &Context, x: $inner) -> bool {
                Self::storage(ctx, x).is_some()
            }

            /// Its definition.
            pub fn definition(self, ctx: &Context) -> &Arc<$def> {
                &self.stored(ctx).def
            }

            /// Its parameters.
            pub fn params(self, ctx: &Context) -> &[Attribute] {
                &self.stored(ctx).params
            }

            fn storage(ctx: &Context, x: $inner) -> Option<&DynamicStorage<$def>> {
                ctx.$params_of::<DynamicStorage<$def>>(x)
            }

            fn stored(self, ctx: &Context) -> &DynamicStorage<$def> {
                Self::storage(ctx, self.0)
                    .expect(concat!("a ", stringify!($handle), " of another context"))
            }
        }

        impl From<$handle> for $inner {
            fn from(x: $handle) -> $inner {
                x.0
            }
        }
    };
}

dynamic_kind! {
    /// A type defined at runtime (MLIR's `DynamicTypeDefinition`),
    /// registered with
    /// [`ExtensibleDialect::register_dynamic_type`](super::ExtensibleDialect::register_dynamic_type).
    DynamicTypeDefinition,
    /// A type of a [`DynamicTypeDefinition`] (MLIR's `DynamicType`): a
    /// `Copy` handle that converts into the [`Type`] it is.
    DynamicType(Type),
    "type", dialect_type, type_params
}

dynamic_kind! {
    /// An attribute defined at runtime (MLIR's `DynamicAttrDefinition`),
    /// registered with
    /// [`ExtensibleDialect::register_dynamic_attr`](super::ExtensibleDialect::register_dynamic_attr).
    DynamicAttrDefinition,
    /// An attribute of a [`DynamicAttrDefinition`] (MLIR's `DynamicAttr`):
    /// a `Copy` handle that converts into the [`Attribute`] it is.
    DynamicAttr(Attribute),
    "attribute", dialect_attr, attr_params
}
