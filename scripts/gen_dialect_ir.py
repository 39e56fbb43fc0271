#!/usr/bin/env python3
"""Structure-aware generator of IR of MLIR's own dialects (ub, index, arith,
math, complex, cf, func, scf; optionally memref, affine, vector) for the
differential runner.

Each file is a module of a few `func.func` functions whose bodies are built
with a scope of typed values, so that an unmutated file is valid IR that
mlir-opt 22 accepts: many constants (integers of every width, floats with
nan, inf, -0.0 and hexadecimal forms, dense vectors and tensors, complex
numbers) feeding arith, index, math and complex operations with their flags
(overflow<...>, fastmath<...>, predicates), so that folders and
canonicalization patterns fire; blocks with arguments and cf branches,
scf.for (zero-trip, one-trip, iter_args), scf.if, scf.while,
scf.execute_region, scf.index_switch, func.call, func.constant and
func.call_indirect.  A share of the inputs gets one small mutation
(gen_ir.mutate) so that error paths are compared too.

With `--dialects memory` a third of the operations are memref, affine and
vector ones: memref.alloc/alloca/dealloc with static and dynamic shapes,
strided and affine-map layouts and memory spaces, load/store, subview,
reinterpret_cast, cast, collapse_shape/expand_shape, dim, copy; affine.for
(constant, symbol and min/max map bounds, steps, iter_args), affine.if with
integer sets, affine.apply/min/max, affine.load/store, affine.parallel (with
reductions); vector constants, broadcast, from_elements, extract/insert at
static and dynamic positions, transfer_read/write with permutation maps,
in_bounds and masks, create_mask/constant_mask, vector.mask, reductions,
contract, fma, shape_cast.  The default (`--dialects core`) writes what it
always wrote, the sample CI replays.

    scripts/gen_dialect_ir.py --count 200 --seed 7 --out DIR
    scripts/gen_dialect_ir.py --dialects memory --count 200 --seed 7 --out DIR

Every file is a pure function of (seed, index): `--seed S --first I --count
1` writes input I again.  Standard library only.
"""

import argparse
import math
import os
import random
import re
import sys

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gen_ir import generated, write_inputs  # noqa: E402

INT_ELEMS = ["i1", "i8", "i16", "i32", "i64", "i128", "index"]
FLOAT_ELEMS = ["f16", "bf16", "f32", "f64"]
SHAPED = ["vector<4x%s>", "tensor<4x%s>", "vector<2x%s>"]
COMPLEX = ["complex<f32>", "complex<f64>"]
WIDTH = {"i1": 1, "i8": 8, "i16": 16, "i32": 32, "i64": 64, "i128": 128,
         "index": 64, "f16": 16, "bf16": 16, "f32": 32, "f64": 64}

CMPI = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"]
CMPF = ["false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt",
        "uge", "ult", "ule", "une", "uno", "true"]
INT_BIN = ["addi", "subi", "muli", "divsi", "divui", "ceildivsi", "ceildivui",
           "floordivsi", "remsi", "remui", "andi", "ori", "xori", "shli", "shrsi",
           "shrui", "maxsi", "minsi", "maxui", "minui"]
OVERFLOW = ["addi", "subi", "muli", "shli"]
FLOAT_BIN = ["addf", "subf", "mulf", "divf", "remf", "maximumf", "minimumf",
             "maxnumf", "minnumf"]
FASTMATH = ["none", "reassoc", "nnan", "ninf", "nsz", "arcp", "contract",
            "afn", "fast", "nnan,ninf", "reassoc,nsz,contract"]
INDEX_BIN = ["add", "sub", "mul", "divs", "divu", "ceildivs", "ceildivu",
             "floordivs", "rems", "remu", "maxs", "maxu", "mins", "minu", "shl",
             "shrs", "shru", "and", "or", "xor"]
MATH_FUNARY = ["absf", "sqrt", "rsqrt", "exp", "exp2", "expm1", "log", "log2",
               "log10", "log1p", "sin", "cos", "tan", "tanh", "atan", "cbrt",
               "erf", "floor", "ceil", "round", "roundeven", "trunc", "sinh",
               "cosh", "asin", "acos", "asinh", "acosh", "atanh", "erfc"]
MATH_FBIN = ["powf", "copysign", "atan2"]
MATH_IUNARY = ["absi", "ctlz", "cttz", "ctpop"]
MATH_FPRED = ["isnan", "isinf", "isfinite", "isnormal"]
COMPLEX_UNARY = ["exp", "log", "neg", "sqrt", "sin", "cos", "tanh", "tan",
                 "conj", "rsqrt", "sign", "log1p", "expm1"]
COMPLEX_BIN = ["add", "sub", "mul", "div", "pow"]


def elem(ty):
    return ty[ty.index("x") + 1:-1] if ty.startswith(("vector<", "tensor<")) else ty


def with_elem(ty, e):
    return ty[:ty.index("x") + 1] + e + ">" if ty.startswith(("vector<", "tensor<")) else e


def is_int(ty):
    return elem(ty) in INT_ELEMS


def is_float(ty):
    return elem(ty) in FLOAT_ELEMS


# -------------------------------------------------- memref, affine, vector
# Only with --dialects memory (Gen(memory=True)): the default stream, which
# CI replays, stays as it was.
MEM_ELEMS = ["f32", "f32", "i32", "f16", "i64", "index"]
VEC_ELEMS = ["f32", "f32", "i32", "f64"]
FLOAT_KINDS = ["add", "mul", "minimumf", "maximumf", "minnumf", "maxnumf"]
INT_KINDS = ["add", "mul", "minsi", "minui", "maxsi", "maxui", "and", "or", "xor"]


def memref_type(shape, e, layout="", space=""):
    """`memref<4x?xf32, layout, space>` from shape (ints, None for `?`)."""
    dims = "".join(("?" if d is None else str(d)) + "x" for d in shape)
    return "memref<%s%s%s%s>" % (dims, e, ", " + layout if layout else "",
                                 ", " + space if space else "")


def vector_type(shape, e):
    return "vector<%s%s>" % ("".join("%dx" % d for d in shape), e)


def row_major(shape):
    strides, acc = [], 1
    for d in reversed(shape):
        strides.insert(0, acc)
        acc *= d
    return strides


class MemoryOps:
    """memref, affine and vector operations for Gen: a memref value's type
    is recorded in self.mem[type] = (shape, elem, kind, space) with kind
    "identity", "strided" or "map"; values valid as affine symbols and
    dimensions are kept under the scope keys "!sym" and "!dim"."""

    def memory_op(self, scope, depth):
        k = self.r.random()
        if k < 0.3:
            return self.memref_op(scope)
        if k < 0.55:
            return self.affine_op(scope, depth)
        return self.vector_op(scope)

    # ------------------------------------------------------------ memrefs
    def new_memref(self, scope, kind=None):
        rank = self.pick([1, 1, 2, 2, 3])
        shape = [self.pick([1, 2, 4, 8]) for _ in range(rank)]
        e = self.pick(MEM_ELEMS)
        kind = kind or self.pick(["identity"] * 4 + ["strided", "map"])
        space = self.pick(["", "", "", "1", "3"])
        layout = ""
        if kind == "strided":
            strides = [s * self.pick([1, 1, 2]) for s in row_major(shape)]
            layout = "strided<[%s]%s>" % (", ".join(map(str, strides)), self.pick(
                ["", ", offset: %d" % self.pick([0, 3, 16])]))
        elif kind == "map":
            dims = ["d%d" % i for i in range(rank)]
            exprs = list(reversed(dims)) if self.chance(0.5) else \
                [d + " + %d" % self.r.randint(0, 3) for d in dims]
            layout = "affine_map<(%s) -> (%s)>" % (", ".join(dims), ", ".join(exprs))
        dyn = []
        if kind == "identity" and self.chance(0.3):
            i = self.r.randrange(rank)
            shape[i] = None
            dyn = [self.sym(scope)]
        ty = memref_type(shape, e, layout, space)
        self.mem[ty] = (shape, e, kind, space)
        op = "alloca" if self.chance(0.3) else "alloc"
        name = self.result(scope, ty, "memref.%s(%s) : %s" % (op, ", ".join(dyn), ty))
        self.define(scope, name, "!memref")
        if op == "alloc" and self.chance(0.1):
            self.emit("memref.dealloc %s : %s" % (name, ty))
        return name

    def memref_of(self, scope, want=None, fresh_p=0.2):
        """An existing memref (of a kind in want), or a new one."""
        have = [m for m in scope.get("!memref", [])
                if want is None or self.mem[self.type_of(scope, m)][2] in want]
        if have and not self.chance(fresh_p):
            m = self.pick(have)
            return m, self.type_of(scope, m)
        m = self.new_memref(scope, self.pick(want) if want else None)
        return m, self.type_of(scope, m)

    def type_of(self, scope, name):
        for ty, names in scope.items():
            if ty.startswith("memref<") and name in names:
                return ty
        raise KeyError(name)

    def index_in(self, scope, size):
        if size is not None and self.chance(0.7):
            return self.constant_of(scope, "index", str(self.r.randrange(size)))
        return self.val(scope, "index")

    def memref_op(self, scope):
        k = self.r.random()
        m, ty = self.memref_of(scope)
        shape, e, kind, space = self.mem[ty]
        idx = lambda: [self.index_in(scope, d) for d in shape]  # noqa: E731
        if k < 0.25:
            return self.result(scope, e, "memref.load %s[%s] : %s"
                               % (m, ", ".join(idx()), ty))
        if k < 0.45:
            v = self.val(scope, e)
            self.emit("memref.store %s, %s[%s] : %s" % (v, m, ", ".join(idx()), ty))
            return
        if k < 0.52:
            c = self.constant_of(scope, "index", str(self.r.randrange(len(shape) + 1)))
            return self.result(scope, "index", "memref.dim %s, %s : %s" % (m, c, ty))
        if k < 0.6:
            other = m if self.chance(0.3) else self.new_memref_like(scope, ty)
            self.emit("memref.copy %s, %s : %s to %s" % (m, other, ty, ty))
            return
        m, ty = self.memref_of(scope, ["identity"])
        shape, e, kind, space = self.mem[ty]
        if None in shape or k < 0.68:
            return self.memref_cast(scope, m, ty)
        if k < 0.8:
            return self.subview(scope, m, ty)
        if k < 0.88:
            return self.reinterpret(scope, m, ty)
        if len(shape) > 1:
            n = len(shape)
            if n == 2 or self.chance(0.5):
                out, groups = [math.prod(shape)], [list(range(n))]
            else:
                out, groups = [shape[0] * shape[1]] + shape[2:], [[0, 1]] + [[i] for i in range(2, n)]
            groups = "[%s]" % ", ".join("[%s]" % ", ".join(map(str, g)) for g in groups)
            return self.register(scope, out, e, space, "memref.collapse_shape %s %s : %s into {ty}"
                                 % (m, groups, ty))
        a = self.pick([d for d in (1, 2, 4) if shape[0] % d == 0])
        out_shape = [a, shape[0] // a]
        return self.register(scope, out_shape, e, space, "memref.expand_shape %s [[0, 1]] "
                             "output_shape [%d, %d] : %s into {ty}"
                             % (m, out_shape[0], out_shape[1], ty))

    def register(self, scope, shape, e, space, rhs, layout="", kind="identity"):
        """A memref result of rhs (its type in place of `{ty}`)."""
        ty = memref_type(shape, e, layout, space)
        self.mem[ty] = (shape, e, kind, space)
        name = self.result(scope, ty, rhs.replace("{ty}", ty))
        self.define(scope, name, "!memref")
        return name

    def new_memref_like(self, scope, ty):
        shape, e, kind, space = self.mem[ty]
        if kind != "identity" or None in shape:
            return self.pick(scope[ty])
        return self.register(scope, shape, e, space, "memref.alloc() : {ty}")

    def memref_cast(self, scope, m, ty):
        shape, e, kind, space = self.mem[ty]
        if None in shape or self.chance(0.2):
            # A dynamic size may be a constant that a static cast would
            # contradict (undefined behaviour, which canonicalization turns
            # into invalid IR in an order-dependent way): unranked instead.
            out = "memref<*x%s%s>" % (e, ", " + space if space else "")
            return self.result(scope, out, "memref.cast %s : %s to %s" % (m, ty, out))
        out = [None if self.chance(0.5) else d for d in shape]
        if out == shape:
            out = [None] + shape[1:]
        return self.register(scope, out, e, space, "memref.cast %s : %s to {ty}" % (m, ty))

    def subview(self, scope, m, ty):
        shape, e, kind, space = self.mem[ty]
        strides = row_major(shape)
        offs, sizes, steps = [], [], []
        for d in shape:
            size = self.r.randint(1, d)
            step = self.pick([1, 1, 2]) if size > 1 and 2 * (size - 1) < d else 1
            offs.append(self.r.randint(0, d - 1 - step * (size - 1)))
            sizes.append(size)
            steps.append(step)
        dyn = self.chance(0.3)
        offset = "?" if dyn else str(sum(o * s for o, s in zip(offs, strides)))
        offs_s = [str(o) for o in offs]
        if dyn:
            offs_s[0] = self.val(scope, "index")
        layout = "strided<[%s]%s>" % (", ".join(str(s * t) for s, t in zip(strides, steps)),
                                      "" if offset == "0" else ", offset: " + offset)
        return self.register(scope, sizes, e, space, "memref.subview %s[%s] [%s] [%s] : %s to {ty}"
                             % (m, ", ".join(offs_s), ", ".join(map(str, sizes)),
                                ", ".join(map(str, steps)), ty), layout, "strided")

    def reinterpret(self, scope, m, ty):
        shape, e, kind, space = self.mem[ty]
        total = math.prod(shape)
        a = self.pick([d for d in (1, 2, 4) if total % d == 0])
        sizes = [a, total // a]
        off = self.pick([0, 0, 1])
        layout = "strided<[%d, 1]%s>" % (sizes[1], ", offset: %d" % off if off else "")
        return self.register(scope, sizes, e, space, "memref.reinterpret_cast %s to offset: [%d],"
                             " sizes: [%d, %d], strides: [%d, 1] : %s to {ty}"
                             % (m, off, sizes[0], sizes[1], sizes[1], ty), layout, "strided")

    # ------------------------------------------------------------- affine
    def sym(self, scope):
        """An index value valid as an affine symbol: an argument, a constant."""
        if scope.get("!sym") and self.chance(0.6):
            return self.pick(scope["!sym"])
        c = self.constant_of(scope, "index", self.pick(["0", "1", "2", "3", "4", "8", "-1"]))
        self.define(scope, c, "!sym")
        return c

    def dim(self, scope):
        """An index value valid as an affine dimension (also loop indices)."""
        if scope.get("!dim") and self.chance(0.6):
            return self.pick(scope["!dim"])
        return self.sym(scope)

    def aff_expr(self, nd, ns):
        terms = []
        for _ in range(self.r.randint(1, 3)):
            k = self.r.random()
            v = ("d%d" % self.r.randrange(nd)) if nd and (not ns or self.chance(0.6)) \
                else ("s%d" % self.r.randrange(ns)) if ns else None
            if v is None or k < 0.15:
                terms.append(str(self.r.randint(-4, 16)))
            elif k < 0.45:
                terms.append(v)
            elif k < 0.65:
                terms.append("%s * %d" % (v, self.pick([-1, 2, 3, 4])))
            else:
                terms.append("%s %s %d" % (v, self.pick(["floordiv", "ceildiv", "mod"]),
                                           self.pick([2, 3, 4, 8])))
        return " + ".join(terms)

    def aff_map(self, scope, nres, nd=None, ns=None):
        """`affine_map<...>(dims)[syms]` with nres results."""
        nd = self.r.randint(0, 2) if nd is None else nd
        ns = self.r.randint(0, 1) if ns is None else ns
        exprs = [self.aff_expr(nd, ns) for _ in range(nres)]
        head = "(%s)[%s]" % (", ".join("d%d" % i for i in range(nd)),
                              ", ".join("s%d" % i for i in range(ns)))
        if not ns:
            head = head[:-2]
        m = "affine_map<%s -> (%s)>" % (head, ", ".join(exprs))
        ops = "(%s)" % ", ".join(self.dim(scope) for _ in range(nd))
        if ns:
            ops += "[%s]" % ", ".join(self.sym(scope) for _ in range(ns))
        return m, ops

    def affine_access(self, scope, shape):
        """Indices `[d0 + 1, %c]` of an affine access to a memref of shape."""
        out = []
        for d in shape:
            k = self.r.random()
            if k < 0.4:
                out.append(str(self.r.randrange(d) if d else 0))
            elif k < 0.8:
                out.append(self.dim(scope))
            else:
                out.append("%s + %d" % (self.dim(scope), self.r.randint(0, 3)))
        return ", ".join(out)

    def affine_op(self, scope, depth):
        k = self.r.random()
        if k < 0.25 and depth < 3:
            return self.affine_for(scope, depth)
        if k < 0.35 and depth < 3:
            return self.affine_if(scope, depth)
        if k < 0.42 and depth < 3:
            return self.affine_parallel(scope, depth)
        if k < 0.62:
            op = self.pick(["apply", "min", "max"])
            m, ops = self.aff_map(scope, 1 if op == "apply" else self.r.randint(1, 3))
            name = self.result(scope, "index", "affine.%s %s%s" % (op, m, ops))
            self.define(scope, name, "!dim")
            return name
        m, ty = self.memref_of(scope)
        shape, e, kind, space = self.mem[ty]
        if None in shape:
            shape = [d or 1 for d in shape]
        if k < 0.82:
            return self.result(scope, e, "affine.load %s[%s] : %s"
                               % (m, self.affine_access(scope, shape), ty))
        self.emit("affine.store %s, %s[%s] : %s" % (
            self.val(scope, e), m, self.affine_access(scope, shape), ty))

    def bound(self, scope, which):
        k = self.r.random()
        if k < 0.5:
            return str(self.pick([0, 1, 2, 4, 10] if which == "lb" else [0, 1, 4, 8, 16]))
        if k < 0.65:
            return self.sym(scope)
        m, ops = self.aff_map(scope, self.r.randint(1, 2))
        n = m.count(",", m.index("-> ("))
        kw = ("max " if which == "lb" else "min ") if n or self.chance(0.5) else ""
        return kw + m + ops

    def affine_for(self, scope, depth):
        lb, ub = self.bound(scope, "lb"), self.bound(scope, "ub")
        step = self.pick(["", "", " step 2", " step 3"])
        types = [self.any_type() for _ in range(self.pick([0, 0, 1, 2]))]
        inits = [self.val(scope, t) for t in types]
        iv = self.fresh("i")
        iters = [self.fresh("it") for _ in types]
        head = "affine.for %s = %s to %s%s" % (iv, lb, ub, step)
        if types:
            head += " iter_args(%s) -> (%s)" % (
                ", ".join("%s = %s" % (a, b) for a, b in zip(iters, inits)), ", ".join(types))
        self.nested(scope, depth, types, head,
                    [(iv, "index"), (iv, "!dim")] + list(zip(iters, types)), "affine.yield")

    def affine_if(self, scope, depth):
        nd, ns = self.r.randint(1, 2), self.r.randint(0, 1)
        cons = ["%s %s 0" % (self.aff_expr(nd, ns), ">=" if self.chance(0.8) else "==")
                for _ in range(self.r.randint(1, 3))]
        head = "(%s)" % ", ".join("d%d" % i for i in range(nd))
        if ns:
            head += "[s0]"
        ops = "(%s)" % ", ".join(self.dim(scope) for _ in range(nd))
        if ns:
            ops += "[%s]" % self.sym(scope)
        types = self.region_types()
        h = "affine.if affine_set<%s : (%s)>%s" % (head, ", ".join(cons), ops)
        if types:
            h += " -> (%s)" % ", ".join(types)
        names = self.multi({}, types, h + " {")
        self.block(scope, depth, types, yield_op="affine.yield")
        if types or self.chance(0.5):
            self.emit("} else {")
            self.block(scope, depth, types, yield_op="affine.yield")
        self.emit("}")
        for n, t in zip(names, types):
            self.define(scope, n, t)

    def affine_parallel(self, scope, depth):
        n = self.r.randint(1, 2)
        ivs = [self.fresh("i") for _ in range(n)]
        ubs = [str(self.pick([1, 2, 4, 8])) for _ in range(n)]
        if self.chance(0.3):
            ubs[0] = self.sym(scope)
        types = ["f32"] if self.chance(0.3) else []
        head = "affine.parallel (%s) = (%s) to (%s)" % (
            ", ".join(ivs), ", ".join("0" for _ in ivs), ", ".join(ubs))
        if self.chance(0.3):
            head += " step (%s)" % ", ".join(self.pick(["1", "2"]) for _ in ivs)
        if types:
            head += ' reduce ("%s") -> (f32)' % self.pick(["addf", "mulf", "maximumf", "minimumf"])
        self.nested(scope, depth, types, head,
                    [(i, t) for i in ivs for t in ("index", "!dim")], "affine.yield")

    # ------------------------------------------------------------- vectors
    def vec(self, scope, shape, e, fresh_p=0.3):
        """A vector value of shape and e: existing, or a constant."""
        ty = vector_type(shape, e)
        if scope.get(ty) and not self.chance(fresh_p):
            return self.pick(scope[ty])
        if len(shape) == 1 and e != "i1" and self.chance(0.5):
            return self.constant(scope, ty)
        if e == "i1":
            return self.mask(scope, shape)
        if self.chance(0.5):
            return self.result(scope, ty, "vector.broadcast %s : %s to %s"
                               % (self.val(scope, e), e, ty))
        lit = self.scalar_lit(e)
        return self.result(scope, ty, "arith.constant dense<%s> : %s" % (lit, ty))

    def mask(self, scope, shape):
        ty = vector_type(shape, "i1")
        if scope.get(ty) and self.chance(0.5):
            return self.pick(scope[ty])
        if self.chance(0.5):
            sizes = [self.r.randint(0, d) for d in shape]
            if 0 in sizes:  # a zero size makes the whole mask empty
                sizes = [0] * len(shape)
            return self.result(scope, ty, "vector.constant_mask [%s] : %s"
                               % (", ".join(map(str, sizes)), ty))
        return self.result(scope, ty, "vector.create_mask %s : %s" % (
            ", ".join(self.val(scope, "index") if self.chance(0.5) else
                      self.constant_of(scope, "index", str(self.r.randint(-1, d + 1)))
                      for d in shape), ty))

    def vector_op(self, scope):
        e = self.pick(VEC_ELEMS)
        shape = self.pick([[4], [4], [8], [2, 4]])
        ty = vector_type(shape, e)
        k = self.r.random()
        if k < 0.3:
            return self.transfer(scope)
        if k < 0.38:
            return self.result(scope, vector_type(shape[1:] or [4], e) if len(shape) > 1
                               else ty, self.broadcast_rhs(scope, shape, e))
        if k < 0.46:
            if len(shape) > 1:
                e = "f32"
                shape = [4]
                ty = vector_type(shape, e)
            vals = [self.val(scope, e) for _ in range(shape[0])]
            return self.result(scope, ty, "vector.from_elements %s : %s" % (", ".join(vals), ty))
        if k < 0.58:
            v = self.vec(scope, shape, e)
            pos = self.position(scope, shape[0])
            out = vector_type(shape[1:], e) if len(shape) > 1 else e
            if self.chance(0.5):
                return self.result(scope, out, "vector.extract %s[%s] : %s from %s"
                                   % (v, pos, out, ty))
            x = self.vec(scope, shape[1:], e) if len(shape) > 1 else self.val(scope, e)
            return self.result(scope, ty, "vector.insert %s, %s[%s] : %s into %s"
                               % (x, v, pos, out, ty))
        if k < 0.7:
            v = self.vec(scope, shape[-1:], e)
            kinds = FLOAT_KINDS if e in FLOAT_ELEMS else INT_KINDS
            rhs = "vector.reduction <%s>, %s%s : %s into %s" % (
                self.pick(kinds), v, (", " + self.val(scope, e)) if self.chance(0.3) else "",
                vector_type(shape[-1:], e), e)
            if self.chance(0.3):
                rhs = "vector.mask %s { %s } : %s -> %s" % (
                    self.mask(scope, shape[-1:]), rhs, vector_type(shape[-1:], "i1"), e)
            return self.result(scope, e, rhs)
        if k < 0.78 and e in FLOAT_ELEMS:
            a, b, c = (self.vec(scope, shape, e) for _ in range(3))
            return self.result(scope, ty, "vector.fma %s, %s, %s : %s" % (a, b, c, ty))
        if k < 0.86:
            src, dst = ([2, 4], [8]) if self.chance(0.5) else ([8], [2, 4])
            return self.result(scope, vector_type(dst, e), "vector.shape_cast %s : %s to %s" % (
                self.vec(scope, src, e), vector_type(src, e), vector_type(dst, e)))
        if k < 0.93:
            return self.mask(scope, shape)
        return self.contract(scope, e)

    def broadcast_rhs(self, scope, shape, e):
        if len(shape) > 1:  # a 2-D source would be in scope rarely: 1-D to 1-D
            src, out = e, vector_type([4], e)
            return "vector.broadcast %s : %s to %s" % (self.val(scope, e), src, out)
        return "vector.broadcast %s : %s to %s" % (self.val(scope, e), e, vector_type(shape, e))

    def position(self, scope, size):
        if self.chance(0.3):
            return self.val(scope, "index")
        return str(self.r.randrange(size))

    def contract(self, scope, e):
        kind = self.pick(["add", "mul"] if e in FLOAT_ELEMS else ["add", "mul", "and"])
        attrs = "kind = #vector.kind<%s>" % kind
        if self.chance(0.5):
            a, b = self.vec(scope, [4], e), self.vec(scope, [4], e)
            acc = self.val(scope, e)
            return self.result(scope, e, (
                "vector.contract {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0)"
                " -> (d0)>, affine_map<(d0) -> ()>], iterator_types = [\"reduction\"], %s}"
                " %s, %s, %s : %s, %s into %s") % (attrs, a, b, acc, vector_type([4], e),
                                                   vector_type([4], e), e))
        a, b, c = self.vec(scope, [2, 4], e), self.vec(scope, [4, 2], e), self.vec(scope, [2, 2], e)
        return self.result(scope, vector_type([2, 2], e), (
            "vector.contract {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, "
            "affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], "
            "iterator_types = [\"parallel\", \"parallel\", \"reduction\"], %s}"
            " %s, %s, %s : %s, %s into %s") % (attrs, a, b, c, vector_type([2, 4], e),
                                               vector_type([4, 2], e), vector_type([2, 2], e)))

    def transfer(self, scope):
        m, ty = self.memref_of(scope)
        shape, e, kind, space = self.mem[ty]
        if e == "index" or e == "f16":
            e = self.pick(["f32", "i32"])
            m = self.new_memref(scope)
            ty = self.type_of(scope, m)
            shape, e, kind, space = self.mem[ty]
            if e in ("index", "f16"):
                return
        rank = len(shape)
        idx = ", ".join(self.index_in(scope, d) for d in shape)
        k = self.r.random()
        if k < 0.55 or rank == 1:  # minor identity, 1-D
            perm, vshape, inb = "", [self.pick([2, 4, 8])], [self.pick(["true", "false"])]
        elif k < 0.8:  # transposed minor dims
            dims = ", ".join("d%d" % i for i in range(rank))
            perm = "permutation_map = affine_map<(%s) -> (d%d, d%d)>" % (dims, rank - 1, rank - 2)
            vshape, inb = [self.pick([2, 4]), self.pick([2, 4])], ["false", "true"]
        else:  # broadcast of the innermost element
            dims = ", ".join("d%d" % i for i in range(rank))
            perm = "permutation_map = affine_map<(%s) -> (0, d%d)>" % (dims, rank - 1)
            vshape, inb = [self.pick([2, 3]), 4], ["true", self.pick(["true", "false"])]
        vty = vector_type(vshape, e)
        attrs = ", ".join(x for x in (perm, "in_bounds = [%s]" % ", ".join(inb)) if x)
        use_mask = not perm and self.chance(0.35)
        mask = (", " + self.mask(scope, vshape)) if use_mask else ""
        masked = not perm and not use_mask and self.chance(0.15)
        if self.chance(0.55):
            rhs = "vector.transfer_read %s[%s], %s%s {%s} : %s, %s" % (
                m, idx, self.val(scope, e), mask, attrs, ty, vty)
            if masked:
                rhs = "vector.mask %s { %s } : %s -> %s" % (
                    self.mask(scope, vshape), rhs, vector_type(vshape, "i1"), vty)
            return self.result(scope, vty, rhs)
        if "(0," in perm:
            return
        op = "vector.transfer_write %s, %s[%s]%s {%s} : %s, %s" % (
            self.vec(scope, vshape, e), m, idx, mask, attrs, vty, ty)
        if masked:
            op = "vector.mask %s { %s } : %s" % (self.mask(scope, vshape), op,
                                               vector_type(vshape, "i1"))
        self.emit(op)


class Gen(MemoryOps):
    def __init__(self, rng, memory=False):
        self.r = rng
        self.memory = memory
        self.mem = {}  # memref type -> (shape, elem, layout kind, memory space)
        self.n = 0
        self.poisoned = set()
        self.funcs = []  # (name, arg types, result types)

    def pick(self, xs):
        return self.r.choice(xs)

    def chance(self, p):
        return self.r.random() < p

    # ------------------------------------------------------------------ types
    def int_type(self, shaped=0.15, index=True):
        e = self.pick(INT_ELEMS if index else INT_ELEMS[:-1])
        if self.chance(shaped):
            return self.pick(SHAPED) % e
        return e

    def float_type(self, shaped=0.15):
        e = self.pick(FLOAT_ELEMS)
        if self.chance(shaped):
            return self.pick(SHAPED) % e
        return e

    def any_type(self):
        k = self.r.random()
        if k < 0.5:
            return self.int_type()
        if k < 0.9:
            return self.float_type()
        return self.pick(COMPLEX)

    # -------------------------------------------------------------- literals
    def int_lit(self, e, dense=False):
        if e == "i1":
            return self.pick(["true", "false", "0", "1"] if dense else ["0", "1", "-1"])
        bits = WIDTH[e]
        lo, hi, umax = -(1 << (bits - 1)), (1 << (bits - 1)) - 1, (1 << bits) - 1
        if e == "index":
            umax = hi  # an index constant is a signed 64-bit value
        v = self.pick([0, 1, -1, 2, 3, 7, -8, lo, hi, umax, bits, bits - 1, bits + 1,
                       self.r.randint(-100, 100), self.r.randint(lo, hi)])
        return hex(v) if v >= 0 and self.chance(0.1) else str(v)

    def float_lit(self, e):
        hexes = {"f16": ["0x7E00", "0x7C00", "0xFC00", "0x8000", "0x3C00", "0x7BFF"],
                 "bf16": ["0x7FC0", "0x7F80", "0xFF80", "0x8000", "0x3F80"],
                 "f32": ["0x7FC00000", "0x7F800000", "0xFF800000", "0x80000000",
                         "0x00000001", "0x7F7FFFFF"],
                 "f64": ["0x7FF8000000000000", "0x7FF0000000000000",
                         "0xFFF0000000000000", "0x8000000000000000"]}[e]
        k = self.r.random()
        if k < 0.15:
            return self.pick(hexes)
        return self.pick(["0.0", "-0.0", "1.0", "-1.0", "2.0", "0.5", "-2.5", "3.0",
                          "1.0e+10", "1.0e-10", "65504.0", "1.0e+38", "0.1", "100.0",
                          "-7.0", "%d.0" % self.r.randint(-50, 50)])

    def scalar_lit(self, e):
        return self.int_lit(e, True) if e in INT_ELEMS else self.float_lit(e)

    def dense(self, ty):
        e = elem(ty)
        count = int(ty[ty.index("<") + 1:ty.index("x")])
        if self.chance(0.4):
            return "dense<%s>" % self.scalar_lit(e)
        return "dense<[%s]>" % ", ".join(self.scalar_lit(e) for _ in range(count))

    # -------------------------------------------------------------- emitting
    def fresh(self, hint="v"):
        self.n += 1
        return "%%%s%d" % (hint, self.n)

    def emit(self, line):
        self.out.append("  " * self.indent + line)
        # Values computed from `ub.poison`: mlir-opt 22 crashes folding
        # `arith.addui_extended` of a poison operand, so that op never
        # takes one (as far as this textual taint sees).
        lhs, eq, rhs = line.partition(" = ")
        if eq and lhs.startswith("%") and (
                rhs.startswith("ub.poison")
                or any(v in self.poisoned for v in re.findall(r"%[\w]+", rhs))):
            self.poisoned.update(re.findall(r"%[\w]+", lhs))

    def define(self, scope, name, ty):
        scope.setdefault(ty, []).append(name)
        return name

    def constant(self, scope, ty):
        e = elem(ty)
        name = self.fresh("c")
        if ty.startswith("complex<"):
            f = ty[8:-1]
            self.emit("%s = complex.constant [%s : %s, %s : %s] : %s"
                      % (name, self.float_lit(f), f, self.float_lit(f), f, ty))
        elif ty != e:
            self.emit("%s = arith.constant %s : %s" % (name, self.dense(ty), ty))
        elif e == "index" and self.chance(0.3):
            self.emit("%s = index.constant %s" % (name, self.pick(
                ["0", "1", "-1", "2", "4", "7", "64", "-9223372036854775808",
                 "9223372036854775807", str(self.r.randint(-20, 20))])))
        elif e == "i1" and self.chance(0.2):
            self.emit("%s = index.bool.constant %s" % (name, self.pick(["true", "false"])))
        elif e == "i1" and self.chance(0.5):
            self.emit("%s = arith.constant %s" % (name, self.pick(["true", "false"])))
        elif self.chance(0.04):
            self.emit("%s = ub.poison : %s" % (name, ty))
        else:
            lit = self.int_lit(e) if e in INT_ELEMS else self.float_lit(e)
            self.emit("%s = arith.constant %s : %s" % (name, lit, ty))
        return self.define(scope, name, ty)

    def val(self, scope, ty, fresh_p=0.35):
        """A value of type ty: an existing one, or a new constant."""
        if scope.get(ty) and not self.chance(fresh_p):
            return self.pick(scope[ty])
        return self.constant(scope, ty)

    def result(self, scope, ty, rhs):
        name = self.fresh()
        self.emit("%s = %s" % (name, rhs))
        return self.define(scope, name, ty)

    # ------------------------------------------------------------ operations
    def op(self, scope, depth):
        if self.memory and self.chance(0.35):
            return self.memory_op(scope, depth)
        k = self.r.random()
        if k < 0.25:
            return self.arith_int(scope)
        if k < 0.42:
            return self.arith_float(scope)
        if k < 0.52:
            return self.arith_cast(scope)
        if k < 0.60:
            return self.index_op(scope)
        if k < 0.69:
            return self.math_op(scope)
        if k < 0.74:
            return self.complex_op(scope)
        if k < 0.77:
            return self.call(scope)
        if k < 0.79:
            c = self.val(scope, "i1")
            self.emit('cf.assert %s, "%s"' % (c, self.pick(["ok", "bad value", ""])))
            return
        if depth >= 2:
            return self.arith_int(scope)
        k = self.r.random()
        if k < 0.35:
            return self.scf_for(scope, depth)
        if k < 0.65:
            return self.scf_if(scope, depth)
        if k < 0.8:
            return self.scf_while(scope, depth)
        if k < 0.9:
            return self.scf_execute_region(scope, depth)
        return self.scf_index_switch(scope, depth)

    def arith_int(self, scope):
        ty = self.int_type()
        if self.chance(0.12):
            pred = self.pick(CMPI)
            a, b = self.val(scope, ty), self.val(scope, ty)
            return self.result(scope, with_elem(ty, "i1"),
                               "arith.cmpi %s, %s, %s : %s" % (pred, a, b, ty))
        if self.chance(0.08):
            c = self.val(scope, "i1")
            a, b = self.val(scope, ty), self.val(scope, ty)
            return self.result(scope, ty, "arith.select %s, %s, %s : %s" % (c, a, b, ty))
        if self.chance(0.06) and ty != "index" and "index" not in ty:
            a, b = self.val(scope, ty), self.val(scope, ty)
            which = self.pick(["addui_extended", "mulsi_extended", "mului_extended"])
            if which == "addui_extended" and {a, b} & self.poisoned:
                which = "mului_extended"
            r1, r2 = self.fresh(), self.fresh()
            if which == "addui_extended":
                bty = with_elem(ty, "i1")
                self.emit("%s, %s = arith.addui_extended %s, %s : %s, %s"
                          % (r1, r2, a, b, ty, bty))
            else:
                bty = ty
                self.emit("%s, %s = arith.%s %s, %s : %s" % (r1, r2, which, a, b, ty))
            self.define(scope, r1, ty)
            self.define(scope, r2, bty)
            return
        name = self.pick(INT_BIN)
        a = self.val(scope, ty)
        if name.startswith(("div", "ceildiv", "floordiv", "rem")) and self.chance(0.4):
            b = self.constant_of(scope, ty, self.pick(["0", "-1", "1"]))
        elif name.startswith("sh") and self.chance(0.4):
            w = WIDTH[elem(ty)]
            b = self.constant_of(scope, ty, str(self.pick([w, w - 1, w + 1, 1, 0]))
                                 if elem(ty) != "i1" else self.pick(["0", "1"]))
        else:
            b = self.val(scope, ty)
        flags = ""
        if name in OVERFLOW and self.chance(0.4):
            flags = " overflow<%s>" % self.pick(["nsw", "nuw", "nsw, nuw", "none"])
        return self.result(scope, ty, "arith.%s %s, %s%s : %s" % (name, a, b, flags, ty))

    def constant_of(self, scope, ty, lit):
        e = elem(ty)
        if e == "i1" and lit not in ("0", "1", "true", "false"):
            lit = "1"
        name = self.fresh("c")
        if ty != e:
            lit = "dense<%s>" % lit
        self.emit("%s = arith.constant %s : %s" % (name, lit, ty))
        return self.define(scope, name, ty)

    def fm(self, p=0.3):
        return " fastmath<%s>" % self.pick(FASTMATH) if self.chance(p) else ""

    def arith_float(self, scope):
        ty = self.float_type()
        k = self.r.random()
        if k < 0.12:
            a, b = self.val(scope, ty), self.val(scope, ty)
            return self.result(scope, with_elem(ty, "i1"), "arith.cmpf %s, %s, %s%s : %s"
                               % (self.pick(CMPF), a, b, self.fm(0.2), ty))
        if k < 0.2:
            return self.result(scope, ty, "arith.negf %s%s : %s"
                               % (self.val(scope, ty), self.fm(), ty))
        if k < 0.25:
            c = self.val(scope, "i1")
            a, b = self.val(scope, ty), self.val(scope, ty)
            return self.result(scope, ty, "arith.select %s, %s, %s : %s" % (c, a, b, ty))
        a, b = self.val(scope, ty), self.val(scope, ty)
        return self.result(scope, ty, "arith.%s %s, %s%s : %s"
                           % (self.pick(FLOAT_BIN), a, b, self.fm(), ty))

    def arith_cast(self, scope):
        shape = self.pick(SHAPED) if self.chance(0.15) else "%s"
        ints = INT_ELEMS[:-1]
        k = self.r.randint(0, 7)
        if k == 0:  # extsi / extui / trunci
            a, b = sorted(self.r.sample(range(len(ints)), 2))
            narrow, wide = shape % ints[a], shape % ints[b]
            if self.chance(0.6):
                op = self.pick(["extsi", "extui"])
                return self.result(scope, wide, "arith.%s %s : %s to %s"
                                   % (op, self.val(scope, narrow), narrow, wide))
            return self.result(scope, narrow, "arith.trunci %s : %s to %s"
                               % (self.val(scope, wide), wide, narrow))
        if k == 1:  # index_cast(ui)
            op = self.pick(["index_cast", "index_castui"])
            it, ix = shape % self.pick(ints), shape % "index"
            if self.chance(0.5):
                it, ix = ix, it
            return self.result(scope, ix, "arith.%s %s : %s to %s"
                               % (op, self.val(scope, it), it, ix))
        if k == 2:  # int to float
            it, ft = shape % self.pick(ints), shape % self.pick(FLOAT_ELEMS)
            op = self.pick(["sitofp", "uitofp"])
            return self.result(scope, ft, "arith.%s %s : %s to %s"
                               % (op, self.val(scope, it), it, ft))
        if k == 3:  # float to int
            it, ft = shape % self.pick(ints), shape % self.pick(FLOAT_ELEMS)
            op = self.pick(["fptosi", "fptoui"])
            return self.result(scope, it, "arith.%s %s : %s to %s"
                               % (op, self.val(scope, ft), ft, it))
        if k == 4:  # bitcast
            a, b = self.pick([("i16", "f16"), ("i16", "bf16"), ("f16", "bf16"),
                              ("i32", "f32"), ("i64", "f64"), ("i32", "i32"),
                              ("f32", "f32")])
            if self.chance(0.5):
                a, b = b, a
            a, b = shape % a, shape % b
            return self.result(scope, b, "arith.bitcast %s : %s to %s"
                               % (self.val(scope, a), a, b))
        # extf / truncf
        fl = ["f16", "f32", "f64"] if self.chance(0.7) else ["bf16", "f32", "f64"]
        a, b = sorted(self.r.sample(range(len(fl)), 2))
        narrow, wide = shape % fl[a], shape % fl[b]
        if self.chance(0.5):
            return self.result(scope, wide, "arith.extf %s%s : %s to %s"
                               % (self.val(scope, narrow), self.fm(0.15), narrow, wide))
        rm = " %s" % self.pick(["to_nearest_even", "downward", "upward", "toward_zero",
                                "to_nearest_away"]) if self.chance(0.2) else ""
        return self.result(scope, narrow, "arith.truncf %s%s%s : %s to %s"
                           % (self.val(scope, wide), rm, self.fm(0.15), wide, narrow))

    def index_op(self, scope):
        k = self.r.random()
        if k < 0.6:
            a, b = self.val(scope, "index"), self.val(scope, "index")
            return self.result(scope, "index", "index.%s %s, %s"
                               % (self.pick(INDEX_BIN), a, b))
        if k < 0.75:
            a, b = self.val(scope, "index"), self.val(scope, "index")
            return self.result(scope, "i1", "index.cmp %s(%s, %s)"
                               % (self.pick(CMPI), a, b))
        if k < 0.8:
            return self.result(scope, "index", "index.sizeof")
        op = self.pick(["casts", "castu"])
        it = self.pick(INT_ELEMS[:-1])
        if self.chance(0.5):
            return self.result(scope, "index", "index.%s %s : %s to index"
                               % (op, self.val(scope, it), it))
        return self.result(scope, it, "index.%s %s : index to %s"
                           % (op, self.val(scope, "index"), it))

    def math_op(self, scope):
        k = self.r.random()
        if k < 0.2:
            ty = self.int_type(index=False)
            if self.chance(0.25):
                a, b = self.val(scope, ty), self.val(scope, ty)
                return self.result(scope, ty, "math.ipowi %s, %s : %s" % (a, b, ty))
            return self.result(scope, ty, "math.%s %s : %s"
                               % (self.pick(MATH_IUNARY), self.val(scope, ty), ty))
        ty = self.float_type()
        if k < 0.6:
            return self.result(scope, ty, "math.%s %s%s : %s"
                               % (self.pick(MATH_FUNARY), self.val(scope, ty), self.fm(), ty))
        if k < 0.75:
            a, b = self.val(scope, ty), self.val(scope, ty)
            return self.result(scope, ty, "math.%s %s, %s%s : %s"
                               % (self.pick(MATH_FBIN), a, b, self.fm(), ty))
        if k < 0.83:
            a, b, c = self.val(scope, ty), self.val(scope, ty), self.val(scope, ty)
            return self.result(scope, ty, "math.fma %s, %s, %s%s : %s"
                               % (a, b, c, self.fm(), ty))
        if k < 0.9:
            it = with_elem(ty, self.pick(["i32", "i64", "i8"]))
            a, b = self.val(scope, ty), self.val(scope, it)
            return self.result(scope, ty, "math.fpowi %s, %s%s : %s, %s"
                               % (a, b, self.fm(), ty, it))
        return self.result(scope, with_elem(ty, "i1"), "math.%s %s : %s"
                           % (self.pick(MATH_FPRED), self.val(scope, ty), ty))

    def complex_op(self, scope):
        ty = self.pick(COMPLEX)
        f = ty[8:-1]
        k = self.r.random()
        if k < 0.2:
            a, b = self.val(scope, f), self.val(scope, f)
            return self.result(scope, ty, "complex.create %s, %s : %s" % (a, b, ty))
        if k < 0.4:
            op = self.pick(["re", "im", "abs", "angle"])
            return self.result(scope, f, "complex.%s %s%s : %s"
                               % (op, self.val(scope, ty), self.fm(0.15), ty))
        if k < 0.6:
            return self.result(scope, ty, "complex.%s %s%s : %s"
                               % (self.pick(COMPLEX_UNARY), self.val(scope, ty),
                                  self.fm(0.15), ty))
        if k < 0.7:
            a, b = self.val(scope, ty), self.val(scope, ty)
            return self.result(scope, "i1", "complex.%s %s, %s : %s"
                               % (self.pick(["eq", "neq"]), a, b, ty))
        if k < 0.75:
            it = {"f32": "i64", "f64": "i128"}[f]
            if self.chance(0.5):
                return self.result(scope, it, "complex.bitcast %s : %s to %s"
                                   % (self.val(scope, ty), ty, it))
            return self.result(scope, ty, "complex.bitcast %s : %s to %s"
                               % (self.val(scope, it), it, ty))
        a, b = self.val(scope, ty), self.val(scope, ty)
        return self.result(scope, ty, "complex.%s %s, %s%s : %s"
                           % (self.pick(COMPLEX_BIN), a, b, self.fm(0.15), ty))

    def call(self, scope):
        name, args, results = self.pick(self.funcs)
        vals = [self.val(scope, t, 0.2) for t in args]
        fty = "(%s) -> %s" % (", ".join(args), self.results_str(results))
        if self.chance(0.2):
            f = self.fresh("f")
            self.emit("%s = func.constant @%s : %s" % (f, name, fty))
            callee = "func.call_indirect %s(%s) : %s" % (f, ", ".join(vals), fty)
        else:
            callee = "func.call @%s(%s) : %s" % (name, ", ".join(vals), fty)
        self.multi(scope, results, callee)

    def results_str(self, results):
        if len(results) == 1 and not results[0].startswith("("):
            return results[0]
        return "(%s)" % ", ".join(results)

    def multi(self, scope, types, rhs):
        """An op with results of types: `%r:N = ...`, or none."""
        if not types:
            self.emit(rhs)
            return []
        base = self.fresh("r")
        if len(types) == 1:
            self.emit("%s = %s" % (base, rhs))
            self.define(scope, base, types[0])
            return [base]
        self.emit("%s:%d = %s" % (base, len(types), rhs))
        names = ["%s#%d" % (base, i) for i in range(len(types))]
        for n, t in zip(names, types):
            self.define(scope, n, t)
        return names

    # --------------------------------------------------------------- regions
    def body(self, scope, depth, n):
        for _ in range(n):
            self.op(scope, depth)

    def inner(self, scope):
        return {t: list(vs) for t, vs in scope.items()}

    def yield_(self, scope, types, op="scf.yield"):
        vals = [self.val(scope, t, 0.2) for t in types]
        if types:
            self.emit("%s %s : %s" % (op, ", ".join(vals), ", ".join(types)))
        else:
            self.emit(op)

    def region_types(self):
        return [self.any_type() for _ in range(self.pick([0, 1, 1, 2]))]

    def scf_for(self, scope, depth):
        ity = "index" if self.chance(0.8) else self.pick(["i32", "i64", "i8"])
        lb = self.constant_of(scope, ity, self.pick(["0", "1", "4", "10"])) \
            if self.chance(0.7) else self.val(scope, ity)
        ub = self.constant_of(scope, ity, self.pick(["0", "1", "2", "4", "10"])) \
            if self.chance(0.7) else self.val(scope, ity)
        step = self.constant_of(scope, ity, self.pick(["1", "1", "2", "3", "16"]))
        types = self.region_types()
        inits = [self.val(scope, t) for t in types]
        iv = self.fresh("i")
        iters = [self.fresh("it") for _ in types]
        head = "scf.for %s = %s to %s step %s" % (iv, lb, ub, step)
        if types:
            head += " iter_args(%s) -> (%s)" % (
                ", ".join("%s = %s" % (a, b) for a, b in zip(iters, inits)), ", ".join(types))
        if ity != "index":
            head += " : %s" % ity
        self.nested(scope, depth, types, head,
                    [(iv, ity)] + list(zip(iters, types)))

    def nested(self, scope, depth, types, head, args, yield_op="scf.yield"):
        names = self.multi({}, types, head + " {")
        self.indent += 1
        s = self.inner(scope)
        for a, t in args:
            self.define(s, a, t)
        self.body(s, depth + 1, self.r.randint(0, 4))
        self.yield_(s, types, yield_op)
        self.indent -= 1
        self.emit("}")
        for n, t in zip(names, types):
            self.define(scope, n, t)

    def block(self, scope, depth, types, n=None, yield_op="scf.yield"):
        self.indent += 1
        s = self.inner(scope)
        self.body(s, depth + 1, self.r.randint(0, 3) if n is None else n)
        self.yield_(s, types, yield_op)
        self.indent -= 1

    def scf_if(self, scope, depth):
        c = self.val(scope, "i1", 0.5)
        types = self.region_types()
        has_else = bool(types) or self.chance(0.6)
        head = "scf.if %s" % c
        if types:
            head += " -> (%s)" % ", ".join(types)
        names = self.multi({}, types, head + " {")
        self.block(scope, depth, types)
        if has_else:
            self.emit("} else {")
            self.block(scope, depth, types)
        self.emit("}")
        for n, t in zip(names, types):
            self.define(scope, n, t)

    def scf_while(self, scope, depth):
        types = [self.pick(["i32", "index", "f32", "i64"])
                 for _ in range(self.r.randint(1, 2))]
        inits = [self.val(scope, t) for t in types]
        before = [self.fresh("b") for _ in types]
        names = self.multi({}, types, "scf.while (%s) : (%s) -> (%s) {" % (
            ", ".join("%s = %s" % (a, b) for a, b in zip(before, inits)),
            ", ".join(types), ", ".join(types)))
        self.indent += 1
        s = self.inner(scope)
        for a, t in zip(before, types):
            self.define(s, a, t)
        self.body(s, depth + 1, self.r.randint(0, 2))
        if types[0] != "f32" and self.chance(0.7):
            cond = self.result(s, "i1", "arith.cmpi %s, %s, %s : %s" % (
                self.pick(CMPI), before[0], self.val(s, types[0]), types[0]))
        else:
            cond = self.val(s, "i1", 0.5)
        fwd = [self.pick(s[t]) for t in types]
        self.emit("scf.condition(%s) %s : %s" % (cond, ", ".join(fwd), ", ".join(types)))
        self.indent -= 1
        after = [self.fresh("a") for _ in types]
        self.emit("} do {")
        self.emit("^bb0(%s):" % ", ".join("%s: %s" % (a, t) for a, t in zip(after, types)))
        s = self.inner(scope)
        for a, t in zip(after, types):
            self.define(s, a, t)
        self.block(s, depth, types)
        self.emit("}")
        for n, t in zip(names, types):
            self.define(scope, n, t)

    def scf_execute_region(self, scope, depth):
        types = self.region_types()
        head = "scf.execute_region"
        if types:
            head += " -> (%s)" % ", ".join(types)
        names = self.multi({}, types, head + " {")
        self.block(scope, depth, types)
        self.emit("}")
        for n, t in zip(names, types):
            self.define(scope, n, t)

    def scf_index_switch(self, scope, depth):
        arg = self.val(scope, "index", 0.6)
        types = self.region_types()
        head = "scf.index_switch %s" % arg
        if types:
            head += " -> %s" % ", ".join(types)
        names = self.multi({}, types, head)
        for case in sorted(self.r.sample([-1, 0, 1, 2, 3, 5, 7, 100], self.r.randint(0, 3))):
            self.emit("case %d {" % case)
            self.block(scope, depth, types)
            self.emit("}")
        self.emit("default {")
        self.block(scope, depth, types)
        self.emit("}")
        for n, t in zip(names, types):
            self.define(scope, n, t)

    # ------------------------------------------------------------- functions
    def function(self, name, args, results):
        vis = "private " if self.chance(0.15) else ""
        argnames = [self.fresh("arg") for _ in args]
        self.emit("func.func %s@%s(%s)%s {" % (
            vis, name, ", ".join("%s: %s" % (a, t) for a, t in zip(argnames, args)),
            (" -> " + self.results_str(results)) if results else ""))
        self.indent += 1
        entry = {}
        for a, t in zip(argnames, args):
            self.define(entry, a, t)
            if t == "index" and self.memory:
                self.define(entry, a, "!sym")
        nblocks = self.pick([1, 1, 1, 2, 3, 4])
        labels = ["^bb%d" % i for i in range(1, nblocks)]
        block_args = [[self.pick(["i32", "index", "f32", "i1", "i64"])
                       for _ in range(self.r.randint(0, 2))] for _ in labels]
        for b in range(nblocks):
            if b == 0:
                scope = entry
            else:
                self.indent -= 1
                names = [self.fresh("ba") for _ in block_args[b - 1]]
                self.emit("%s%s:" % (labels[b - 1], "(%s)" % ", ".join(
                    "%s: %s" % (n, t) for n, t in zip(names, block_args[b - 1]))
                    if names else ""))
                self.indent += 1
                scope = self.inner(entry)
                for n, t in zip(names, block_args[b - 1]):
                    self.define(scope, n, t)
            self.body(scope, 0, self.r.randint(2, 10))
            if b == nblocks - 1:
                self.yield_(scope, results, "func.return")
            else:
                self.branch(scope, labels[b:], block_args[b:])
            if b == 0:
                entry = {t: list(vs) for t, vs in scope.items()}
        self.indent -= 1
        self.emit("}")

    def succ(self, scope, label, types, plain=False):
        """A successor with operands; plain: none of the form `%r#N`, which
        cf.switch's case list does not accept (mlir-opt 22)."""
        if not types:
            return label
        if plain:
            scope = {t: [v for v in vs if "#" not in v] for t, vs in scope.items()}
        vals = [self.val(scope, t, 0.3) for t in types]
        return "%s(%s : %s)" % (label, ", ".join(vals), ", ".join(types))

    def branch(self, scope, labels, types):
        k = self.r.random()
        i = self.r.randrange(len(labels))
        if k < 0.4 or len(labels) < 1:
            self.emit("cf.br %s" % self.succ(scope, labels[i], types[i]))
        elif k < 0.75:
            j = self.r.randrange(len(labels))
            c = self.val(scope, "i1", 0.5)
            self.emit("cf.cond_br %s, %s, %s" % (c, self.succ(scope, labels[i], types[i]),
                                                 self.succ(scope, labels[j], types[j])))
        else:
            ity = self.pick(["i32", "i64", "i8"])
            flag = self.val(scope, ity, 0.5)
            cases = sorted(self.r.sample([-1, 0, 1, 2, 3, 42], self.r.randint(0, 3)))
            lines = ["default: %s" % self.succ(scope, labels[i], types[i], True)]
            for c in cases:
                j = self.r.randrange(len(labels))
                lines.append("%d: %s" % (c, self.succ(scope, labels[j], types[j], True)))
            self.emit("cf.switch %s : %s, [" % (flag, ity))
            self.indent += 2
            for n, line in enumerate(lines):
                self.emit(line + ("," if n < len(lines) - 1 else ""))
            self.indent -= 2
            self.emit("]")

    def file(self):
        self.out = []
        self.indent = 1
        nfuncs = self.r.randint(1, 4)
        for i in range(nfuncs):
            args = [self.any_type() for _ in range(self.r.randint(0, 3))]
            results = [self.any_type() for _ in range(self.pick([0, 1, 1, 2]))]
            self.funcs.append(("f%d" % i, args, results))
        if self.chance(0.3):
            args = [self.any_type() for _ in range(self.r.randint(0, 2))]
            results = [self.any_type() for _ in range(self.pick([0, 1]))]
            self.funcs.append(("ext", args, results))
            self.emit("func.func private @ext(%s)%s" % (
                ", ".join(args), (" -> " + self.results_str(results)) if results else ""))
        for name, args, results in self.funcs[:nfuncs]:
            self.function(name, args, results)
        return "module {\n%s\n}\n" % "\n".join(self.out)


def generate(seed, index, mutation_rate=0.25, memory=False):
    return generated(lambda rng: Gen(rng, memory), "dialects:%d:%d" % (seed, index),
                     mutation_rate)


def main(argv=None):
    """write_inputs' command line, and --dialects: core (the default
    stream) or memory (with memref, affine and vector)."""
    ap = argparse.ArgumentParser(add_help=False)
    ap.add_argument("--dialects", choices=["core", "memory"], default="core",
                    help="core: ub, index, arith, math, complex, cf, func, scf; "
                    "memory: also memref, affine, vector")
    memory = ap.parse_known_args(argv)[0].dialects == "memory"
    return write_inputs(lambda seed, i, rate: generate(seed, i, rate, memory), ".mlir",
                        argv, doc=__doc__, parents=[ap])


if __name__ == "__main__":
    sys.exit(main())
