//! The Rust of passes declared in `.td` (`mlir-tblgen -gen-pass-decls`):
//! for a def `Foo`, the options struct `FooOptions` (declared fields and
//! defaults, read from and declared as the runtime's `PassOptions`), the
//! statistics struct `FooStatistics`, the trait `Foo` the user implements
//! (`run_on_operation`), the pass `FooPass<T>` that runs an implementation
//! under a pass manager, and `register_foo::<T>` for a `PassRegistry`.

use super::code::{self, Result};
use super::dialect_info::dependent_dialect;
use super::docs::doc_attrs;
use super::pass_options::option_type;
use ods_spec::model::pass::{Anchor, PassDef};
use ods_spec::model::Model;
use ods_spec::tablegen::Diagnostic;
use proc_macro2::TokenStream;
use quote::{format_ident, quote};

/// The items of every pass of `model`, for the root of the file.
pub fn generate(model: &Model) -> Result<TokenStream> {
    model.passes.iter().map(|p| pass(model, p)).collect()
}

fn pass(model: &Model, pass: &PassDef) -> Result<TokenStream> {
    if pass.argument.is_empty() {
        return Err(error(pass, "has an empty argument".into()));
    }
    let name = &pass.def_name;
    let trait_name = code::make_ident(name);
    let options = format_ident!("{}Options", trait_name);
    let statistics = format_ident!("{}Statistics", trait_name);
    let wrapper = format_ident!("{}Pass", trait_name);
    let register = format_ident!("register_{}", code::snake_case(name));
    let argument = &pass.argument;
    let summary = pass.summary.trim();
    let link = format!(" [`{trait_name}`] (`{argument}`).");
    let anchor = anchor(pass)?;
    let dialects = pass
        .dependent_dialects
        .iter()
        .map(|d| dependent_dialect(model, &[], d))
        .collect::<Result<Vec<_>>>()?;
    // Registering a dialect loads it (and what it depends on).
    let load_dependents = (!dialects.is_empty()).then(|| {
        quote! {
            /// Registers and loads the dependent dialects.
            fn load_dependent_dialects(
                &self,
                ctx: &mut ::ods_runtime::Context,
            ) -> ::std::result::Result<(), ::ods_runtime::pass::PassFailure> {
                #(
                    <#dialects>::try_register(ctx).map_err(|e| {
                        ::ods_runtime::diag::Diagnostic::error(
                            ::ods_runtime::Attribute::UNKNOWN_LOC,
                            e.to_string(),
                        )
                    })?;
                )*
                ::std::result::Result::Ok(())
            }
        }
    });
    let options_items = options_struct(pass, &options, &link)?;
    let statistics_items = statistics_struct(pass, &statistics, &link);
    let trait_doc = doc_attrs(summary, &pass.description);
    let trait_items = anchor.trait_items;
    let pass_items = anchor.pass_items;
    let run_doc = format!(
        " Implement it for a type of yours, then run [`{wrapper}`]`<T>` in a pass manager \
         or register it with [`{register}`]."
    );
    let wrapper_doc = format!(
        " The pass [`{trait_name}`] (`{argument}`) run by the implementation `T`, its \
         options parsed and printed by the runtime's `PassOptions`."
    );
    let register_doc =
        format!(" Registers `{argument}` (see [`{trait_name}`]) run by the implementation `T`.");
    Ok(quote! {
        #options_items
        #statistics_items

        #trait_doc
        #[doc = ""]
        #[doc = #run_doc]
        pub trait #trait_name: ::std::default::Default + 'static {
            /// Prepares a run of the pipeline the pass is in, once, before
            /// any op is visited (MLIR's `initialize`); nothing by default.
            fn initialize(
                &mut self,
                ctx: &mut ::ods_runtime::Context,
                options: &#options,
            ) -> ::std::result::Result<(), ::ods_runtime::pass::PassFailure> {
                let _ = (ctx, options);
                Ok(())
            }
            /// Runs the pass on `op`, with the options it was given and
            /// the statistics it keeps.
            fn run_on_operation(
                &mut self,
                ctx: &mut ::ods_runtime::Context,
                op: ::ods_runtime::OpId,
                options: &#options,
                statistics: &mut #statistics,
            ) -> ::std::result::Result<(), ::ods_runtime::pass::PassFailure>;
            #trait_items
        }

        #[doc = #wrapper_doc]
        pub struct #wrapper<T> {
            options: ::ods_runtime::pass::PassOptions,
            values: #options,
            statistics: #statistics,
            implementation: T,
        }

        impl<T: #trait_name> ::std::default::Default for #wrapper<T> {
            fn default() -> Self {
                Self::new(#options::default())
            }
        }

        impl<T: #trait_name> #wrapper<T> {
            /// The pass with the options `options` (MLIR's
            /// `create<Pass>(options)`).
            pub fn new(options: #options) -> Self {
                #wrapper {
                    options: options.declare(),
                    values: options,
                    statistics: ::std::default::Default::default(),
                    implementation: T::default(),
                }
            }

            /// The options as they are now (after a pipeline's text set
            /// them).
            pub fn current_options(&self) -> #options {
                #options::read(&self.options)
            }

            /// The implementation.
            pub fn implementation(&self) -> &T {
                &self.implementation
            }
        }

        impl<T: #trait_name> ::ods_runtime::pass::Pass for #wrapper<T> {
            fn argument(&self) -> &'static str {
                #argument
            }
            fn description(&self) -> &'static str {
                #summary
            }
            fn name(&self) -> &'static str {
                #name
            }
            #pass_items
            fn options(&self) -> ::std::option::Option<&::ods_runtime::pass::PassOptions> {
                Some(&self.options)
            }
            fn options_mut(
                &mut self,
            ) -> ::std::option::Option<&mut ::ods_runtime::pass::PassOptions> {
                Some(&mut self.options)
            }
            fn statistics(&self) -> ::std::vec::Vec<&::ods_runtime::pass::Statistic> {
                self.statistics.all()
            }
            #load_dependents
            /// Copies with the same options and a new implementation, one
            /// for each thread that runs the pass.
            fn clone_pass(&self) -> ::std::option::Option<::ods_runtime::pass::PassCloner> {
                let options = ::std::clone::Clone::clone(&self.options);
                let values = ::std::clone::Clone::clone(&self.values);
                Some(::std::boxed::Box::new(move || {
                    ::std::boxed::Box::new(#wrapper {
                        options: ::std::clone::Clone::clone(&options),
                        values: ::std::clone::Clone::clone(&values),
                        statistics: ::std::default::Default::default(),
                        implementation: T::default(),
                    })
                }))
            }
            /// Reads the options the pipeline set, then initializes the
            /// implementation.
            fn initialize(
                &mut self,
                ctx: &mut ::ods_runtime::Context,
            ) -> ::std::result::Result<(), ::ods_runtime::pass::PassFailure> {
                self.values = #options::read(&self.options);
                self.implementation.initialize(ctx, &self.values)
            }
            fn run_on_operation(
                &mut self,
                ctx: &mut ::ods_runtime::Context,
                op: ::ods_runtime::OpId,
            ) -> ::std::result::Result<(), ::ods_runtime::pass::PassFailure> {
                self.implementation
                    .run_on_operation(ctx, op, &self.values, &mut self.statistics)
            }
        }

        #[doc = #register_doc]
        pub fn #register<T: #trait_name>(registry: &mut ::ods_runtime::pass::PassRegistry) {
            registry.register(|| ::std::boxed::Box::new(#wrapper::<T>::default()));
        }
    })
}

/// What the anchor adds to the user's trait and to the pass.
struct AnchorItems {
    trait_items: TokenStream,
    pass_items: TokenStream,
}

/// An op-specific pass names its op; an interface pass asks the user's
/// trait which ops have the interface.
fn anchor(pass: &PassDef) -> Result<AnchorItems> {
    Ok(match &pass.anchor {
        Anchor::AnyOp => AnchorItems {
            trait_items: TokenStream::new(),
            pass_items: TokenStream::new(),
        },
        Anchor::Op(op) => AnchorItems {
            trait_items: TokenStream::new(),
            pass_items: quote! {
                fn op_name(&self) -> ::std::option::Option<&'static str> {
                    Some(#op)
                }
            },
        },
        Anchor::Interface(interface) => {
            let doc = format!(" Whether ops named `op_name` have the `{interface}` interface.");
            AnchorItems {
                trait_items: quote! {
                    #[doc = #doc]
                    fn can_schedule_on(&self, ctx: &::ods_runtime::Context, op_name: &str) -> bool;
                },
                pass_items: quote! {
                    fn can_schedule_on(&self, ctx: &::ods_runtime::Context, op_name: &str) -> bool {
                        self.implementation.can_schedule_on(ctx, op_name)
                    }
                },
            }
        }
        Anchor::Other(base) => {
            return Err(error(
                pass,
                format!(
                    "has the base class '{base}'; a Rust pass is a Pass<\"arg\"> (any op), \
                     Pass<\"arg\", \"op.name\"> or InterfacePass<\"arg\", \"Interface\">"
                ),
            ))
        }
    })
}

/// `FooOptions`: a field per option with its default, and the conversions
/// from and to the runtime's `PassOptions`.
fn options_struct(pass: &PassDef, name: &syn::Ident, link: &str) -> Result<TokenStream> {
    let doc = format!(" The options of{link}");
    let mut fields = Vec::new();
    let mut defaults = Vec::new();
    let mut declares = Vec::new();
    let mut reads = Vec::new();
    for option in &pass.options {
        let ty = option_type(pass, option)?;
        let field = code::make_ident(&code::snake_case(&option.cpp_name));
        let field_doc = format!(" {} (`{}`).", option.description.trim(), option.argument);
        let (argument, description) = (&option.argument, &option.description);
        let (field_ty, default) = (&ty.field, &ty.default);
        fields.push(quote!(#[doc = #field_doc] pub #field: #field_ty,));
        defaults.push(quote!(#field: #default,));
        declares.push(quote! {
            .with(#argument, #description, ::std::clone::Clone::clone(&self.#field))
        });
        reads.push(quote! {
            #field: ::std::clone::Clone::clone(options.get::<#field_ty>(#argument)),
        });
    }
    let param = if pass.options.is_empty() {
        quote!(_options)
    } else {
        quote!(options)
    };
    let (derive_default, default_impl) = default_impl(name, quote!(#(#defaults)*));
    Ok(quote! {
        #[doc = #doc]
        #[derive(Clone, Debug, PartialEq #derive_default)]
        pub struct #name {
            #(#fields)*
        }

        #default_impl

        impl #name {
            /// These values as the runtime's pass options, which the text
            /// of a pipeline (`pass{key=value}`) sets and
            /// `--dump-pass-pipeline` prints.
            pub fn declare(&self) -> ::ods_runtime::pass::PassOptions {
                ::ods_runtime::pass::PassOptions::new() #(#declares)*
            }

            /// The values of `options`, as [`Self::declare`] declared them.
            pub fn read(#param: &::ods_runtime::pass::PassOptions) -> Self {
                #name { #(#reads)* }
            }
        }
    })
}

/// `FooStatistics`: a counter per statistic.
fn statistics_struct(pass: &PassDef, name: &syn::Ident, link: &str) -> TokenStream {
    let doc = format!(" The statistics of{link}");
    let fields: Vec<syn::Ident> = pass
        .statistics
        .iter()
        .map(|s| code::make_ident(&code::snake_case(&s.cpp_name)))
        .collect();
    let docs = pass
        .statistics
        .iter()
        .map(|s| format!(" {} (`{}`).", s.description.trim(), s.name));
    let names = pass.statistics.iter().map(|s| &s.name);
    let descriptions = pass.statistics.iter().map(|s| &s.description);
    let (derive_default, default_impl) = default_impl(
        name,
        quote!(#(#fields: ::ods_runtime::pass::Statistic::new(#names, #descriptions),)*),
    );
    quote! {
        #[doc = #doc]
        #[derive(Clone, Debug, PartialEq, Eq #derive_default)]
        pub struct #name {
            #(#[doc = #docs] pub #fields: ::ods_runtime::pass::Statistic,)*
        }

        #default_impl

        impl #name {
            /// Every counter, in declaration order.
            pub fn all(&self) -> ::std::vec::Vec<&::ods_runtime::pass::Statistic> {
                ::std::vec::Vec::from([#(&self.#fields),*])
            }
        }
    }
}

/// How the struct `name` gets its `Default`: derived when it has no
/// fields (`initializers` empty), else an impl with `initializers`. The
/// first token stream goes in the struct's derive list.
fn default_impl(name: &syn::Ident, initializers: TokenStream) -> (TokenStream, TokenStream) {
    if initializers.is_empty() {
        return (quote!(, Default), TokenStream::new());
    }
    // The impl spells out the `.td`'s defaults even where they are the
    // fields' own (`false`), which clippy would have derived.
    let implementation = quote! {
        #[allow(clippy::derivable_impls)]
        impl ::std::default::Default for #name {
            fn default() -> Self {
                #name { #initializers }
            }
        }
    };
    (TokenStream::new(), implementation)
}

fn error(pass: &PassDef, message: String) -> Box<code::Error> {
    code::Error::plain(Diagnostic::error(
        Some(pass.loc),
        format!("pass '{}' {message}", pass.def_name),
    ))
}
