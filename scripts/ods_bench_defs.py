"""The synthetic attribute/type/enum dialect of part [d] of ods_gen_bench.py.

One dialect (default printers and parsers for its types and attributes) of
AttrDefs/TypeDefs with 0-4 parameters and declarative assembly formats, and
of I32EnumAttr/I32BitEnumAttr enums.  Every class and field used here exists
both in MLIR 22's AttrTypeBase.td/EnumAttr.td and in the ods-rs prelude, and
nothing needs user code: no genVerifyDecl, no hasCustomAssemblyFormat, no
builder declarations without bodies.
"""

import random
import re

DEFS_HEADER = '''\
// Synthetic attributes, types and enums written by scripts/ods_gen_bench.py
// (%(defs)d defs, %(enums)d enums, seed %(seed)d).  Every class and field used
// here exists both in MLIR 22 and in the ods-rs prelude; nothing needs user
// code (no genVerifyDecl, no custom assembly format, no builder without body).

include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/EnumAttr.td"

def BenchDefs_Dialect : Dialect {
  let name = "benchdefs";
  let cppNamespace = "::benchdefs";
  let summary = "A synthetic dialect of attributes, types and enums";
  let description = [{
    Attributes and types with a mix of parameters and assembly formats,
    and integer and bit enums, written by a script.
  }];
  let useDefaultTypePrinterParser = 1;
  let useDefaultAttributePrinterParser = 1;
}

class BenchDefs_Type<string name, list<Trait> traits = []> :
    TypeDef<BenchDefs_Dialect, name, traits>;
class BenchDefs_Attr<string name, list<Trait> traits = []> :
    AttrDef<BenchDefs_Dialect, name, traits>;
'''

# (parameter declaration, example value in the textual form, weight).
# Optional ones (a default value) come last in a format or in its optional
# group.
REQUIRED_PARAMS = [
    ('"int64_t"', "4", 4),
    ('"unsigned"', "8", 3),
    ('"bool"', "true", 2),
    ('"::mlir::Type"', "i32", 4),
    ('"::mlir::Attribute"', "7 : i64", 2),
    ('StringRefParameter<"a label">', '"tag"', 3),
    ('ArrayRefParameter<"int64_t">', "2, 3", 2),
]
OPTIONAL_PARAMS = [
    ('OptionalParameter<"::mlir::Type">', "f32", 2),
    ('DefaultValuedParameter<"int64_t", "0">', "1", 2),
]
PARAM_NAMES = ["width", "elem", "extent", "label", "flag", "bias", "inner",
               "meta", "depth", "shape", "scale", "tag"]
STEMS = ["shape", "layout", "tile", "mask", "grid", "slot", "frame", "lane",
         "bank", "ring", "span", "cell"]

ENUM_STEMS = ["Mode", "Kind", "Order", "Policy", "Level", "Style"]
BIT_ENUM_STEMS = ["Flags", "Access", "Hints", "Caps"]
CASE_WORDS = ["Alpha", "Beta", "Gamma", "Delta", "Epsilon", "Zeta", "Eta",
              "Theta", "Iota", "Kappa"]


def weighted(rng, triples):
    """A (declaration, example) pair drawn by weight."""
    total = sum(w for _, _, w in triples)
    x = rng.uniform(0, total)
    for decl, ex, w in triples:
        x -= w
        if x <= 0:
            return decl, ex
    return triples[-1][:2]


def gen_params(rng):
    """0-4 parameters: a list of (name, declaration, example, optional)."""
    n = rng.choice([0, 1, 1, 2, 2, 2, 3, 3, 4])
    n_optional = 0
    if n and rng.random() < 0.3:
        n_optional = 1 if n < 3 else rng.choice([1, 2])
    names = rng.sample(PARAM_NAMES, n)
    params = []
    for k, name in enumerate(names):
        optional = k >= n - n_optional
        decl, ex = weighted(rng, OPTIONAL_PARAMS if optional else REQUIRED_PARAMS)
        params.append((name, decl, ex, optional))
    return params


def positional(params):
    """`<` $a `,` $b `>`, arrays in brackets, optional ones in groups."""
    def elem(name, decl):
        if decl.startswith("ArrayRefParameter"):
            return "`[` $%s `]`" % name
        return "$" + name
    required = [p for p in params if not p[3]]
    optional = [p for p in params if p[3]]
    fmt_parts = []
    ex_parts = []
    for i, (name, decl, ex, _) in enumerate(required):
        if i:
            fmt_parts.append("`,`")
        fmt_parts.append(elem(name, decl))
        ex_parts.append("[%s]" % ex if decl.startswith("ArrayRef") else ex)
    inner = " ".join(fmt_parts)
    for name, _, ex, _ in optional:
        if inner:
            inner += " (`,` $%s^)?" % name
            ex_parts.append(ex)
        else:
            # Only optional parameters: the brackets go in the group.
            return "(`<` $%s^ `>`)?" % name, "<%s>" % ex
    return "`<` %s `>`" % inner, "<%s>" % ", ".join(ex_parts)


def gen_format(rng, params):
    """(assemblyFormat or None, example suffix of the textual form)."""
    if not params:
        return None, ""
    all_required = not any(p[3] for p in params)
    r = rng.random()
    if r < 0.25:
        return ("`<` struct(params) `>`",
                "<%s>" % ", ".join("%s = %s" % (n, "[%s]" % ex if d.startswith("ArrayRef")
                                                else ex)
                                   for n, d, ex, _ in params))
    if r < 0.45 and all_required and not any(d.startswith("ArrayRef") for _, d, _, _ in params):
        return "`<` params `>`", "<%s>" % ", ".join(ex for _, _, ex, _ in params)
    return positional(params)


def gen_def(rng, i):
    """One AttrDef or TypeDef (TableGen text)."""
    is_type = rng.random() < 0.5
    stem = STEMS[i % len(STEMS)]
    name = "%s%d" % (stem.capitalize(), i)
    kind, sigil, suffix = ("Type", "!", "Type") if is_type else ("Attr", "#", "Attr")
    params = gen_params(rng)
    # MLIR's attrName/typeName need a mnemonic: every def has one.
    mnemonic = "%s_%d" % (stem, i)
    fmt, example = gen_format(rng, params)
    lines = ["def BenchDefs_%s%s : BenchDefs_%s<\"%s\"> {" % (name, suffix, kind, name),
             "  let mnemonic = \"%s\";" % mnemonic]
    lines.append("  let summary = \"A synthetic %s with %d parameter(s)\";"
                 % (kind.lower(), len(params)))
    lines.append("  let description = [{")
    lines.append("    Definition number %d of the benchmark; its parameters are %s."
                 % (i, ", ".join("`%s`" % p[0] for p in params) or "none"))
    lines += ["", "    Example:", "", "    ```mlir",
              "    %sbenchdefs.%s%s" % (sigil, mnemonic, example), "    ```"]
    lines.append("  }];")
    if params:
        lines.append("  let parameters = (ins")
        lines.append(",\n".join("    %s:$%s" % (decl, n) for n, decl, _, _ in params))
        lines.append("  );")
    if fmt:
        lines.append("  let assemblyFormat = \"%s\";" % fmt)
    lines.append("}")
    return "\n".join(lines) + "\n"


def gen_int_enum(rng, i):
    """An I32EnumAttr of 2-8 cases, values with an occasional gap."""
    name = "%s%d" % (ENUM_STEMS[i % len(ENUM_STEMS)], i)
    words = rng.sample(CASE_WORDS, rng.randint(2, 8))
    value = 0
    cases = []
    for w in words:
        cases.append('    I32EnumAttrCase<"%s", %d, "%s">' % (w, value, w.lower()))
        value += 2 if rng.random() < 0.15 else 1
    lines = ['def BenchDefs_%s : I32EnumAttr<"%s", "synthetic enum number %d", [' % (name, name, i),
             ",\n".join(cases), "  ]> {", '  let cppNamespace = "::benchdefs";']
    if rng.random() < 0.4:
        lines.append("  let genSpecializedAttr = 0;")
    lines.append("}")
    return "\n".join(lines) + "\n"


def gen_bit_enum(rng, i):
    """An I32BitEnumAttr: a none case, 1-6 bits, sometimes a group of all."""
    name = "%s%d" % (BIT_ENUM_STEMS[i % len(BIT_ENUM_STEMS)], i)
    words = rng.sample(CASE_WORDS, rng.randint(1, 6))
    lines = []
    case_defs = []
    for pos, w in enumerate(words):
        case_def = "BenchDefs_%s%s" % (name, w)
        lines.append('def %s : I32BitEnumAttrCaseBit<"%s", %d, "%s">;'
                     % (case_def, w, pos, w.lower()))
        case_defs.append(case_def)
    cases = ['I32BitEnumAttrCaseNone<"None", "none">'] + case_defs
    if len(words) >= 2 and rng.random() < 0.4:
        cases.append('I32BitEnumAttrCaseGroup<"All", [%s], "all">' % ", ".join(case_defs))
    lines.append('def BenchDefs_%s : I32BitEnumAttr<"%s", "synthetic bit enum number %d", ['
                 % (name, name, i))
    lines.append(",\n".join("    " + c for c in cases))
    lines.append("  ]> {")
    lines.append('  let cppNamespace = "::benchdefs";')
    if rng.random() < 0.4:
        lines.append("  let genSpecializedAttr = 0;")
    lines.append("}")
    return "\n".join(lines) + "\n"


def gen_defs_dialect(n_defs, n_enums, seed):
    """The .td text of n_defs attribute/type defs and n_enums enums (about
    one in three a bit enum).  Defs and enums draw from separate random
    streams, so changing one count leaves the other part as it was."""
    def_rng = random.Random(seed)
    enum_rng = random.Random(seed + 1)
    parts = [DEFS_HEADER % {"defs": n_defs, "enums": n_enums, "seed": seed}]
    for i in range(n_enums):
        gen = gen_bit_enum if i % 3 == 2 else gen_int_enum
        parts.append("\n" + gen(enum_rng, i))
    for i in range(n_defs):
        parts.append("\n" + gen_def(def_rng, i))
    return "".join(parts)


def defs_mix(td_text):
    """A one-line account of what td_text defines."""
    defs = re.split(r"\ndef BenchDefs_\w+(?:Type|Attr) : ", td_text)[1:]

    def count(pattern):
        return sum(1 for d in defs if re.search(pattern, d))
    n_params = sum(len(re.findall(r":\$\w+", d)) for d in defs)
    n_struct = count(r"struct\(params\)")
    n_params_directive = count(r"`<` params `>`")
    n_formats = count(r"assemblyFormat")
    return ("%d types, %d attrs, %d parameters; formats: %d positional, "
            "%d struct(params), %d params, %d with an optional group, %d none; "
            "%d I32EnumAttr, %d I32BitEnumAttr (%d with genSpecializedAttr = 0)"
            % (count(r"^BenchDefs_Type<"), count(r"^BenchDefs_Attr<"), n_params,
               n_formats - n_struct - n_params_directive, n_struct, n_params_directive,
               count(r"\^\)\?"), len(defs) - n_formats,
               td_text.count(": I32EnumAttr<"), td_text.count(": I32BitEnumAttr<"),
               td_text.count("genSpecializedAttr = 0")))
