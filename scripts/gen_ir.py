#!/usr/bin/env python3
"""Structure-aware generator of MLIR textual IR for the differential runner.

Writes random modules that reach far into the parser and the printer:
nested regions and blocks with successors and block arguments, every
builtin type and attribute kind, locations of every kind (with aliases),
attribute and type aliases, properties, dialect resources, unregistered
operations, graph regions (`builtin.module` bodies), forward references and
SSA names that collide.  Most inputs are valid; a share of them gets one
small mutation (a token dropped, repeated or swapped), so that error paths
are compared too.

    scripts/gen_ir.py --count 200 --seed 7 --out DIR

Every file is a pure function of (seed, index): a divergence found by a
campaign is reproduced by `--seed S --first I --count 1`.  Standard library
only.
"""

import argparse
import os
import random
import sys

sys.dont_write_bytecode = True

DIALECTS = ["x", "foo", "d", "test_d", "a.b"]
INT_TYPES = ["i1", "i8", "i16", "i32", "i64", "si8", "ui16", "si64", "ui1",
             "i3", "i128", "index"]
FLOAT_TYPES = ["f16", "bf16", "f32", "f64", "f80", "f128", "tf32",
               "f8E5M2", "f8E4M3FN", "f8E4M3FNUZ", "f8E5M2FNUZ", "f8E4M3B11FNUZ",
               "f8E4M3", "f8E3M4", "f6E2M3FN", "f6E3M2FN", "f4E2M1FN",
               "f8E8M0FNU"]
FILES = ['"a.mlir"', '"dir/b.mlir"', '"x\\"y.td"', '""']


class Gen:
    def __init__(self, rng):
        self.r = rng
        self.attr_aliases = []
        self.type_aliases = []
        self.loc_aliases = []
        self.resources = []
        self.next_value = 0
        self.depth = 0
        self.depth_hint = False

    # ----------------------------------------------------------------- helpers
    def pick(self, xs):
        return self.r.choice(xs)

    def chance(self, p):
        return self.r.random() < p

    def ident(self):
        return self.pick(["a", "b", "x1", "foo_bar", "$d", "v.w", "_", "A9",
                          "arg0", "0", "1", "res"])

    def string(self):
        return self.pick(['"s"', '""', '"a b"', '"\\n\\t"', '"\\22q\\22"',
                          '"\\00"', '"é"', '"\\\\"', '"#alias"', '"0x1234"'])

    def int_for(self, ty):
        """An integer literal, mostly within the range of type ty."""
        if ty == "i1" or ty == "ui1":
            return self.pick(["true", "false", "0", "1"]) if ty == "i1" else self.pick(["0", "1"])
        if ty == "index" or self.chance(0.05):
            return self.int_lit()
        bits = int("".join(ch for ch in ty if ch.isdigit()) or 64)
        lo = 0 if ty.startswith("ui") else -(1 << (bits - 1))
        hi = (1 << bits) - 1 if not ty.startswith("si") else (1 << (bits - 1)) - 1
        v = self.pick([lo, hi, 0, 1, -1 if lo < 0 else 2, self.r.randint(lo, hi)])
        return hex(v) if v >= 0 and self.chance(0.1) else str(v)

    def float_for(self, ty):
        """A float literal; hexadecimal ones only where they fit ty."""
        if ty in ("f32", "f64") or self.chance(0.05):
            return self.float_lit()
        return self.pick(["0.0", "-0.0", "1.0", "1.5", "-2.5", "0.1", "inf", "-inf",
                          "nan", "100.0", "0x0", "0x1"])

    def int_lit(self):
        return self.pick(["0", "1", "-1", "7", "42", "-128", "255", "65535",
                          "2147483647", "-2147483648", "9223372036854775807",
                          "-9223372036854775808", "18446744073709551615",
                          "0x10", "0xFF", "0x7fffffff", "true", "false",
                          str(self.r.randint(-300, 300))])

    def float_lit(self):
        return self.pick(["0.0", "-0.0", "1.0", "1.5", "-2.5e3", "1e10",
                          "3.40282347E+38", "1.0e-45", "0x7FC00000",
                          "0x7F800000", "0xFF800000", "0x3C00", "0x0", "inf",
                          "-inf", "nan", "0.1", "123456789.0",
                          "4.9406564584124654E-324"])

    # ------------------------------------------------------------------- types
    def shape(self, dynamic=True, scalable=False):
        dims = []
        for _ in range(self.r.randint(0, 3)):
            if dynamic and self.chance(0.2):
                dims.append("?")
            elif scalable and self.chance(0.3):
                dims.append("[%d]" % self.r.randint(1, 8))
            else:
                dims.append(str(self.r.choice([0, 1, 2, 3, 4, 16])))
        return "".join(d + "x" for d in dims)

    def scalar_type(self):
        k = self.r.random()
        if self.depth_hint and self.chance(0.95):
            k = min(k, 0.89)
        if k < 0.45:
            return self.pick(INT_TYPES)
        if k < 0.8:
            return self.pick(FLOAT_TYPES)
        if k < 0.9:
            return "complex<%s>" % self.pick(["f32", "f64", "i32", "f16"])
        return self.pick(["none", "index"])

    def type(self, depth=0):
        if self.type_aliases and self.chance(0.1):
            return self.pick(self.type_aliases)
        if depth > 2:
            return self.scalar_type()
        k = self.r.random()
        if k < 0.4:
            return self.scalar_type()
        self.depth_hint = True
        try:
            return self.container_type(k, depth)
        finally:
            self.depth_hint = False

    def container_type(self, k, depth):
        if k < 0.5:
            enc = (", " + self.attr(depth + 1)) if self.chance(0.1) else ""
            return "tensor<%s%s%s>" % (self.shape(), self.scalar_type(), enc)
        if k < 0.55:
            return "tensor<*x%s>" % self.scalar_type()
        if k < 0.65:
            shape = self.shape()
            layout = ""
            if self.chance(0.3):
                rank = shape.count("x") + (1 if self.chance(0.1) else 0)
                dims = ", ".join("d%d" % i for i in range(rank))
                layout = ", " + self.pick([
                    "affine_map<(%s) -> (%s)>" % (dims, dims),
                    "strided<[%s]%s>" % (", ".join(self.pick(["1", "?", "4"])
                                                   for _ in range(rank)),
                                         self.pick(["", ", offset: ?", ", offset: 2"]))])
            space = (", " + self.pick(["1", '"gpu"', "#x.space"])) if self.chance(0.2) else ""
            return "memref<%s%s%s%s>" % (shape, self.scalar_type(), layout, space)
        if k < 0.68:
            return "memref<*x%s%s>" % (self.scalar_type(), ", 2" if self.chance(0.3) else "")
        if k < 0.75:
            return "vector<%s%s>" % (self.shape(dynamic=False, scalable=True) or "4x",
                                     self.pick(["f32", "i8", "index", "i1"]))
        if k < 0.8:
            return "tuple<%s>" % ", ".join(self.type(depth + 1)
                                           for _ in range(self.r.randint(0, 3)))
        if k < 0.87:
            return self.function_type(depth + 1)
        d = self.pick(DIALECTS)
        return self.pick(["!%s.t" % d, "!%s<\"body\">" % d, "!%s.t<%s>" % (d, self.type(depth + 1)),
                          "!%s.t<[1, {a}], (x)>" % d, "!%s.<x>" % d])

    def function_type(self, depth=0):
        ins = ", ".join(self.type(depth + 1) for _ in range(self.r.randint(0, 2)))
        outs = [self.type(depth + 1) for _ in range(self.r.randint(0, 2))]
        res = outs[0] if len(outs) == 1 and not outs[0].startswith("(") and self.chance(0.5) \
            else "(%s)" % ", ".join(outs)
        return "(%s) -> %s" % (ins, res)

    # -------------------------------------------------------------- attributes
    def dense(self):
        ty = self.pick(["i32", "i8", "f32", "f64", "i1", "f16", "complex<f32>",
                        "index", "i64", "bf16"])
        shape = self.pick(["", "2x", "2x2x", "0x", "3x", "1x1x"])
        dims = [int(d) for d in shape.split("x") if d]
        kind = self.pick(["tensor", "vector"]) if 0 not in dims and dims else "tensor"

        def elem():
            if ty == "i1":
                return self.pick(["true", "false", "1", "0"])
            if ty.startswith("complex"):
                return "(%s, %s)" % (self.float_lit(), self.float_lit())
            if ty.startswith(("f", "bf")):
                return self.float_for(ty)
            return self.int_for(ty)

        def nested(ds):
            if not ds:
                return elem()
            return "[%s]" % ", ".join(nested(ds[1:]) for _ in range(ds[0]))

        body = elem() if self.chance(0.3) else nested(dims)
        if self.chance(0.1):
            body = '"0x%s"' % "".join(self.pick("0123456789ABCDEF") for _ in range(8))
        return "dense<%s> : %s<%s%s>" % (body, kind, shape, ty)

    def attr(self, depth=0):
        if self.attr_aliases and self.chance(0.1):
            return self.pick(self.attr_aliases)
        if depth > 2:
            return self.pick(["unit", "1 : i32", '"s"', "true", "@sym"])
        k = self.r.randint(0, 27)
        if k == 0:
            ty = self.pick(INT_TYPES)
            return "%s : %s" % (self.int_for(ty), ty)
        if k == 1:
            ty = self.pick(FLOAT_TYPES)
            return "%s : %s" % (self.float_for(ty), ty)
        if k == 2:
            return self.string() + (" : " + self.type(depth + 1) if self.chance(0.2) else "")
        if k == 3:
            return self.pick(["true", "false", "unit"])
        if k == 4:
            return "[%s]" % ", ".join(self.attr(depth + 1) for _ in range(self.r.randint(0, 3)))
        if k == 5:
            return self.dict(depth + 1)
        if k == 6:
            return self.type(depth + 1)
        if k == 7:
            return self.pick(["@a", "@a::@b", '@"q s"', "@a::@b::@c", '@"x"::@y'])
        if k in (8, 9):
            return self.dense()
        if k == 10:
            n = self.r.randint(0, 4)
            ty = self.pick(["i1", "i8", "i16", "i32", "i64", "f32", "f64"])
            vals = [self.float_for(ty) if ty.startswith("f") else self.int_for(ty)
                    for _ in range(n)]
            return "array<%s%s>" % (ty, (": " + ", ".join(vals)) if vals else "")
        if k == 11:
            return self.affine_map()
        if k == 12:
            return self.affine_set()
        if k == 13:
            return "dense_resource<%s> : tensor<%s%s>" % (
                self.resource_key(), self.pick(["", "2x", "4x", "0x"]),
                self.pick(["i32", "f32", "i8", "i64"]))
        if k == 14:
            return self.pick(["sparse<[[0, 0], [1, 2]], [1, 5]> : tensor<4x4xi32>",
                              "sparse<[[3, 3]], [2.5]> : tensor<4x4xf32>",
                              "sparse<[], []> : tensor<4x4xi32>", "sparse<[[1]], 7> : tensor<2xi8>",
                              "sparse<[[0, 1], [1, 0]], [[1, 2], [3, 4]]> : tensor<2x2x2xi32>"])
        if k == 15:
            d = self.pick(DIALECTS)
            return self.pick(["#%s.a" % d, "#%s<\"body\">" % d, "#%s.a<1, [2]>" % d,
                              "#%s.a<{x = %s}>" % (d, self.attr(depth + 1)),
                              "#%s.<x>" % d, "#%s<a(b)[c]>" % d])
        if k == 16:
            return "strided<[%s]%s>" % (", ".join(self.pick(["1", "?", "4", "0"])
                                                  for _ in range(self.r.randint(0, 3))),
                                        self.pick(["", ", offset: ?", ", offset: 3"]))
        if k == 17:
            return "distinct[%d]<%s>" % (self.r.randint(0, 2), self.attr(depth + 1))
        if k == 18:
            return "loc(%s)" % self.location(depth + 1)
        if k == 19:
            return "dense<> : tensor<0xi32>"
        if k == 20:
            ty = self.pick(["index", "i64", "si32"])
            return "%s : %s" % (self.int_for(ty), ty)
        if k == 21:
            return "opaque<\"%s\", \"0x00\"> : tensor<1xi8>" % self.pick(DIALECTS)
        if k == 22:
            ty = self.pick(["f8E5M2", "f16", "bf16", "f80", "f128"])
            return "%s : %s" % (self.float_for(ty), ty)
        if k == 23:
            return "dense<%s> : tensor<2x!%s.t>" % (self.string(), self.pick(DIALECTS))
        if k == 24:
            return "dense<[%s, %s]> : tensor<2x%s>" % (self.string(), self.string(),
                                                       self.pick(["!x.s", "i8"]))
        if k == 25:
            return "#%s" % self.pick(["x.a", "builtin.unknown", "x.b<>"])
        return "%s" % self.pick(["0 : i1", "-0.0 : f32", "1.0 : f16", "unit"])

    def dict(self, depth=0):
        n = self.r.randint(0, 3)
        entries = []
        keys = self.r.sample(["a", "b", "c", '"quoted key"', "x.y", "sym_name",
                              "value", "_z", '"a"'], n)
        for key in keys:
            entries.append(key if self.chance(0.15) else "%s = %s" % (key, self.attr(depth)))
        return "{%s}" % ", ".join(entries)

    def affine_expr(self, dims, syms, depth=0):
        leaves = ["d%d" % i for i in range(dims)] + ["s%d" % i for i in range(syms)] + \
            [str(self.r.randint(-5, 9))]
        if depth > 2 or self.chance(0.35):
            return self.pick(leaves)
        a = self.affine_expr(dims, syms, depth + 1)
        op = self.pick(["+", "-", "*", "floordiv", "ceildiv", "mod"])
        if op in ("*", "floordiv", "ceildiv", "mod"):
            b = str(self.r.choice([-3, -1, 1, 2, 4, 8])) if self.chance(0.8) \
                else self.affine_expr(dims, syms, depth + 1)
        else:
            b = self.affine_expr(dims, syms, depth + 1)
        e = "%s %s %s" % (a, op, b)
        return "(%s)" % e if self.chance(0.4) else e

    def affine_map(self):
        dims, syms = self.r.randint(0, 3), self.r.randint(0, 2)
        results = ", ".join(self.affine_expr(dims, syms) for _ in range(self.r.randint(0, 3)))
        return "affine_map<(%s)[%s] -> (%s)>" % (
            ", ".join("d%d" % i for i in range(dims)),
            ", ".join("s%d" % i for i in range(syms)), results)

    def affine_set(self):
        dims, syms = self.r.randint(0, 3), self.r.randint(0, 2)
        cs = ", ".join("%s %s %s" % (self.affine_expr(dims, syms), self.pick([">=", "==", "<="]),
                                      self.pick(["0", self.affine_expr(dims, syms)]))
                       for _ in range(self.r.randint(1, 3)))
        return "affine_set<(%s)[%s] : (%s)>" % (
            ", ".join("d%d" % i for i in range(dims)),
            ", ".join("s%d" % i for i in range(syms)), cs)

    def resource_key(self):
        if not self.resources or self.chance(0.3):
            self.resources.append("blob%d" % len(self.resources))
        return self.pick(self.resources)

    # --------------------------------------------------------------- locations
    def location(self, depth=0):
        if self.loc_aliases and self.chance(0.15):
            return self.pick(self.loc_aliases)
        k = self.r.randint(0, 9 if depth < 2 else 3)
        if k == 0:
            return "unknown"
        if k == 1:
            return "%s:%d:%d" % (self.pick(FILES), self.r.randint(0, 9), self.r.randint(0, 9))
        if k == 2:
            return "%s:%d:%d to %s" % (self.pick(FILES), self.r.randint(0, 9),
                                       self.r.randint(0, 9),
                                       self.pick(["3:4", ":7", "1:1"]))
        if k == 3:
            return self.string()
        if k == 4:
            return "%s(%s)" % (self.string(), self.location(depth + 1))
        if k == 5:
            return "callsite(%s at %s)" % (self.location(depth + 1), self.location(depth + 1))
        if k in (6, 7):
            meta = "<%s>" % self.attr(depth + 1) if self.chance(0.3) else ""
            return "fused%s[%s]" % (meta, ", ".join(self.location(depth + 1)
                                                    for _ in range(self.r.randint(0, 3))))
        if k == 8:
            return "#%s.loc" % self.pick(DIALECTS) if self.chance(0.1) else "unknown"
        return "%s:%d" % (self.pick(FILES), self.r.randint(0, 9))

    def loc_suffix(self):
        return " loc(%s)" % self.location() if self.chance(0.4) else ""

    # -------------------------------------------------------------- operations
    def value(self, scope):
        """(name, type) of a value in scope; rarely an undefined one, or a
        known one used with another type."""
        if not scope or self.chance(0.03):
            return "%%%s" % self.pick(["fwd", "99", "nope", "x"]), self.type()
        name, ty = self.pick(scope)
        return name, (self.type() if self.chance(0.02) else ty)

    def new_names(self, n):
        if n == 0:
            return []
        style = self.r.random()
        if style < 0.5:
            base = "%%%d" % self.next_value
            self.next_value += 1
        elif style < 0.97:
            base = "%%%s%d" % (self.pick(["v", "x", "res", "a_b", "v.", "arg"]), self.next_value)
            self.next_value += 1
        else:
            base = "%%%d" % max(0, self.next_value - 1)  # may collide
        if n == 1:
            return [base], base
        return ["%s#%d" % (base, i) for i in range(n)], "%s:%d" % (base, n)

    def op(self, scope, blocks, indent, graph=False):
        """One operation as text; defines its results into scope."""
        pad = "  " * indent
        if self.depth < 3 and self.chance(0.06):
            return self.module(scope, indent)
        name = '"%s.%s"' % (self.pick(DIALECTS), self.pick(["op", "add", "yield", "br", "x.y"]))
        if self.chance(0.05):
            name = '"builtin.unrealized_conversion_cast"'
        n_operands = self.r.randint(0, 3) if scope or self.chance(0.05) else 0
        operands, types_in = zip(*[self.value(scope) for _ in range(n_operands)]) \
            if n_operands else ((), ())
        n_res = self.r.choice([0, 0, 1, 1, 1, 2, 3])
        types_out = [self.type() for _ in range(n_res)]
        text = pad
        names = self.new_names(n_res)
        if names:
            text += names[1] + " = "
        text += "%s(%s)" % (name, ", ".join(operands))
        if blocks and self.chance(0.15):
            succs = [self.pick(blocks) for _ in range(self.r.randint(1, 2))]
            text += "[%s]" % ", ".join(succs)
        if self.chance(0.2):
            text += " <%s>" % self.dict()
        regions = []
        if self.depth < 3 and self.chance(0.25):
            self.depth += 1
            for _ in range(self.r.randint(1, 2)):
                regions.append(self.region(list(scope), indent + 1))
            self.depth -= 1
        if regions:
            text += " (%s)" % ", ".join(regions)
        if self.chance(0.4):
            text += " " + self.dict()
        text += " : (%s) -> %s" % (", ".join(types_in),
                                   types_out[0] if len(types_out) == 1 and self.chance(0.5)
                                   and not types_out[0].startswith("(")
                                   else "(%s)" % ", ".join(types_out))
        text += self.loc_suffix()
        if names:
            scope.extend(zip(names[0], types_out))
        return text + "\n"

    def module(self, scope, indent):
        pad = "  " * indent
        self.depth += 1
        sym = (" @%s" % self.pick(["m", "inner", '"q m"'])) if self.chance(0.5) else ""
        attrs = (" attributes %s" % self.dict()) if self.chance(0.2) else ""
        body = "".join(self.op(list(scope), [], indent + 1, graph=True)
                       for _ in range(self.r.randint(0, 3)))
        self.depth -= 1
        return "%smodule%s%s {\n%s%s}%s\n" % (pad, sym, attrs, body, pad, self.loc_suffix())

    def region(self, scope, indent):
        pad = "  " * indent
        n_blocks = self.r.choice([0, 1, 1, 1, 2, 3])
        if n_blocks == 0:
            return "{\n%s}" % pad
        labels = ["^bb%d" % i for i in range(n_blocks)]
        if self.chance(0.2):
            labels = ["^%s" % self.pick(["entry", "bb0", "exit", "a.b", "bb1"])
                      for _ in labels]
        text = "{\n"
        for i, label in enumerate(labels):
            args = []
            block_scope = list(scope)
            if i > 0 or self.chance(0.5):
                for _ in range(self.r.randint(0, 2)):
                    name = "%%%s%d" % (self.pick(["arg", "b", "", "x"]), self.next_value)
                    self.next_value += 1
                    ty = self.type()
                    args.append("%s: %s%s" % (name, ty, self.loc_suffix()))
                    block_scope.append((name, ty))
                if i > 0 or args or self.chance(0.5):
                    text += "%s%s%s:\n" % (pad, label, "(%s)" % ", ".join(args) if args else "")
            for _ in range(self.r.randint(0, 3)):
                text += self.op(block_scope, labels, indent + 1)
            if i > 0 or n_blocks > 1:
                text += '%s  "x.br"()[%s] : () -> ()\n' % (pad, self.pick(labels))
        return text + pad + "}"

    # ---------------------------------------------------------------- top level
    def file(self):
        out = []
        for i in range(self.r.randint(0, 3)):
            name = "#%s%d" % (self.pick(["a", "map", "x_", "a.b" if self.chance(0.05) else "c"]), i)
            out.append("%s = %s\n" % (name, self.attr()))
            self.attr_aliases.append(name)
        for i in range(self.r.randint(0, 2)):
            name = "!%s%d" % (self.pick(["t", "ty", "t.v" if self.chance(0.05) else "tt"]), i)
            out.append("%s = %s\n" % (name, self.type()))
            self.type_aliases.append(name)
        loc_defs = []
        for i in range(self.r.randint(0, 3)):
            name = "#loc%d" % i if self.chance(0.9) else "#%s" % self.pick(["l", "loc"])
            loc_defs.append("%s = loc(%s)\n" % (name, self.location()))
            self.loc_aliases.append(name)
        body = []
        scope = []
        top = self.r.random()
        if top < 0.4:
            body.append(self.module(scope, 0))
        else:
            for _ in range(self.r.randint(1, 5)):
                body.append(self.op(scope, [], 0))
        out += body + loc_defs
        if self.resources and self.chance(0.8):
            entries = []
            for key in self.resources:
                data = "".join(self.pick("0123456789ABCDEF") for _ in range(2 * self.r.choice([0, 1, 4, 8])))
                align = self.pick(["04000000", "08000000", "01000000", "00000000", "10000000"])
                entries.append("      %s: \"0x%s%s\"" % (key, align, data))
            out.append("{-#\n  dialect_resources: {\n    builtin: {\n%s\n    }\n  }\n#-}\n"
                       % ",\n".join(entries))
        return "".join(out)


def mutate(rng, text):
    """One small textual change: drop, repeat or swap a token or character."""
    tokens = text.split(" ")
    if len(tokens) < 2:
        return text
    i = rng.randrange(len(tokens))
    k = rng.randint(0, 4)
    if k == 0:
        del tokens[i]
    elif k == 1:
        tokens.insert(i, tokens[i])
    elif k == 2:
        j = rng.randrange(len(tokens))
        tokens[i], tokens[j] = tokens[j], tokens[i]
    elif k == 3 and text:
        pos = rng.randrange(len(text))
        return text[:pos] + text[pos + 1:]
    else:
        pos = rng.randrange(len(text) + 1)
        return text[:pos] + rng.choice(["(", ")", "{", "}", "<", ">", ",", ":",
                                        "%", "^", "#", "!", "@", '"', "\n"]) + text[pos:]
    return " ".join(tokens)


def generated(gen_class, key, mutation_rate):
    """One input: a `gen_class` file from the random stream `key`, with one
    mutation at `mutation_rate`."""
    rng = random.Random(key)
    text = gen_class(rng).file()
    if rng.random() < mutation_rate:
        text = mutate(rng, text)
    return text


def generate(seed, index, mutation_rate=0.25):
    return generated(Gen, "%d:%d" % (seed, index), mutation_rate)


def write_inputs(generate, suffix, argv=None, mutation_rate=0.25, doc=__doc__, parents=()):
    """The command line both generators share: `--count` inputs of
    `--seed` from index `--first` into `--out`, one file each (parents:
    a generator's own options, for --help)."""
    ap = argparse.ArgumentParser(description=doc.split("\n\n")[0], parents=list(parents))
    ap.add_argument("--count", type=int, default=100)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--first", type=int, default=0, help="index of the first input")
    ap.add_argument("--mutation-rate", type=float, default=mutation_rate)
    ap.add_argument("--out", required=True, help="folder to write the files into")
    args = ap.parse_args(argv)
    os.makedirs(args.out, exist_ok=True)
    for i in range(args.first, args.first + args.count):
        path = os.path.join(args.out, "s%d-%06d%s" % (args.seed, i, suffix))
        with open(path, "w") as f:
            f.write(generate(args.seed, i, args.mutation_rate))
    return 0


if __name__ == "__main__":
    sys.exit(write_inputs(generate, ".mlir"))
