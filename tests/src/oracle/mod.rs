//! The dialects of `fixtures/oracle/*.td`, which
//! `scripts/attr-type-oracle.sh` compares with what MLIR's generated C++
//! prints, with the Rust their definitions leave to hooks.

pub mod attr_types;
pub mod dialects;
pub mod drr;
pub mod enum_attrs;
pub mod enum_props;
pub mod format_errors;
pub mod formats_custom;
pub mod formats_more;
pub mod inferred_types;
pub mod interfaces;
pub mod optional_params;
pub mod oracle_formats;
pub mod prelude_semantics;
pub mod region_branch;
pub mod rewrites;

/// Registers every oracle fixture dialect (their names differ).
pub fn register_all(ctx: &mut ods_runtime::Context) {
    attr_types::oa::OADialect::register(ctx);
    enum_attrs::oe::OEDialect::register(ctx);
    enum_props::ep::EPDialect::register(ctx);
    oracle_formats::of::OFDialect::register(ctx);
    formats_more::om::OMDialect::register(ctx);
    formats_custom::oc::OCDialect::register(ctx);
    format_errors::fe::FEDialect::register(ctx);
    rewrites::orw::ORWDialect::register(ctx);
    drr::odrr::ODRRDialect::register(ctx);
    interfaces::oi::OIDialect::register(ctx);
    dialects::od::ODDialect::register(ctx);
    prelude_semantics::ops::OpsDialect::register(ctx);
    region_branch::orb::OrbDialect::register(ctx);
    inferred_types::it::ITDialect::register(ctx);
    optional_params::oo::OODialect::register(ctx);
}
