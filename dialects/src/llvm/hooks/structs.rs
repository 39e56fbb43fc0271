//! `!llvm.struct`: literal structs, uniqued by their elements and
//! packedness, and identified ones, uniqued by their name, whose body is
//! set after creation so that a struct may hold itself (MLIR's
//! `LLVMStructType` and its `LLVMStructTypeStorage`).
//!
//! The key the context uniques is the `name` and `body` parameters; the
//! name field also tells the kinds apart: empty for an unpacked literal
//! struct, [`PACKED_LITERAL`] for a packed one, [`IDENTIFIED`] and the name
//! for an identified one, whose elements are its [`IdentifiedBody`].

use super::types::{dispatch_parse, is_valid_element_type, print_pretty_llvm_type};
use crate::llvm::*;
use ods_runtime::asm::{AsmParser, AsmPrinter, PResult};
use ods_runtime::{AttrOrType, Context, Type};

/// The name field of a packed literal struct.
const PACKED_LITERAL: &str = "packed";
/// What starts the name field of an identified struct.
const IDENTIFIED: char = '%';

/// The parameters of [`LLVMStructType`], uniqued by the context (the
/// storage MLIR writes by hand).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct LLVMStructTypeStorage {
    /// The kind and, for an identified struct, its name (see the module
    /// documentation).
    pub name: String,
    /// The elements of a literal struct (an identified one keeps them in
    /// its [`IdentifiedBody`]).
    pub body: Vec<Type>,
}

/// The body of an identified struct, set once.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IdentifiedBody {
    /// The elements.
    pub elements: Vec<Type>,
    /// Whether the elements are packed.
    pub packed: bool,
    /// Whether the struct was declared intentionally opaque.
    pub opaque: bool,
}

/// The key of a literal struct.
pub(crate) fn literal_storage(elements: Vec<Type>, packed: bool) -> LLVMStructTypeStorage {
    let name = if packed { PACKED_LITERAL } else { "" };
    LLVMStructTypeStorage {
        name: name.to_string(),
        body: elements,
    }
}

impl LLVMStructType {
    /// The literal struct of `elements` (MLIR's `getLiteral`).
    pub fn get_literal(ctx: &mut Context, elements: Vec<Type>, packed: bool) -> Self {
        let storage = literal_storage(elements, packed);
        Self::from_type_unchecked(ctx.dialect_type(storage))
    }

    /// The identified struct `name`, its body set or not (MLIR's
    /// `getIdentified`).
    pub fn get_identified(ctx: &mut Context, name: &str) -> Self {
        Self::intern(ctx, format!("{IDENTIFIED}{name}"), Vec::new())
    }

    /// Whether the struct is identified (named).
    pub fn is_identified(self, ctx: &Context) -> bool {
        self.name(ctx).starts_with(IDENTIFIED)
    }

    /// The name of an identified struct.
    pub fn identifier(self, ctx: &Context) -> Option<&str> {
        self.name(ctx).strip_prefix(IDENTIFIED)
    }

    /// The body of an identified struct, once set.
    pub fn identified_body(self, ctx: &Context) -> Option<&IdentifiedBody> {
        self.mutable_state::<IdentifiedBody>(ctx)
    }

    /// Whether the elements are packed.
    pub fn is_packed(self, ctx: &Context) -> bool {
        match self.identifier(ctx) {
            Some(_) => self.identified_body(ctx).is_some_and(|b| b.packed),
            None => self.name(ctx) == PACKED_LITERAL,
        }
    }

    /// Whether an identified struct has no body: declared opaque, or not
    /// set yet (MLIR's `isOpaque`).
    pub fn is_opaque(self, ctx: &Context) -> bool {
        self.is_identified(ctx) && self.identified_body(ctx).is_none_or(|b| b.opaque)
    }

    /// The element types.
    pub fn elements(self, ctx: &Context) -> &[Type] {
        match self.identifier(ctx) {
            Some(_) => self
                .identified_body(ctx)
                .map_or(&[], |b| b.elements.as_slice()),
            None => self.body(ctx),
        }
    }

    /// Sets the body of an identified struct; `false` when it has another
    /// one already (MLIR's `setBody`, which allows setting the same body
    /// again).
    pub fn set_body(self, ctx: &mut Context, body: IdentifiedBody) -> bool {
        self.mutate(ctx, |state: &mut Option<IdentifiedBody>| match state {
            Some(existing) => *existing == body,
            None => {
                *state = Some(body);
                true
            }
        })
    }
}

impl LLVMStructTypeHooks for LLVMStructType {
    /// `<(elements)>`, `<packed (elements)>`, `<"name", (elements)>`,
    /// `<"name", opaque>`, or `<"name">` for a struct that holds itself
    /// (MLIR's `parseStructType`).
    fn parse(p: &mut AsmParser<'_, '_>) -> PResult<Self> {
        let start = p.current_location();
        p.parse_less()?;
        let name = p.parse_optional_string()?;
        let identified = name.as_deref().map(|n| Self::get_identified(p.ctx(), n));
        if let Some(ty) = identified {
            if p.parse_optional_greater() {
                return Ok(ty);
            }
            p.parse_comma()?;
        }
        let keyword_at = p.current_location();
        if p.parse_optional_keyword("opaque") {
            let Some(ty) = identified else {
                return Err(p.emit_error(keyword_at, "only identified structs can be opaque"));
            };
            p.parse_greater()?;
            let opaque = IdentifiedBody {
                elements: Vec::new(),
                packed: false,
                opaque: true,
            };
            if !ty.is_opaque(p.ctx()) || !ty.set_body(p.ctx(), opaque) {
                return Err(p.emit_error(keyword_at, "redeclaring defined struct as opaque"));
            }
            return Ok(ty);
        }
        let packed = p.parse_optional_keyword("packed");
        p.parse_lparen()?;
        let elements_at = p.current_location();
        let mut elements = Vec::new();
        let started = identified.is_some_and(|ty| p.try_start_cyclic_parse(ty.ty()));
        if !p.parse_optional_rparen() {
            let read = (|| {
                loop {
                    elements.push(dispatch_parse(p, true)?);
                    if !p.parse_optional_comma() {
                        break;
                    }
                }
                p.parse_rparen()
            })();
            if started {
                if let Some(ty) = identified {
                    p.end_cyclic_parse(ty.ty());
                }
            }
            read?;
        } else if started {
            if let Some(ty) = identified {
                p.end_cyclic_parse(ty.ty());
            }
        }
        p.parse_greater()?;
        // A literal struct is checked where it starts (MLIR's
        // `getLiteralChecked`), an identified one's body where it starts.
        if let Some(&bad) = elements
            .iter()
            .find(|&&t| !is_valid_element_type(p.ctx(), t))
        {
            let shown = ods_runtime::ods::op::type_text(p.ctx(), bad);
            let at = if identified.is_some() {
                elements_at
            } else {
                start
            };
            return Err(p.emit_error(at, format!("invalid LLVM structure element type: {shown}")));
        }
        let Some(ty) = identified else {
            return Ok(Self::get_literal(p.ctx(), elements, packed));
        };
        let body = IdentifiedBody {
            elements,
            packed,
            opaque: false,
        };
        if !ty.set_body(p.ctx(), body) {
            return Err(p.emit_error(
                elements_at,
                "identified type already used with a different body",
            ));
        }
        Ok(ty)
    }

    /// As MLIR's `printStructType`: a struct met again while its own
    /// elements print shows its name alone.
    fn print(self, p: &mut AsmPrinter<'_>) {
        let ctx = p.ctx();
        p.write("<");
        let this = AttrOrType::Type(self.ty());
        if let Some(name) = self.identifier(ctx) {
            p.print_string(name);
            if !p.try_start_cyclic_print(this) {
                p.write(">");
                return;
            }
            p.end_cyclic_print(this);
            p.write(", ");
            if self.is_opaque(ctx) {
                p.write("opaque>");
                return;
            }
        }
        if self.is_packed(ctx) {
            p.write("packed ");
        }
        p.write("(");
        let identified = self.is_identified(ctx);
        if identified {
            p.try_start_cyclic_print(this);
        }
        for (i, &element) in self.elements(ctx).iter().enumerate() {
            if i > 0 {
                p.write(", ");
            }
            print_pretty_llvm_type(p, element);
        }
        if identified {
            p.end_cyclic_print(this);
        }
        p.write(")>");
    }
}
