//! The ODS model: dialects, operations and their constraints, read from the
//! evaluated records as `mlir/lib/TableGen` reads them. The code generators
//! consume this model, never raw records.
//!
//! One file per part: [`records`] (typed field access), [`pred`] (folding
//! predicates), [`constraint`] (the shared constraint table), [`op`]
//! (operations), [`attr_type_def`] (attributes and types),
//! [`attr_type_format`] (their assembly format), [`cpp_types`] (C++ type
//! spellings in Rust), [`dialect`] (dialects), [`doc`] (what only the
//! documentation reads), [`enums`] (enums), [`external`] (namespaces another generated file
//! holds), [`naming`] (Rust names), [`pass`] (passes), [`unique`] (names that must not
//! repeat) and this file (the whole model).

pub mod attr_type_def;
pub mod attr_type_format;
pub mod constraint;
pub mod cpp_types;
pub mod dialect;
pub mod doc;
pub mod enums;
pub mod external;
pub mod format_lexer;
pub mod interface;
pub mod naming;
pub mod op;
pub mod op_format;
mod op_names;
pub mod overlay;
pub mod pass;
pub mod pattern;
pub mod pred;
pub mod records;
pub mod trait_doc;
pub mod type_inference;
pub mod unique;

pub use attr_type_def::{AttrOrTypeDef, DefBuilder, DefKind, Parameter};
pub use constraint::{Constraint, ConstraintId, ConstraintKind, Constraints};
pub use dialect::{AccessorPrefix, Dialect, DiscardableAttr};
pub use enums::{BitEnum, CaseKind, Enum, EnumCase, SpecializedAttr};
pub use external::ExternNamespace;
pub use op::{
    Argument, Arity, AttrDef, BuilderParam, CustomBuilder, EntityDef, Op, PropDef, RegionDef,
    SuccessorDef, Trait, TypeMatch, ValueDef,
};
pub use pattern::{Pattern, ResultNode, ResultOp, SourceArg, SourceOp};
pub use records::Code;

use crate::prelude;
use crate::tablegen::source::Span;
use crate::tablegen::{Diagnostic, RecordId, RecordKeeper};
use records::View;
use unique::UniqueNames;

/// Everything the generators need from one root `.td` file.
#[derive(Debug, Default)]
pub struct Model {
    /// The dialects of the ops and definitions, in first-use order, then
    /// the user's other dialects; [`Op::dialect`] indexes it.
    pub dialects: Vec<Dialect>,
    /// The op defs of the user's files (not the prelude's), by def name.
    pub ops: Vec<Op>,
    /// The DRR patterns (`Pat`, `Pattern`) of the user's files, by def
    /// name.
    pub patterns: Vec<Pattern>,
    /// Every distinct constraint the ops use, which their [`ConstraintId`]s
    /// index.
    pub constraints: Constraints,
    /// The `AttrDef`s of the user's files, by def name (the order
    /// `mlir-tblgen --gen-attrdef-*` emits them in).
    pub attr_defs: Vec<AttrOrTypeDef>,
    /// The `TypeDef`s of the user's files, by def name.
    pub type_defs: Vec<AttrOrTypeDef>,
    /// The `EnumInfo` defs of the user's files, by def name (the order
    /// `mlir-tblgen --gen-enum-decls` emits them in).
    pub enums: Vec<Enum>,
    /// The interfaces the user's files define, by def name.
    pub interfaces: Vec<interface::InterfaceDef>,
    /// The interfaces the prelude defines, by def name: their Rust is
    /// `ods_runtime::interfaces::prelude`, which ops listing them use.
    pub prelude_interfaces: Vec<interface::InterfaceDef>,
    /// The named attribute and type constraints of the user's dialects, by
    /// def name, for the dialect pages.
    pub constraint_docs: Vec<doc::ConstraintDoc>,
    /// The C++ namespaces whose items another generated file holds
    /// (`RustExternNamespace` records): read like the others, generated
    /// as a re-export of their Rust module.
    pub extern_namespaces: Vec<ExternNamespace>,
    /// The passes (`PassBase` defs) of the user's files, by def name.
    pub passes: Vec<pass::PassDef>,
}

impl Model {
    /// Reads every dialect, attribute, type, enum and op def that is not
    /// part of the prelude, in name order (the order `mlir-tblgen` emits
    /// them in).
    pub fn build(keeper: &RecordKeeper) -> Result<Model, Box<Diagnostic>> {
        let _reading = overlay::start_reading(keeper);
        let mut model = Model {
            extern_namespaces: external::read(keeper)?,
            ..Model::default()
        };
        // The record of each op, to check its name in definition order.
        let mut ids = Vec::new();
        let user_defs = keeper
            .defs
            .values()
            .map(|&id| View::new(keeper, id))
            .filter(|v| {
                let file = keeper.sources.file(v.loc().file);
                !prelude::is_prelude_path(&file.path)
            });
        let user_defs: Vec<View<'_>> = user_defs.collect();
        let mut def_ids = Vec::new();
        for &def in &user_defs {
            if !def.is_a("AttrDef") && !def.is_a("TypeDef") {
                continue;
            }
            let dialect = match def.def("dialect") {
                Some(d) => model.dialect_index(d)?,
                None => {
                    return Err(def.error(def.loc(), format!("'{}' has no dialect", def.name())))
                }
            };
            let d = attr_type_def::read(def, dialect, &mut model.constraints)?;
            let list = match d.kind {
                DefKind::Attr => &mut model.attr_defs,
                DefKind::Type => &mut model.type_defs,
            };
            def_ids.push((def.id, d.kind, list.len()));
            list.push(d);
        }
        model.check_mnemonics(&def_ids)?;
        for &def in &user_defs {
            if def.is_a("EnumInfo") {
                model.enums.push(enums::read(def)?);
                continue;
            }
            if interface::is_definition(def) {
                model.interfaces.push(interface::read(def)?);
                continue;
            }
            if !def.is_a("Op") {
                continue;
            }
            let Some(d) = def.def("opDialect") else {
                return Err(def.error(def.loc(), format!("op '{}' has no dialect", def.name())));
            };
            let dialect = model.dialect_index(d)?;
            let dialect_name = model.dialects[dialect].name.clone();
            let op = op::read(def, dialect, &dialect_name, &mut model.constraints)?;
            ids.push(def.id);
            model.ops.push(op);
        }
        // Then what `mlir-tblgen` checks as it generates ops, and enums.
        for (op, &id) in model.ops.iter_mut().zip(&ids) {
            op::finish(View::new(keeper, id), op)?;
        }
        for &def in user_defs.iter().filter(|d| d.is_a("EnumInfo")) {
            enums::check_unquoted_bit_enum(def)?;
        }
        check_op_names(&model.ops, &ids)?;
        // A dialect with no ops nor definitions (yet) still registers: its
        // hooks, dependent dialects and dynamic parts.
        for def in keeper.defs.values().map(|&id| View::new(keeper, id)) {
            let file = keeper.sources.file(def.loc().file);
            if def.is_a("Dialect") && !prelude::is_prelude_path(&file.path) {
                model.dialect_index(def)?;
            }
        }
        for def in keeper.defs.values().map(|&id| View::new(keeper, id)) {
            let file = keeper.sources.file(def.loc().file);
            let in_prelude = prelude::is_prelude_path(&file.path);
            if def.is_a("Pattern") && !in_prelude {
                model.patterns.push(pattern::read(def, &model.ops)?);
            }
            if in_prelude && interface::is_definition(def) {
                model.prelude_interfaces.push(interface::read(def)?);
            }
        }
        model.passes = pass::read_all(keeper, |def| {
            !prelude::is_prelude_path(&keeper.sources.file(def.loc().file).path)
        })?;
        model.read_constraint_docs(&user_defs);
        model.read_enum_parameters_by_value();
        model.check_rust_items()?;
        overlay::check_all_used(keeper)?;
        Ok(model)
    }

    /// The named dialect constraints among `defs`.
    fn read_constraint_docs(&mut self, defs: &[View<'_>]) {
        for &def in defs {
            if let Some(kind) = doc::ConstraintDoc::kind_of(def) {
                self.constraint_docs.push(doc::ConstraintDoc {
                    kind,
                    summary: def.string("summary"),
                    description: def.string("description"),
                });
            }
        }
    }

    fn dialect_index(&mut self, d: View<'_>) -> Result<usize, Box<Diagnostic>> {
        let def_name = d.name();
        if let Some(i) = self.dialects.iter().position(|x| x.def_name == def_name) {
            return Ok(i);
        }
        let dialect = dialect::read(d, &mut self.constraints)?;
        self.dialects.push(dialect);
        Ok(self.dialects.len() - 1)
    }

    /// The Rust module that holds the items of the C++ namespace
    /// `namespace` when another generated file does (see [`external`]).
    pub fn extern_path(&self, namespace: &[String]) -> Option<&str> {
        self.extern_namespaces
            .iter()
            .find(|e| e.namespace == namespace)
            .map(|e| e.rust_path.as_str())
    }

    /// The interface the user's files define under the name `name`
    /// (`cppInterfaceName`).
    pub fn interface(&self, name: &str) -> Option<&interface::InterfaceDef> {
        self.interfaces.iter().find(|i| i.name == name)
    }

    /// The attribute or type def named `def_name` (the name in a
    /// `$cppClass_<def name>` placeholder).
    pub fn attr_type_def(&self, def_name: &str) -> Option<&AttrOrTypeDef> {
        self.attr_defs
            .iter()
            .chain(&self.type_defs)
            .find(|d| d.def_name == def_name)
    }

    /// Two attributes (types) of one name would both register: an error
    /// at the later def, as for ops. `ids` give each def's record, kind
    /// and index in its list.
    fn check_mnemonics(&self, ids: &[(RecordId, DefKind, usize)]) -> Result<(), Box<Diagnostic>> {
        let mut order = ids.to_vec();
        order.sort_by_key(|&(id, _, _)| id);
        let mut attr_names = UniqueNames::new("attribute");
        let mut type_names = UniqueNames::new("type");
        for (_, kind, i) in order {
            let (d, names) = match kind {
                DefKind::Attr => (&self.attr_defs[i], &mut attr_names),
                DefKind::Type => (&self.type_defs[i], &mut type_names),
            };
            if let Some(name) = &d.name {
                names.insert(name, &d.def_name, d.span)?;
            }
        }
        Ok(())
    }

    /// Two definitions whose generated Rust items share a name in one module
    /// (an enum's specialized attribute and an `EnumAttr` both called
    /// `KindAttr`, say) would give Rust that does not compile: an error at
    /// the later definition instead.
    fn check_rust_items(&self) -> Result<(), Box<Diagnostic>> {
        let with = |suffixes: &'static [&'static str], name: &str| -> Vec<String> {
            suffixes.iter().map(|s| format!("{name}{s}")).collect()
        };
        let mut items: Vec<(Span, String, String)> = Vec::new();
        let mut add = |span: Span, namespace: &[String], names: Vec<String>, def: &str| {
            for name in names {
                let path = namespace.iter().chain([&name]).cloned().collect::<Vec<_>>();
                items.push((span, path.join("::"), def.to_string()));
            }
        };
        for op in &self.ops {
            let names = with(&["", "Adaptor", "Hooks"], &op.class_name);
            add(op.span, &op.namespace, names, &op.def_name);
        }
        for d in self.attr_defs.iter().chain(&self.type_defs) {
            let names = with(&["", "Storage", "Hooks"], &d.class_name);
            add(d.span, &d.namespace, names, &d.def_name);
        }
        for e in &self.enums {
            let mut names = vec![e.class_name.clone()];
            names.extend(e.specialized_attr.iter().map(|a| a.class_name.clone()));
            add(e.span, &e.namespace, names, &e.def_name);
        }
        items.sort_by_key(|(span, _, _)| (span.file, span.start));
        let mut names = UniqueNames::new("Rust item");
        for (span, path, def) in &items {
            names.insert(path, def, *span)?;
        }
        Ok(())
    }

    /// Generated enums are `Copy`: a parameter holding one is read by
    /// value, as MLIR's accessors return it.
    fn read_enum_parameters_by_value(&mut self) {
        let paths: Vec<String> = self.enums.iter().map(|e| e.rust_path()).collect();
        for def in self.attr_defs.iter_mut().chain(&mut self.type_defs) {
            for p in &mut def.parameters {
                if paths.iter().any(|e| *e == p.rust_type.trim()) {
                    p.accessor_type = p.rust_type.clone();
                }
            }
        }
    }

    /// The dialect an op belongs to.
    pub fn dialect_of(&self, op: &Op) -> &Dialect {
        &self.dialects[op.dialect]
    }
}

/// Two ops with one name would both be generated, and the second would
/// replace the first at registration: an error at the later def. Records
/// are numbered as they are defined, so `ids` give the written order.
fn check_op_names(ops: &[Op], ids: &[RecordId]) -> Result<(), Box<Diagnostic>> {
    let mut order: Vec<(&RecordId, &Op)> = ids.iter().zip(ops).collect();
    order.sort_by_key(|(id, _)| **id);
    let mut names = UniqueNames::new("op");
    for (_, op) in order {
        names.insert(&op.op_name, &op.def_name, op.span)?;
    }
    Ok(())
}
