#!/usr/bin/env python3
"""Structure-aware generator of random dialects for the differential runner
against MLIR's generated C++ (scripts/random-dialect-campaign.sh).

Each dialect `rdN` is one `.td` file that mlir-tblgen 22 (with `MLIR_CPP`
defined) and ods-rs both read, with the hook code it needs in both
languages:

  rdN.td          the dialect: TypeDefs and AttrDefs with parameters and
                  formats, int and bit enums (EnumAttr, EnumProp), ops of
                  random signatures (single, optional, variadic and
                  variadic-of-variadic operands and results with segment
                  sizes, attributes, properties, regions, successors),
                  random traits and effects, declarative formats over every
                  directive, and DRR patterns over the ops
  rdN.oracle.cpp  the C++ of its custom directives, folders and constant
                  materializer (mlir-oracle.sh splices it in)
  rdN.rs          the Rust of the same hooks, around the generated module
  rdN.mlir        IR in the generic form, one `// -----` chunk per case:
                  every op with random operands, attributes and regions,
                  ops repeated with effects in between (CSE), constants
                  feeding folding traits and patterns

The custom form of the IR is what the oracle prints for the generic one
(the runner does that), so this script needs no format printer for ops.
A dialect is a pure function of (seed, index):

    scripts/gen_random_dialect.py --seed S --first I --count N --out DIR

Standard library only.
"""

import argparse
import os
import random
import re
import sys

# ---------------------------------------------------------------- types ---

# Type constraints: (ODS name, concrete types, buildable).
INTS = ["i1", "i8", "i16", "i32", "i64"]
FLOATS = ["f16", "bf16", "f32", "f64"]
TYPE_CONS = [
    ("I32", ["i32"], True),
    ("I64", ["i64"], True),
    ("F32", ["f32"], True),
    ("Index", ["index"], True),
    ("AnySignlessInteger", INTS, False),
    ("AnyInteger", INTS + ["si8", "ui16"], False),
    ("AnyFloat", FLOATS, False),
    ("AnyType", INTS + FLOATS + ["index", "none", "tuple<i32, f32>"], False),
]

# Parameters of TypeDefs and AttrDefs: (ODS parameter, value generator,
# allowed in `params`).  Values are printed as the parameter's parser reads
# them.
def _int(lo, hi):
    return lambda rng: str(rng.randint(lo, hi))


PARAMS = [
    ('"int64_t"', _int(-5, 99), True),
    ('"unsigned"', _int(0, 40), True),
    ('"bool"', lambda rng: rng.choice(["true", "false"]), True),
    ('"::mlir::Type"', lambda rng: rng.choice(INTS + FLOATS + ["index"]), True),
    ('StringRefParameter<"a label">',
     lambda rng: '"%s"' % rng.choice(["x", "a b", "", "q\\\"", "rd"]), True),
    ('ArrayRefParameter<"int64_t">',
     lambda rng: ", ".join(str(rng.randint(0, 9)) for _ in range(rng.randint(1, 3))),
     False),
]
OPT_PARAMS = [
    ('OptionalParameter<"std::optional<int64_t>">', _int(0, 9)),
    ('DefaultValuedParameter<"int64_t", "1">', _int(0, 9)),
]

# Op attributes: (ODS constraint, generic value generator, kind).  Kinds:
# "req" required, "opt" optional (anchors a group), "unit".
ATTRS = [
    ("I64Attr", lambda rng: "%d : i64" % rng.randint(-9, 99), "req"),
    ("I32Attr", lambda rng: "%d : i32" % rng.randint(-9, 99), "req"),
    ("StrAttr", lambda rng: '"%s"' % rng.choice(["s", "two words", ""]), "req"),
    ("F32Attr", lambda rng: rng.choice(["1.500000e+00 : f32", "0.000000e+00 : f32",
                                        "-2.000000e+00 : f32"]), "req"),
    ("BoolAttr", lambda rng: rng.choice(["true", "false"]), "req"),
    ("TypeAttr", lambda rng: rng.choice(INTS + FLOATS + ["index"]), "req"),
    ("I64ArrayAttr", lambda rng: "[%s]" % ", ".join(
        "%d : i64" % rng.randint(0, 9) for _ in range(rng.randint(0, 3))), "req"),
    ("DenseI64ArrayAttr", lambda rng: "array<i64%s>" % "".join(
        (": " if i == 0 else ", ") + str(rng.randint(-3, 9))
        for i in range(rng.randint(0, 3))), "req"),
    ("OptionalAttr<I64Attr>", lambda rng: "%d : i64" % rng.randint(0, 9), "opt"),
    ("OptionalAttr<StrAttr>", lambda rng: '"o"', "opt"),
    ("UnitAttr", lambda rng: "unit", "unit"),
    ('DefaultValuedAttr<I64Attr, "7">', lambda rng: "%d : i64" % rng.choice([7, 3]), "opt"),
]
PROPS = [
    ("I64Prop", lambda rng: "%d : i64" % rng.randint(-9, 99)),
    ("I32Prop", lambda rng: "%d : i32" % rng.randint(0, 9)),
    ("BoolProp", lambda rng: rng.choice(["true", "false"])),
    ("StringProp", lambda rng: '"%s"' % rng.choice(["p", "q r"])),
]

EFFECTS = ["MemRead", "MemWrite", "MemAlloc", "MemFree"]


def camel(name):
    return "".join(p[:1].upper() + p[1:] for p in name.split("_"))


class Value:
    """An operand or a result: name, arity kind and type constraint."""

    def __init__(self, name, kind, cons, effect=None):
        self.name, self.kind, self.cons, self.effect = name, kind, cons, effect

    def td(self):
        c = self.cons[0]
        c = {"single": c, "optional": "Optional<%s>" % c,
             "variadic": "Variadic<%s>" % c,
             "vov": "VariadicOfVariadic<%s, \"%s_sizes\">" % (c, self.name)}[self.kind]
        if self.effect:
            c = "Arg<%s, \"\", [%s]>" % (c, self.effect)
        return c

    def variable(self):
        return self.kind != "single"


class Op:
    def __init__(self, d, mnemonic):
        self.d, self.mnemonic = d, mnemonic
        self.cls = camel(mnemonic) + "Op"
        self.operands, self.results = [], []
        self.attrs, self.props = [], []  # (name, constraint, generator, kind)
        self.regions, self.succs = [], []  # (name, kind)
        self.traits = []
        self.format = None
        self.same_type = False  # every operand and result of one type
        self.matched = []  # names of single values of one type
        self.constant = False
        self.terminator = False
        self.implicit_term = None
        self.no_terminator = False
        self.isolated = False
        self.graph = False
        self.custom = []  # custom directives used: (kind, names)
        self.enum_props = []  # (name, enum)


class Enum:
    def __init__(self, name, bit, cases):
        self.name, self.bit, self.cases = name, bit, cases
        self.mnemonic = name.lower()


class Def:
    """A TypeDef or an AttrDef: parameters and a format."""

    def __init__(self, name, mnemonic, params, fmt, printer):
        self.name, self.mnemonic, self.params, self.fmt = name, mnemonic, params, fmt
        self.printer = printer  # rng -> the text after the mnemonic


class Dialect:
    def __init__(self, rng, name):
        self.rng, self.name = rng, name
        self.prefix = name.upper()
        self.types, self.attrdefs, self.enums, self.ops, self.patterns = [], [], [], [], []
        self.has_constant = False
        for i in range(rng.randint(0, 2)):
            self.types.append(self.gen_def("T%d" % i, "t%d" % i, attr=False))
        for i in range(rng.randint(0, 2)):
            self.attrdefs.append(self.gen_def("A%d" % i, "a%d" % i, attr=True))
        for i in range(rng.randint(0, 2)):
            self.enums.append(self.gen_enum(i))
        # Value types: the builtin constraints and the dialect's own types.
        self.type_cons = list(TYPE_CONS)
        for t in self.types:
            self.type_cons.append(("%s_%sType" % (self.prefix, t.name),
                                   [None], False, t))
        self.term = None
        if rng.random() < 0.5:
            self.term = self.gen_terminator()
        n = rng.randint(2, 7)
        for i in range(n):
            self.ops.append(self.gen_op("op%d" % i))
        if rng.random() < 0.6:
            self.gen_arith_family()

    # ---------------------------------------------------- attributes/types

    def gen_def(self, name, mnemonic, attr):
        rng = self.rng
        if attr and rng.random() < 0.2:
            # A self-typed attribute: `#rd0.a0<5> : i32`.
            params = ['"int64_t":$value', 'AttributeSelfTypeParameter<"">:$type']
            fmt = "`<` $value `>`"
            return Def(name, mnemonic, params, fmt,
                       lambda rng: "<%d>" % rng.randint(0, 9))
        if rng.random() < 0.15:
            return Def(name, mnemonic, [], None, lambda rng: "")
        chosen = [rng.choice(PARAMS) for _ in range(rng.randint(1, 3))]
        opt = [rng.choice(OPT_PARAMS)] if rng.random() < 0.3 else []
        names = ["p%d" % i for i in range(len(chosen) + len(opt))]
        params = ["%s:$%s" % (c[0], n) for c, n in zip(chosen + opt, names)]
        style = rng.choice(["struct", "params", "explicit"])
        if style == "params" and (opt or not all(c[2] for c in chosen)):
            style = "explicit"
        if style == "struct":
            fmt = "`<` struct(params) `>`"

            def printer(rng, chosen=chosen, opt=opt, names=names):
                parts = ["%s = %s" % (n, c[1](rng)) for c, n in zip(chosen, names)]
                for c, n in zip(opt, names[len(chosen):]):
                    if rng.random() < 0.6:
                        parts.append("%s = %s" % (n, c[1](rng)))
                return "<%s>" % ", ".join(parts)
        elif style == "params":
            fmt = "`<` params `>`"

            def printer(rng, chosen=chosen):
                return "<%s>" % ", ".join(c[1](rng) for c in chosen)
        else:
            pieces = []
            for c, n in zip(chosen, names):
                if c[0].startswith("ArrayRef"):
                    pieces.append("`[` $%s `]`" % n)
                else:
                    pieces.append("$%s" % n)
            fmt = "`<` " + " `,` ".join(pieces)
            if opt:
                fmt += " (`x` $%s^)?" % names[-1]
            fmt += " `>`"

            def printer(rng, chosen=chosen, opt=opt):
                parts = []
                for c in chosen:
                    v = c[1](rng)
                    parts.append("[%s]" % v if c[0].startswith("ArrayRef") else v)
                text = "<" + ", ".join(parts)
                if opt and rng.random() < 0.6:
                    text += " x %s" % opt[0][1](rng)
                return text + ">"
        return Def(name, mnemonic, params, fmt, printer)

    def gen_enum(self, i):
        rng = self.rng
        bit = rng.random() < 0.4
        n = rng.randint(1, 4)
        if bit:
            cases = ["none"] + ["b%d" % k for k in range(n)]
            return Enum("F%d" % i, True, cases)
        return Enum("E%d" % i, False, ["c%d" % k for k in range(n)])

    def enum_value(self, e):
        """The text between `<` and `>` of an enum attribute."""
        rng = self.rng
        if not e.bit:
            return rng.choice(e.cases)
        bits = [c for c in e.cases[1:] if rng.random() < 0.5]
        return ", ".join(bits) if bits else "none"

    def type_text(self, cons):
        """A concrete type for a constraint entry."""
        if len(cons) > 3:
            d = cons[3]
            return "!%s.%s%s" % (self.name, d.mnemonic, d.printer(self.rng))
        return self.rng.choice(cons[1])

    # --------------------------------------------------------------- ops

    def gen_terminator(self):
        op = Op(self, "term")
        op.traits.append("Terminator")
        op.terminator = True
        if self.rng.random() < 0.5:
            op.operands.append(Value("vals", "variadic", TYPE_CONS[7]))
            op.format = "attr-dict ($vals^ `:` type($vals))?"
        else:
            op.format = "attr-dict"
        return op

    def gen_arith_family(self):
        """Ops over i64 that fold and rewrite: a constant (ConstantLike,
        folder, the dialect's materializer), binary ops with folding traits,
        unary involutions, and DRR patterns among them."""
        rng = self.rng
        i64 = TYPE_CONS[1]
        c = Op(self, "const")
        c.attrs.append(("value", "I64Attr", ATTRS[0][1], "req"))
        c.results.append(Value("out", "single", i64))
        c.traits += ["ConstantLike", "Pure"]
        c.constant = True
        c.format = "$value attr-dict"
        self.ops.append(c)
        self.has_constant = True
        fam = []
        for k in range(rng.randint(1, 3)):
            op = Op(self, "bin%d" % k)
            op.operands += [Value("lhs", "single", i64), Value("rhs", "single", i64)]
            op.results.append(Value("res", "single", i64))
            op.traits.append(rng.choice(["Pure", "NoMemoryEffect", None]))
            if rng.random() < 0.6:
                op.traits.append("Commutative")
            if rng.random() < 0.3:
                op.traits += ["Idempotent", "SameOperandsAndResultType"]
            op.traits = [t for t in op.traits if t]
            op.format = rng.choice(["$lhs `,` $rhs attr-dict",
                                    "operands attr-dict",
                                    "`(` $lhs `,` $rhs `)` attr-dict `:` type($res)"])
            self.ops.append(op)
            fam.append(op)
        for k in range(rng.randint(0, 2)):
            op = Op(self, "un%d" % k)
            op.operands.append(Value("x", "single", i64))
            op.results.append(Value("y", "single", i64))
            op.traits += ["Pure", "SameOperandsAndResultType",
                          rng.choice(["Involution", "Idempotent"])]
            op.format = "$x attr-dict"
            self.ops.append(op)
            fam.append(op)
        # DRR: from an earlier op of the family to a later one only, so
        # that no two patterns rewrite back and forth.
        for _ in range(rng.randint(0, 3)):
            if len(fam) < 2:
                break
            a, b = sorted(rng.sample(range(len(fam)), 2))
            self.patterns.append(self.gen_pattern(fam[a], fam[b], c))

    def gen_pattern(self, src, dst, const):
        rng = self.rng
        p = self.prefix
        srcn = "%s_%s" % (p, src.cls)
        dstn = "%s_%s" % (p, dst.cls)
        if len(src.operands) == 2:
            shape = rng.choice(["plain", "swap", "either", "nested"])
            if shape == "either":
                match = "(%s (either $a, (%s_ConstOp $c)))" % (srcn, p)
            elif shape == "nested" and len(dst.operands) == 1:
                match = "(%s $a, (%s $b, $a))" % (srcn, srcn)
            else:
                match = "(%s $a, $b)" % srcn
        else:
            match = "(%s $a)" % srcn
            shape = "unary"
        if len(dst.operands) == 2:
            if shape == "either":
                res = "(%s $a, $a)" % dstn
            elif shape == "swap":
                res = "(%s $b, $a)" % dstn
            else:
                res = "(%s $a, $a)" % dstn
        else:
            res = "(%s $a)" % dstn
        return "def : Pat<%s, %s>;" % (match, res)

    def gen_op(self, mnemonic):
        rng = self.rng
        op = Op(self, mnemonic)
        shape = rng.random()
        if shape < 0.2:
            # SameOperandsAndResultType over one constraint.
            cons = rng.choice(self.type_cons)
            op.same_type = True
            for k in range(rng.randint(1, 3)):
                op.operands.append(Value("in%d" % k, "single", cons))
            op.results.append(Value("out", "single", cons))
            op.traits.append("SameOperandsAndResultType")
            if rng.random() < 0.5:
                op.traits.append("InferTypeOpInterface")
        else:
            for k in range(rng.randint(0, 4)):
                kind = rng.choices(["single", "optional", "variadic", "vov"],
                                   [6, 1.5, 2, 0.5])[0]
                eff = rng.choice(EFFECTS) if rng.random() < 0.1 else None
                op.operands.append(Value("in%d" % k, kind, rng.choice(self.type_cons), eff))
            for k in range(rng.randint(0, 2)):
                kind = rng.choices(["single", "optional", "variadic"], [6, 1, 2])[0]
                op.results.append(Value("out%d" % k, kind, rng.choice(self.type_cons)))
            singles = [v for v in op.operands + op.results if v.kind == "single"]
            if len(singles) >= 2 and rng.random() < 0.3:
                a, b = rng.sample(singles, 2)
                b.cons = a.cons
                if rng.random() < 0.5:
                    op.traits.append('AllTypesMatch<["%s", "%s"]>' % (a.name, b.name))
                else:
                    op.traits.append('TypesMatchWith<"same type", "%s", "%s", "$_self">'
                                     % (a.name, b.name))
                op.matched = [a.name, b.name]
        if sum(v.variable() for v in op.operands) > 1:
            op.traits.append("AttrSizedOperandSegments")
        if sum(v.kind != "single" for v in op.results) > 1:
            op.traits.append("AttrSizedResultSegments")
        for k in range(rng.choice([0, 0, 1, 2, 3])):
            a = rng.choice(ATTRS)
            op.attrs.append(("a%d" % k, a[0], a[1], a[2]))
        for k, e in enumerate(self.enums):
            if rng.random() < 0.4:
                if rng.random() < 0.5:
                    op.attrs.append(("e%d" % k, "%s_%sAttr" % (self.prefix, e.name),
                                     lambda rng, e=e: "#%s.%s<%s>" % (
                                         self.name, e.mnemonic, self.enum_value(e)), "req"))
                else:
                    op.enum_props.append(("ep%d" % k, e))
        for k, d in enumerate(self.attrdefs):
            if rng.random() < 0.3:
                op.attrs.append(("d%d" % k, "%s_%sAttr" % (self.prefix, d.name),
                                 lambda rng, d=d: "#%s.%s%s" % (self.name, d.mnemonic,
                                                               d.printer(rng)), "req"))
        for k in range(rng.choice([0, 0, 0, 1, 2])):
            pr = rng.choice(PROPS)
            op.props.append(("p%d" % k, pr[0], pr[1]))
        for k, v in enumerate(op.operands):
            if v.kind == "vov":
                op.attrs.append(("%s_sizes" % v.name, "DenseI32ArrayAttr", None, "sizes"))
        if rng.random() < 0.25:
            n = rng.randint(1, 2)
            for k in range(n):
                kind = rng.choice(["any", "sized"])
                if k == n - 1 and rng.random() < 0.3:
                    kind = "variadic"
                op.regions.append(("r%d" % k, kind))
            r = rng.random()
            # The implicit terminator is built without arguments (MLIR's
            # `build(builder, state)`), which a terminator with operands
            # lacks: MLIR's C++ does not compile, ods-rs rejects the .td.
            if (r < 0.3 and self.term and not self.term.operands and not op.operands
                    and not op.results):
                op.traits.append('SingleBlockImplicitTerminator<"%sOp">'
                                 % camel(self.term.mnemonic))
                op.implicit_term = self.term
                op.regions = [(n_, "any") for n_, _ in op.regions]
            elif r < 0.6:
                op.traits.append("NoTerminator")
                op.no_terminator = True
                op.regions = [(n_, "sized" if k_ != "variadic" else k_)
                              for n_, k_ in op.regions]
                if rng.random() < 0.5:
                    op.traits.append("GraphRegionNoTerminator")
                    op.graph = True
            if rng.random() < 0.3:
                op.traits.append("IsolatedFromAbove")
                op.isolated = True
            if rng.random() < 0.5:
                op.traits.append("RecursiveMemoryEffects")
        elif not op.results and rng.random() < 0.15:
            op.terminator = True
            op.traits.append("Terminator")
            for k in range(rng.randint(1, 2)):
                op.succs.append(("s%d" % k, "single" if k == 0 or rng.random() < 0.5
                                 else "variadic"))
        # Effects on the op.
        if not any(t.startswith("Recursive") for t in op.traits):
            eff = rng.random()
            if eff < 0.3:
                op.traits.append("Pure")
            elif eff < 0.5:
                op.traits.append("MemoryEffects<[%s]>" % ", ".join(
                    sorted(set(rng.choice(EFFECTS) for _ in range(rng.randint(1, 2))))))
        if rng.random() < 0.8:
            op.format = FormatGen(self, op).build()
        return op


class FormatGen:
    """A declarative assembly format for one op, with every directive in
    reach: optional groups with anchors, oilist, custom<>, qualified,
    functional-type, type(operands)/type(results), attr-dict-with-keyword,
    prop-dict, regions and successors."""

    def __init__(self, d, op):
        self.d, self.op, self.rng = d, op, d.rng

    def needs_type(self, v):
        op = self.op
        if op.same_type and op.results:
            return v.name == op.results[0].name
        if v.name in op.matched[1:]:
            return False
        return not (v.kind == "single" and v.cons[2] and self.rng.random() < 0.5)

    def type_of(self, v):
        if len(v.cons) > 3 and self.rng.random() < 0.5:
            return "qualified(type($%s))" % v.name
        return "type($%s)" % v.name

    def build(self):
        rng, op = self.rng, self.op
        parts = []
        types = []  # type directives after `:`
        segmented = any(v.kind == "vov" for v in op.operands)
        functional = (not segmented and not op.same_type and not op.matched
                      and rng.random() < 0.25)
        all_operands = (not functional and not segmented and op.operands
                        and all(v.kind == "single" for v in op.operands)
                        and rng.random() < 0.2)
        if all_operands:
            parts.append("operands")
            if not op.same_type:
                types.append("type(operands)")
        else:
            for i, v in enumerate(op.operands):
                if i:
                    parts.append("`,`")
                if v.kind == "single":
                    if (not functional and self.needs_type(v) and rng.random() < 0.15):
                        name = camel("%s_%s_%s" % (self.d.name, op.mnemonic, v.name))
                        op.custom.append(("operand", v.name, name))
                        parts.append("custom<%s>($%s, type($%s))" % (name, v.name, v.name))
                        continue
                    parts.append("$%s" % v.name)
                elif v.kind == "optional":
                    # A keyword between the commas: the group's anchor.
                    inner = "`use` $%s" % v.name
                    if not functional and self.needs_type(v):
                        inner += " `:` %s" % self.type_of(v)
                    parts.append("(%s^)?" % inner)
                    continue
                elif v.kind == "vov":
                    parts.append("`[` $%s `]`" % v.name)
                else:
                    parts.append("`(` $%s `)`" % v.name)
                if not functional and self.needs_type(v):
                    types.append(self.type_of(v))
        opt_attrs = [a for a in op.attrs if a[3] in ("opt", "unit")]
        req_attrs = [a for a in op.attrs if a[3] == "req"]
        for name, cons, _, kind in req_attrs:
            if cons == "I64Attr" and rng.random() < 0.2:
                cname = camel("%s_%s_%s" % (self.d.name, op.mnemonic, name))
                op.custom.append(("attr", name, cname))
                parts.append("custom<%s>($%s)" % (cname, name))
            else:
                parts.append("`%s` `=` $%s" % (name, name))
        if opt_attrs:
            if rng.random() < 0.4:
                parts.append("oilist(%s)" % " | ".join(
                    "`%s` $%s" % (n, n) if k == "unit" else "`%s` `=` $%s" % (n, n)
                    for n, _, _, k in opt_attrs))
            else:
                for n, _, _, k in opt_attrs:
                    if k == "unit":
                        parts.append("(`%s` $%s^)?" % (n, n))
                    else:
                        parts.append("(`%s` `=` $%s^)?" % (n, n))
        prop_dict = rng.random() < 0.4
        for n, cons, _ in op.props:
            if not prop_dict:
                parts.append("`%s` $%s" % (n, n))
        for n, e in op.enum_props:
            if not prop_dict:
                parts.append("`%s` $%s" % (n, n))
        if op.props or op.enum_props or rng.random() < 0.2:
            if prop_dict:
                parts.append("prop-dict")
        for n, kind in op.succs:
            parts.append("$%s" % n)
        if op.regions and rng.random() < 0.3:
            parts.append("regions")
        else:
            for n, kind in op.regions:
                parts.append("$%s" % n)
        parts.append("attr-dict-with-keyword" if op.regions and rng.random() < 0.5
                     else "attr-dict")
        if functional:
            types = ["functional-type(operands, results)"]
        else:
            for v in op.results:
                if self.needs_type(v):
                    types.append(self.type_of(v))
        if types:
            parts.append("`:` " + " `,` ".join(types))
        return " ".join(parts)


# ----------------------------------------------------------------- text ---

def td_text(d):
    p = d.prefix
    out = ["// A random dialect of scripts/gen_random_dialect.py.", "",
           'include "mlir/IR/OpBase.td"',
           'include "mlir/IR/AttrTypeBase.td"',
           'include "mlir/IR/EnumAttr.td"',
           'include "mlir/IR/PatternBase.td"',
           'include "mlir/Interfaces/SideEffectInterfaces.td"',
           'include "mlir/Interfaces/InferTypeOpInterface.td"',
           'include "mlir/IR/RegionKindInterface.td"', "",
           "def %s_Dialect : Dialect {" % p,
           '  let name = "%s";' % d.name,
           '  let cppNamespace = "::%s";' % d.name]
    if d.types:
        out.append("  let useDefaultTypePrinterParser = 1;")
    if d.attrdefs or d.enums:
        out.append("  let useDefaultAttributePrinterParser = 1;")
    if d.has_constant:
        out.append("  let hasConstantMaterializer = 1;")
    out += ["}", ""]
    for t in d.types:
        out += def_text(d, t, "Type", "TypeDef")
    for a in d.attrdefs:
        out += def_text(d, a, "Attr", "AttrDef")
    for e in d.enums:
        if e.bit:
            cases = ["I32BitEnumCaseNone<\"none\">"] + [
                "I32BitEnumCaseBit<\"%s\", %d>" % (c, k) for k, c in enumerate(e.cases[1:])]
            out.append("def %s_%s : I32BitEnum<\"%s\", \"flags\", [%s]> {"
                       % (p, e.name, e.name, ", ".join(cases)))
            out.append('  let separator = ", ";')
        else:
            cases = ["I32EnumCase<\"%s\", %d>" % (c, k) for k, c in enumerate(e.cases)]
            out.append("def %s_%s : I32Enum<\"%s\", \"a kind\", [%s]> {"
                       % (p, e.name, e.name, ", ".join(cases)))
        out += ['  let cppNamespace = "::%s";' % d.name, "}",
                "def %s_%sAttr : EnumAttr<%s_Dialect, %s_%s, \"%s\"> {"
                % (p, e.name, p, p, e.name, e.mnemonic),
                '  let assemblyFormat = "`<` $value `>`";', "}", ""]
    out.append("class %s_Op<string mnemonic, list<Trait> traits = []>" % p)
    out += ["    : Op<%s_Dialect, mnemonic, traits>;" % p, ""]
    ops = ([d.term] if d.term else []) + d.ops
    for op in ops:
        out += op_text(d, op)
    out += d.patterns
    return "\n".join(out) + "\n"


def def_text(d, x, suffix, base):
    out = ["def %s_%s%s : %s<%s_Dialect, \"%s\"> {" % (d.prefix, x.name, suffix, base,
                                                       d.prefix, x.name),
           '  let mnemonic = "%s";' % x.mnemonic]
    if x.params:
        out.append("  let parameters = (ins %s);" % ", ".join(x.params))
    if x.fmt:
        out.append('  let assemblyFormat = "%s";' % x.fmt)
    out += ["}", ""]
    return out


def op_text(d, op):
    traits = ", ".join(op.traits)
    out = ["def %s_%s : %s_Op<\"%s\", [%s]> {" % (d.prefix, op.cls, d.prefix,
                                                  op.mnemonic, traits)]
    args = [v.td() + ":$" + v.name for v in op.operands]
    args += ["%s:$%s" % (c, n) for n, c, _, _ in op.attrs]
    args += ["%s:$%s" % (c, n) for n, c, _ in op.props]
    args += ["EnumProp<%s_%s>:$%s" % (d.prefix, e.name, n) for n, e in op.enum_props]
    if args:
        out.append("  let arguments = (ins %s);" % ", ".join(args))
    if op.results:
        res = []
        for v in op.results:
            c = v.cons[0]
            res.append({"single": c, "optional": "Optional<%s>" % c,
                        "variadic": "Variadic<%s>" % c}[v.kind] + ":$" + v.name)
        out.append("  let results = (outs %s);" % ", ".join(res))
    if op.regions:
        regs = [{"any": "AnyRegion", "sized": "SizedRegion<1>",
                 "variadic": "VariadicRegion<AnyRegion>"}[k] + ":$" + n
                for n, k in op.regions]
        out.append("  let regions = (region %s);" % ", ".join(regs))
    if op.succs:
        ss = [("AnySuccessor" if k == "single" else "VariadicSuccessor<AnySuccessor>")
              + ":$" + n for n, k in op.succs]
        out.append("  let successors = (successor %s);" % ", ".join(ss))
    if op.constant:
        out.append("  let hasFolder = 1;")
    if op.format is not None:
        out.append("  let assemblyFormat = [{%s}];" % op.format)
    if op.custom:
        out += ["#ifndef MLIR_CPP", "  let extraClassDefinition = [{",
                "    #[allow(unused_imports)]", "    use super::directives::*;",
                "  }];", "#endif"]
    out += ["}", ""]
    return out


def cpp_text(d):
    """The C++ hooks: custom directives, the constant's folder and the
    dialect's materializer."""
    ns = d.name
    # MLIR's generated code of a StringProp names `StringRef` unqualified,
    # as the `using namespace mlir` of a dialect's own .cpp file allows.
    out = ["// C++ hooks of %s.td (generated with it)." % ns, "",
           "using ::llvm::StringRef;", ""]
    for op in ([d.term] if d.term else []) + d.ops:
        for kind, v, name in op.custom:
            if kind == "operand":
                out += [
                    "static ::mlir::ParseResult parse%s(::mlir::OpAsmParser &p,"
                    " ::mlir::OpAsmParser::UnresolvedOperand &v, ::mlir::Type &t) {" % name,
                    "  if (p.parseKeyword(\"of\") || p.parseOperand(v) ||"
                    " p.parseKeyword(\"as\") || p.parseType(t))",
                    "    return ::mlir::failure();",
                    "  return ::mlir::success();", "}",
                    "static void print%s(::mlir::OpAsmPrinter &p, ::mlir::Operation *,"
                    " ::mlir::Value v, ::mlir::Type t) {" % name,
                    "  p << \"of \" << v << \" as \" << t;", "}", ""]
            else:
                out += [
                    "static ::mlir::ParseResult parse%s(::mlir::OpAsmParser &p,"
                    " ::mlir::IntegerAttr &a) {" % name,
                    "  int64_t value;",
                    "  if (p.parseLSquare() || p.parseInteger(value) || p.parseRSquare())",
                    "    return ::mlir::failure();",
                    "  a = p.getBuilder().getI64IntegerAttr(value);",
                    "  return ::mlir::success();", "}",
                    "static void print%s(::mlir::OpAsmPrinter &p, ::mlir::Operation *,"
                    " ::mlir::IntegerAttr a) {" % name,
                    "  p << \"[\" << a.getInt() << \"]\";", "}", ""]
    if d.has_constant:
        out += [
            "::mlir::OpFoldResult %s::ConstOp::fold(FoldAdaptor) { return getValueAttr(); }" % ns,
            "",
            "::mlir::Operation *%s::%sDialect::materializeConstant(::mlir::OpBuilder &builder,"
            % (ns, d.prefix),
            "    ::mlir::Attribute value, ::mlir::Type type, ::mlir::Location loc) {",
            "  auto attr = ::llvm::dyn_cast<::mlir::IntegerAttr>(value);",
            "  if (!attr || !type.isInteger(64))",
            "    return nullptr;",
            "  return ConstOp::create(builder, loc, type, attr);",
            "}", ""]
    return "\n".join(out) + "\n"


def rust_text(d):
    """The Rust module: the generated code and the same hooks."""
    ns = d.name
    out = ["//! `%s.td`, a random dialect, with the Rust of its hooks." % ns, "",
           "include!(concat!(env!(\"OUT_DIR\"), \"/%s.rs\"));" % ns, ""]
    customs = [(op, c) for op in ([d.term] if d.term else []) + d.ops for c in op.custom]
    if customs:
        out += ["/// `parse_x`/`print_x` of each `custom<X>`.", "pub mod directives {"]
        kinds = {kind for _, (kind, _, _) in customs}
        asm = ["OpAsmParser", "OpAsmPrinter", "PResult"]
        ir = ["IrResult", "OpId"]
        if "operand" in kinds:
            asm.append("UnresolvedOperand")
            ir += ["Type", "Value"]
        if "attr" in kinds:
            out.append("    use ods_runtime::ods::convert;")
            ir.insert(0, "Attribute")
        out += ["    use ods_runtime::asm::{%s};" % ", ".join(asm),
                "    use ods_runtime::{%s};" % ", ".join(ir), ""]
        for op, (kind, v, name) in customs:
            snake = snake_case(name)
            if kind == "operand":
                out += [
                    "    /// `of %v as type`.",
                    "    pub fn parse_%s(" % snake,
                    "        p: &mut OpAsmParser<'_, '_>,",
                    "        v: &mut Option<UnresolvedOperand>,",
                    "        t: &mut Option<Type>,",
                    "    ) -> PResult<()> {",
                    "        p.parse_keyword(\"of\")?;",
                    "        *v = Some(p.parse_operand()?);",
                    "        p.parse_keyword(\"as\")?;",
                    "        *t = Some(p.parse_type()?);",
                    "        Ok(())",
                    "    }", "",
                    "    /// See [`parse_%s`]." % snake,
                    "    pub fn print_%s(" % snake,
                    "        p: &mut OpAsmPrinter<'_, '_>,",
                    "        _op: OpId,",
                    "        v: Value,",
                    "        t: Type,",
                    "    ) -> IrResult<()> {",
                    "        p.write(\"of \");",
                    "        p.print_operand(v);",
                    "        p.write(\" as \");",
                    "        p.print_type(t);",
                    "        Ok(())",
                    "    }", ""]
            else:
                out += [
                    "    /// `[N]`.",
                    "    pub fn parse_%s(p: &mut OpAsmParser<'_, '_>, a: &mut Option<Attribute>) -> PResult<()> {" % snake,
                    "        p.parse_lsquare()?;",
                    "        let value = p.parse_integer::<i64>()?;",
                    "        p.parse_rsquare()?;",
                    "        *a = Some(convert::i64_attr(p.ctx(), value));",
                    "        Ok(())",
                    "    }", "",
                    "    /// See [`parse_%s`]." % snake,
                    "    pub fn print_%s(p: &mut OpAsmPrinter<'_, '_>, _op: OpId, a: Attribute) -> IrResult<()> {"
                    % snake,
                    "        let value = convert::as_int::<i64>(p.ctx(), a);",
                    "        p.write(&format!(\"[{value}]\"));",
                    "        Ok(())",
                    "    }", ""]
        out += ["}", ""]
    if d.has_constant:
        out += [
            "mod hooks {",
            "    use super::%s::*;" % ns,
            "    use ods_runtime::ods::op::Op;",
            "    use ods_runtime::registry::FoldResult;",
            "    use ods_runtime::{AttrKind, Attribute, Context, IntegerType, OperationState, Type};",
            "",
            "    impl %sDialectHooks for %sDialect {" % (d.prefix, d.prefix),
            "        fn materialize_constant(",
            "            ctx: &mut Context,",
            "            value: Attribute,",
            "            ty: Type,",
            "            loc: Attribute,",
            "        ) -> Option<OperationState> {",
            "            let is_i64 = IntegerType::try_from(ctx, ty)",
            "                .is_some_and(|t| t.width(ctx) == 64 && t.is_signless(ctx));",
            "            if !is_i64 || !matches!(ctx.attr_kind(value), AttrKind::Integer { .. }) {",
            "                return None;",
            "            }",
            "            let mut state = ConstOp::state(ctx, loc);",
            "            ConstOp::build_with_attrs(ctx, &mut state, ty, value);",
            "            Some(state)",
            "        }",
            "    }", "",
            "    impl ConstOpHooks for ConstOp {",
            "        fn fold(self, ctx: &mut Context, _: &[Option<Attribute>]) -> Option<FoldResult> {",
            "            Some(FoldResult::Attr(self.value_attr(ctx)))",
            "        }",
            "    }",
            "}", ""]
    return "\n".join(out)


def snake_case(name):
    """ods-rs's function name for a C++ name (ods-spec's naming.rs)."""
    out = ""
    for i, ch in enumerate(name):
        if ch.isupper():
            prev = name[i - 1] if i else ""
            nxt = name[i + 1] if i + 1 < len(name) else ""
            if i and not out.endswith("_") and (
                    prev.islower() or prev.isdigit() or (prev.isupper() and nxt.islower())):
                out += "_"
            out += ch.lower()
        else:
            out += ch
    return out


# ------------------------------------------------------------------- IR ---

class IrGen:
    """Generic-form IR for one dialect: each chunk defines the values it
    needs with unregistered `test.src` ops and uses them."""

    def __init__(self, d, rng):
        self.d, self.rng = d, rng

    def chunk(self, ops):
        self.lines, self.n = [], 0
        for op in ops:
            self.instance(op, "")
        return "\n".join(self.lines)

    def fresh(self):
        self.n += 1
        return "%%v%d" % self.n

    def src(self, ty, indent):
        v = self.fresh()
        self.lines.append('%s%s = "test.src"() : () -> %s' % (indent, v, ty))
        return v

    def count(self, kind):
        return {"single": 1, "optional": self.rng.randint(0, 1),
                "variadic": self.rng.randint(0, 3)}.get(kind, 1)

    def instance(self, op, indent, operands=None):
        rng, d = self.rng, self.d
        shared = None
        if op.same_type and op.operands:
            shared = d.type_text(op.operands[0].cons)
        matched = {}
        operand_vals, operand_tys, seg = [], [], []
        sizes_attrs = []
        for v in op.operands:
            if v.kind == "vov":
                groups = [rng.randint(0, 2) for _ in range(rng.randint(0, 3))]
                n = sum(groups)
                sizes_attrs.append(("%s_sizes" % v.name, groups))
            else:
                n = self.count(v.kind)
            seg.append(n)
            for _ in range(n):
                if shared:
                    ty = shared
                elif v.name in op.matched and matched:
                    ty = next(iter(matched.values()))
                else:
                    ty = d.type_text(v.cons)
                if v.name in op.matched:
                    matched[v.name] = ty
                operand_tys.append(ty)
                if operands:
                    operand_vals.append(operands.pop(0))
                else:
                    operand_vals.append(self.src(ty, indent))
        result_tys, rseg = [], []
        for v in op.results:
            n = self.count(v.kind)
            rseg.append(n)
            for _ in range(n):
                if shared:
                    result_tys.append(shared)
                elif v.name in op.matched and matched:
                    result_tys.append(next(iter(matched.values())))
                else:
                    result_tys.append(d.type_text(v.cons))
        props = []
        for name, cons, gen, kind in op.attrs:
            if kind == "sizes":
                continue
            if kind in ("opt", "unit") and rng.random() < 0.5:
                continue
            props.append("%s = %s" % (name, gen(rng)))
        for name, groups in sizes_attrs:
            props.append("%s = array<i32%s>" % (name, "".join(
                (": " if i == 0 else ", ") + str(g) for i, g in enumerate(groups))))
        for name, cons, gen in op.props:
            props.append("%s = %s" % (name, gen(rng)))
        for name, e in op.enum_props:
            props.append("%s = %s" % (name, self.enum_prop(e)))
        if "AttrSizedOperandSegments" in op.traits:
            props.append("operandSegmentSizes = array<i32: %s>" % ", ".join(map(str, seg)))
        if "AttrSizedResultSegments" in op.traits:
            props.append("resultSegmentSizes = array<i32: %s>" % ", ".join(map(str, rseg)))
        attrs = []
        if rng.random() < 0.15:
            attrs.append("extra = %d" % rng.randint(0, 5))
        results = ""
        if result_tys:
            results = self.fresh()
            if len(result_tys) > 1:
                results += ":%d" % len(result_tys)
            results += " = "
        text = '%s%s"%s.%s"(%s)' % (indent, results, d.name, op.mnemonic,
                                   ", ".join(operand_vals))
        if op.succs:
            n = sum(1 if kind == "single" else rng.randint(0, 2) for _, kind in op.succs)
            text += "[%s]" % ", ".join("^bb%d" % rng.randint(1, 2) for _ in range(n))
        if props:
            text += " <{%s}>" % ", ".join(props)
        if op.regions:
            regs = []
            for name, kind in op.regions:
                count = rng.randint(0, 2) if kind == "variadic" else 1
                for _ in range(count):
                    regs.append(self.region(op, kind, indent + "  "))
            text += " (%s)" % ", ".join(regs)
        if attrs:
            text += " {%s}" % ", ".join(attrs)
        text += " : (%s) -> %s" % (", ".join(operand_tys), paren(result_tys))
        if rng.random() < 0.2:
            text += ' loc("f.mlir":%d:%d)' % (rng.randint(1, 9), rng.randint(1, 9))
        self.lines.append(text)
        return results

    def enum_prop(self, e):
        # An EnumProp's generic form is the enum's integer value.
        if e.bit:
            value = 0
            for k, c in enumerate(e.cases[1:]):
                if self.rng.random() < 0.5:
                    value |= 1 << k
            return "%d : i32" % value
        return "%d : i32" % self.rng.randrange(len(e.cases))

    def region(self, op, kind, indent):
        rng = self.rng
        if kind == "any" and not op.implicit_term and rng.random() < 0.2:
            return "{\n%s}" % indent[:-2]
        saved, self.lines = self.lines, []
        if rng.random() < 0.3 and not op.implicit_term:
            self.lines.append("%s^bb0(%s: i32):" % (indent[:-2], self.fresh()))
        for _ in range(rng.randint(0, 2)):
            inner = rng.choice(self.d.ops)
            if inner.terminator or inner.regions:
                continue
            self.instance(inner, indent)
        if op.implicit_term:
            self.lines.append('%s"%s.%s"() : () -> ()' % (indent, self.d.name,
                                                          op.implicit_term.mnemonic))
        elif not op.no_terminator or not self.lines:
            # A terminator, or an op so that the region has its block.
            self.lines.append('%s"test.end"() : () -> ()' % indent)
        body, self.lines = self.lines, saved
        return "{\n%s\n%s}" % ("\n".join(body), indent[:-2])

    def branch_chunk(self, op):
        """A terminator with successors, in a region of blocks."""
        self.lines, self.n = [], 0
        self.lines.append('"test.region"() ({')
        self.instance(op, "  ")
        self.lines += ["^bb1:", '  "test.end"() : () -> ()', "^bb2:",
                       '  "test.end"() : () -> ()', "}) : () -> ()"]
        return "\n".join(self.lines)

    def terminator_chunk(self, op):
        self.lines, self.n = [], 0
        self.lines.append('"test.region"() ({')
        self.instance(op, "  ")
        self.lines.append("}) : () -> ()")
        return "\n".join(self.lines)

    def cse_chunk(self, op):
        """The same op twice with something between: CSE merges the two
        or not, by the effects."""
        self.lines, self.n = [], 0
        first = len(self.lines)
        self.instance(op, "")
        copy = self.lines[first:]
        between = self.rng.choice(self.d.ops)
        if not between.terminator and not between.regions:
            self.instance(between, "")
        # The copy reads the same operands: repeat the op's own line only.
        self.lines.append(rename(copy[-1], self))
        return "\n".join(self.lines)

    def fold_chunk(self):
        """Constants through the i64 family, for folders and patterns."""
        d, rng = self.d, self.rng
        self.lines, self.n = [], 0
        values = [self.src("i64", "")]
        for _ in range(rng.randint(1, 3)):
            v = self.fresh()
            self.lines.append('%s = "%s.const"() <{value = %d : i64}> : () -> i64'
                              % (v, d.name, rng.choice([0, 1, 2, -1, 7])))
            values.append(v)
        fam = [op for op in d.ops if op.mnemonic.startswith(("bin", "un"))]
        for _ in range(rng.randint(2, 6)):
            op = rng.choice(fam)
            args = [rng.choice(values) for _ in op.operands]
            values.append(self.instance(op, "", operands=args).split(" ")[0])
        self.lines.append('"test.sink"(%s) : (%s) -> ()' % (
            ", ".join(values), ", ".join(["i64"] * len(values))))
        return "\n".join(self.lines)


def rename(line, gen):
    """`line` with its results renamed to fresh names."""
    if line.startswith("%"):
        head, rest = line.split(" = ", 1)
        count = head.split(":", 1)[1] if ":" in head else None
        name = gen.fresh()
        return "%s%s = %s" % (name, ":" + count if count else "", rest)
    return line


def paren(types):
    if len(types) == 1 and not types[0].startswith("("):
        return types[0]
    return "(%s)" % ", ".join(types)


def ir_text(d, rng):
    gen = IrGen(d, rng)
    chunks = []
    ops = ([d.term] if d.term else []) + d.ops
    for op in ops:
        for _ in range(3):
            if op.succs:
                chunks.append(gen.branch_chunk(op))
            elif op.terminator:
                chunks.append(gen.terminator_chunk(op))
            else:
                chunks.append(gen.chunk([op]))
        if not op.terminator and not op.regions and op.results:
            chunks.append(gen.cse_chunk(op))
    if d.has_constant:
        for _ in range(4):
            chunks.append(gen.fold_chunk())
    return "\n// -----\n".join(chunks) + "\n"


# Types a mutated result may take: builtin ones no constraint of the
# generator asks for all of, and one the dialect does not define.
WRONG_TYPES = ["i1", "i7", "si32", "f16", "f64", "index", "none", "tuple<i32>",
               "vector<2xi32>", "!%s.nope"]


def split_top(text):
    """`text` split at the commas outside brackets and strings."""
    parts, depth, start, in_string = [], 0, 0, False
    for k, c in enumerate(text):
        if in_string:
            in_string = c != '"' or text[k - 1] == "\\"
        elif c == '"':
            in_string = True
        elif c in "([{<":
            depth += 1
        elif c in ")]}>" and not (c == ">" and text[k - 1] == "-"):
            depth -= 1
        elif c == "," and depth == 0:
            parts.append(text[start:k].strip())
            start = k + 1
    parts.append(text[start:].strip())
    return [p for p in parts if p]


def mutate_entries(rng, kind, entries, dialect):
    """`entries` of a properties dictionary changed by `kind`, or None when
    the kind does not apply."""
    if kind == "drop" and entries:
        del entries[rng.randrange(len(entries))]
    elif kind == "extra":
        entries.insert(rng.randint(0, len(entries)), "zz = %d" % rng.randint(0, 3))
    elif kind == "wrong-kind" and entries:
        k = rng.randrange(len(entries))
        key = entries[k].split(" = ", 1)[0]
        entries[k] = "%s = %s" % (key, rng.choice(['"s"', "[1]", "unit", "1.5 : f32",
                                                  "array<i32: 1>", "7 : i64"]))
    elif kind == "enum":
        cases = [k for k, e in enumerate(entries) if "#%s.e" % dialect in e
                 or re.fullmatch(r"ep\d+ = \d+ : i32", e)]
        if not cases:
            return None
        k = rng.choice(cases)
        key, value = entries[k].split(" = ", 1)
        bad = "99 : i32" if value.endswith(": i32") else re.sub(r"<.*>", "<zz>", value)
        entries[k] = "%s = %s" % (key, bad)
    elif kind == "sizes":
        sized = [k for k, e in enumerate(entries) if "SegmentSizes = " in e or "_sizes = " in e]
        if not sized:
            return None
        k = rng.choice(sized)
        key, value = entries[k].split(" = ", 1)
        nums = re.findall(r"-?\d+", value.split(":", 1)[1]) if ":" in value else []
        if nums and rng.random() < 0.7:
            i = rng.randrange(len(nums))
            nums[i] = str(int(nums[i]) + rng.choice([-1, 1, 2]))
        else:
            nums = nums[:-1] if nums else ["1"]
        entries[k] = "%s = array<i32%s>" % (key, (": " + ", ".join(nums)) if nums else "")
    else:
        return None
    return entries


def semantic_mutation(rng, text, dialect):
    """`text` (generic IR) with one op of `dialect` changed so that it
    still parses but may not verify: a result of a wrong type; a property
    or attribute dropped, added or of another kind; an enum case that does
    not exist; segment sizes that do not add up. None if no op applies."""
    lines = text.split("\n")
    ops = [k for k, line in enumerate(lines) if '"%s.' % dialect in line]
    if not ops:
        return None
    k = rng.choice(ops)
    line = lines[k]
    for kind in rng.sample(["type", "drop", "extra", "wrong-kind", "enum", "sizes"], 6):
        if kind == "type":
            head, sep, results = line.rpartition(") -> ")
            found = list(re.finditer(r"\b(?:[isu]?i\d+|f\d+|bf16|index)\b", results))
            if not sep or not found:
                continue
            m = rng.choice(found)
            wrong = rng.choice(WRONG_TYPES).replace("%s", dialect)
            if wrong == m.group(0):
                continue
            lines[k] = head + sep + results[:m.start()] + wrong + results[m.end():]
            return "\n".join(lines)
        start = line.find("<{")
        if start < 0:
            continue
        depth = 0
        for end in range(start, len(line)):
            if line[end] in "<{[(":
                depth += 1
            elif line[end] in ">}])" and line[end - 1] != "-":
                depth -= 1
                if depth == 0:
                    break
        entries = mutate_entries(rng, kind, split_top(line[start + 2:end - 1]), dialect)
        if entries is None:
            continue
        lines[k] = line[:start] + "<{" + ", ".join(entries) + "}>" + line[end + 1:]
        return "\n".join(lines)
    return None


def generate(seed, index, out):
    rng = random.Random("%d:%d" % (seed, index))
    name = "rd%d" % index
    d = Dialect(rng, name)
    files = {
        name + ".td": td_text(d),
        name + ".oracle.cpp": cpp_text(d),
        name + ".rs": rust_text(d),
        name + ".mlir": ir_text(d, rng),
    }
    for fname, text in files.items():
        with open(os.path.join(out, fname), "w") as f:
            f.write(text)
    return name


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--first", type=int, default=0, help="index of the first dialect")
    ap.add_argument("--count", type=int, default=1)
    ap.add_argument("--out", required=True, help="folder to write the files into")
    args = ap.parse_args(argv)
    os.makedirs(args.out, exist_ok=True)
    for i in range(args.first, args.first + args.count):
        print(generate(args.seed, i, args.out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
