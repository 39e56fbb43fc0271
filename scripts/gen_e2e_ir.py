#!/usr/bin/env python3
"""Generator of runnable programs over arith, math, cf, scf, func and
memref for the end-to-end differential (scripts/e2e_differential.py).

Each program is a module with a `main` that calls a few generated
functions on constants and prints every result as 16 hex digits through
libc's `putchar` (declared as a `func.func`, so no LLVM dialect is in
the input), then returns a small exit code computed from them.  Floats
are printed by their bits, so the output is exact.

The programs lower fully through `--arith-expand --convert-scf-to-cf
--convert-to-llvm --reconcile-unrealized-casts` (with
`--expand-strided-metadata` after `--convert-scf-to-cf` for the share of
programs that have `memref.subview`s) and are free of
undefined behaviour (cf.asserts hold): divisors are forced into 1..7, shift amounts masked
below the width, no overflow flags, float-to-integer casts clamped
first, every memref element stored before it is read, loads and stores
in bounds (constant indices below the size, or `remui` by it), loops of
constant trip counts, calls only to functions defined earlier, and cf
branches only forward.

    scripts/gen_e2e_ir.py --count 20 --seed 1 --out DIR

Every file is a pure function of (seed, index).  Standard library only.
"""

import argparse
import os
import random
import sys

sys.dont_write_bytecode = True

INTS = ["i1", "i8", "i16", "i32", "i64", "index"]
FLOATS = ["f32", "f64", "f32", "f64", "f16", "bf16"]
WIDTH = {"i1": 1, "i8": 8, "i16": 16, "i32": 32, "i64": 64, "index": 64,
         "f16": 16, "bf16": 16, "f32": 32, "f64": 64}
ELEMS = ["i8", "i16", "i32", "i64", "index", "f32", "f64"]

INT_BIN = ["addi", "subi", "muli", "andi", "ori", "xori", "maxsi", "minsi",
           "maxui", "minui"]
DIVS = ["divsi", "divui", "remsi", "remui", "ceildivsi", "ceildivui", "floordivsi"]
SHIFTS = ["shli", "shrsi", "shrui"]
CMPI = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"]
CMPF = ["false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt",
        "uge", "ult", "ule", "une", "uno", "true"]
FLOAT_BIN = ["addf", "subf", "mulf", "divf", "remf", "maximumf", "minimumf",
             "maxnumf", "minnumf"]
FASTMATH = ["", "", "", " fastmath<contract>", " fastmath<arcp>", " fastmath<reassoc,contract>"]
MATH_FUNARY = ["absf", "sqrt", "rsqrt", "exp", "exp2", "expm1", "log", "log2",
               "log10", "log1p", "sin", "cos", "floor", "ceil", "round",
               "roundeven", "trunc", "tan", "tanh", "sinh", "cosh", "asin",
               "acos", "atan"]
MATH_FBIN = ["powf", "copysign", "atan2"]
MATH_IUNARY = ["absi", "ctlz", "cttz", "ctpop"]
MATH_FPRED = ["isnan", "isfinite"]  # isinf and isnormal do not lower to LLVM


def is_int(ty):
    return ty in INTS


def int_lit(r, ty):
    if ty == "i1":
        return r.choice(["true", "false"])
    bits = WIDTH[ty]
    lo, hi = -(1 << (bits - 1)), (1 << (bits - 1)) - 1
    return str(r.choice([0, 1, -1, 2, 3, 7, -8, lo, hi, bits, r.randint(-100, 100),
                         r.randint(lo, hi)]))


def float_lit(r, ty):
    if ty in ("f16", "bf16"):
        return r.choice(["0.0", "-0.0", "1.0", "-1.0", "0.5", "-2.5", "3.0", "0.1",
                         "100.0", "%d.0" % r.randint(-50, 50), "%.3e" % r.uniform(-1000, 1000)])
    return r.choice(["0.0", "-0.0", "1.0", "-1.0", "0.5", "-2.5", "3.0", "1.0e+10",
                     "1.0e-10", "0.1", "100.0", "%d.0" % r.randint(-50, 50),
                     "%.6e" % r.uniform(-1000, 1000)])


class Program:
    """One program: functions emitted into `out`, with typed scopes."""

    def __init__(self, rng):
        self.r = rng
        self.n = 0
        self.out = []
        self.indent = 0
        self.globals = []  # (name, type, initializer)
        self.funcs = []  # (name, arg types, result types)
        # Subviews need `--expand-strided-metadata`, a greedy rewrite that
        # also folds and erases dead ops: only some programs have them.
        self.subviews = self.chance(0.3)

    def chance(self, p):
        return self.r.random() < p

    def fresh(self, hint="v"):
        self.n += 1
        return "%%%s%d" % (hint, self.n)

    def emit(self, line):
        self.out.append("  " * self.indent + line)

    # ------------------------------------------------------------ values
    def scalar_type(self):
        return self.r.choice(INTS + FLOATS + ["i32", "i64", "f64"])

    def constant(self, scope, ty):
        name = self.fresh("c")
        if ty == "i1":
            self.emit("%s = arith.constant %s" % (name, int_lit(self.r, ty)))
        else:
            lit = int_lit(self.r, ty) if is_int(ty) else float_lit(self.r, ty)
            self.emit("%s = arith.constant %s : %s" % (name, lit, ty))
        scope.setdefault(ty, []).append(name)
        return name

    def const_of(self, value, ty):
        """A fresh constant of a known value (no scope entry)."""
        name = self.fresh("k")
        self.emit("%s = arith.constant %s : %s" % (name, value, ty))
        return name

    def val(self, scope, ty, fresh_p=0.25):
        if scope.get(ty) and not self.chance(fresh_p):
            return self.r.choice(scope[ty])
        return self.constant(scope, ty)

    def define(self, scope, name, ty):
        scope.setdefault(ty, []).append(name)
        return name

    def result(self, scope, ty, rhs):
        name = self.fresh()
        self.emit("%s = %s" % (name, rhs))
        return self.define(scope, name, ty)

    # --------------------------------------------------------- operations
    def safe_divisor(self, scope, ty):
        """A value of `ty` in 1..7 computed from a scope value."""
        d = self.val(scope, ty)
        masked = self.fresh("m")
        self.emit("%s = arith.andi %s, %s : %s" % (masked, d, self.const_of(7, ty), ty))
        one = self.fresh("m")
        self.emit("%s = arith.ori %s, %s : %s" % (one, masked, self.const_of(1, ty), ty))
        return one

    def int_op(self, scope):
        ty = self.r.choice(INTS)
        k = self.r.random()
        a = self.val(scope, ty)
        if k < 0.35:
            op = self.r.choice(INT_BIN)
            return self.result(scope, ty, "arith.%s %s, %s : %s"
                               % (op, a, self.val(scope, ty), ty))
        if k < 0.45 and ty != "i1":
            op = self.r.choice(DIVS)
            return self.result(scope, ty, "arith.%s %s, %s : %s"
                               % (op, a, self.safe_divisor(scope, ty), ty))
        if k < 0.55 and ty not in ("i1", "index"):
            amount = self.fresh("m")
            self.emit("%s = arith.andi %s, %s : %s" % (
                amount, self.val(scope, ty), self.const_of(WIDTH[ty] - 1, ty), ty))
            return self.result(scope, ty, "arith.%s %s, %s : %s"
                               % (self.r.choice(SHIFTS), a, amount, ty))
        if k < 0.65:
            return self.result(scope, "i1", "arith.cmpi %s, %s, %s : %s"
                               % (self.r.choice(CMPI), a, self.val(scope, ty), ty))
        if k < 0.72:
            c = self.val(scope, "i1")
            return self.result(scope, ty, "arith.select %s, %s, %s : %s"
                               % (c, a, self.val(scope, ty), ty))
        if k < 0.8 and ty not in ("i1", "index"):
            op = self.r.choice(["addui_extended", "mulsi_extended", "mului_extended"])
            lo, hi = self.fresh(), self.fresh()
            b = self.val(scope, ty)
            if op == "addui_extended":
                self.emit("%s, %s = arith.addui_extended %s, %s : %s, i1" % (lo, hi, a, b, ty))
                self.define(scope, hi, "i1")
            else:
                self.emit("%s, %s = arith.%s %s, %s : %s" % (lo, hi, op, a, b, ty))
                self.define(scope, hi, ty)
            return self.define(scope, lo, ty)
        if k < 0.92 and ty not in ("i1", "index") and self.chance(0.7):
            op = self.r.choice(MATH_IUNARY)
            return self.result(scope, ty, "math.%s %s : %s" % (op, a, ty))
        return self.cast(scope, a, ty)

    def cast(self, scope, a, ty):
        """A cast of `a` (of type `ty`) to another type."""
        if is_int(ty):
            to = self.r.choice(INTS + FLOATS)
            if to == ty:
                return a
            if to in FLOATS:
                if ty == "index":
                    return a
                op = self.r.choice(["sitofp", "uitofp"])
                return self.result(scope, to, "arith.%s %s : %s to %s" % (op, a, ty, to))
            if "index" in (ty, to):
                op = self.r.choice(["index_cast", "index_castui"])
                return self.result(scope, to, "arith.%s %s : %s to %s" % (op, a, ty, to))
            if WIDTH[to] > WIDTH[ty]:
                op = self.r.choice(["extsi", "extui"])
            else:
                op = "trunci"
            return self.result(scope, to, "arith.%s %s : %s to %s" % (op, a, ty, to))
        k = self.r.random()
        other = self.r.choice([t for t in FLOATS if WIDTH[t] != WIDTH[ty]])
        if k < 0.3:
            op = "extf" if WIDTH[other] > WIDTH[ty] else "truncf"
            # A truncation may round by a mode of its own (a constrained
            # intrinsic in LLVM).
            mode = self.r.choice(["", "", "", " to_nearest_even", " downward", " upward",
                                  " toward_zero", " to_nearest_away"]) if op == "truncf" else ""
            return self.result(scope, other, "arith.%s %s%s : %s to %s"
                               % (op, a, mode, ty, other))
        if k < 0.5:
            bits = "i%d" % WIDTH[ty]
            return self.result(scope, bits, "arith.bitcast %s : %s to %s" % (a, ty, bits))
        # fptosi/fptoui of a value clamped into range (NaN becomes a bound).
        signed = self.chance(0.5)
        lo, hi = ("-100.0", "100.0") if signed else ("0.0", "100.0")
        low = self.fresh("m")
        self.emit("%s = arith.maxnumf %s, %s : %s" % (low, a, self.const_of(lo, ty), ty))
        high = self.fresh("m")
        self.emit("%s = arith.minnumf %s, %s : %s" % (high, low, self.const_of(hi, ty), ty))
        to = self.r.choice(["i8", "i16", "i32", "i64"])
        op = "fptosi" if signed else "fptoui"
        return self.result(scope, to, "arith.%s %s : %s to %s" % (op, high, ty, to))

    def float_op(self, scope):
        ty = self.r.choice(FLOATS)
        a = self.val(scope, ty)
        k = self.r.random()
        fm = self.r.choice(FASTMATH)
        if k < 0.35:
            return self.result(scope, ty, "arith.%s %s, %s%s : %s" % (
                self.r.choice(FLOAT_BIN), a, self.val(scope, ty), fm, ty))
        if k < 0.4:
            return self.result(scope, ty, "arith.negf %s : %s" % (a, ty))
        if k < 0.5:
            return self.result(scope, "i1", "arith.cmpf %s, %s, %s : %s" % (
                self.r.choice(CMPF), a, self.val(scope, ty), ty))
        if k < 0.7:
            return self.result(scope, ty, "math.%s %s%s : %s" % (
                self.r.choice(MATH_FUNARY), a, fm, ty))
        if k < 0.78:
            return self.result(scope, ty, "math.%s %s, %s%s : %s" % (
                self.r.choice(MATH_FBIN), a, self.val(scope, ty), fm, ty))
        if k < 0.83:
            return self.result(scope, ty, "math.fma %s, %s, %s%s : %s" % (
                a, self.val(scope, ty), self.val(scope, ty), fm, ty))
        if k < 0.88:
            return self.result(scope, "i1", "math.%s %s : %s" % (
                self.r.choice(MATH_FPRED), a, ty))
        if k < 0.92:
            return self.result(scope, ty, "arith.select %s, %s, %s : %s" % (
                self.val(scope, "i1"), a, self.val(scope, ty), ty))
        return self.cast(scope, a, ty)

    # ------------------------------------------------------------ memref
    def index_below(self, scope, n):
        """An index in 0..n-1: a constant, or a scope value `remui` n."""
        if self.chance(0.5):
            return self.const_of(self.r.randrange(n), "index")
        i = self.fresh("m")
        self.emit("%s = arith.remui %s, %s : index" % (
            i, self.val(scope, "index"), self.const_of(n, "index")))
        return i

    def fill(self, scope, mem, mty, n, ety, dims=1):
        """Stores into every element of `mem` (a loop over its elements)."""
        lb, st = self.const_of(0, "index"), self.const_of(1, "index")
        seed = self.val(scope, ety)
        iv = self.fresh("iv")
        loop = "scf.parallel (%s) = (%s) to (%s) step (%s) {" if self.chance(0.3) else \
            "scf.for %s = %s to %s step %s {"
        self.emit(loop % (iv, lb, self.const_of(n, "index"), st))
        self.indent += 1
        inner = copy_scope(scope)
        self.define(inner, iv, "index")
        v = self.val(inner, ety, 0.1) if self.chance(0.5) else seed
        for _ in range(self.r.randint(0, 2)):
            v = self.step(inner, ety)
        if dims == 1:
            idx = iv
        else:
            cols = self.const_of(3, "index")
            row, col = self.fresh("m"), self.fresh("m")
            self.emit("%s = arith.divui %s, %s : index" % (row, iv, cols))
            self.emit("%s = arith.remui %s, %s : index" % (col, iv, cols))
            idx = "%s, %s" % (row, col)
        self.emit("memref.store %s, %s[%s] : %s" % (v, mem, idx, mty))
        self.indent -= 1
        self.emit("}")

    def step(self, scope, ty):
        """One op producing a value of `ty` from the scope."""
        if is_int(ty):
            op = self.r.choice(["addi", "xori", "muli", "maxsi"] if ty != "i1" else ["xori"])
            return self.result(scope, ty, "arith.%s %s, %s : %s"
                               % (op, self.val(scope, ty), self.val(scope, ty), ty))
        op = self.r.choice(["addf", "mulf", "subf"])
        return self.result(scope, ty, "arith.%s %s, %s : %s"
                           % (op, self.val(scope, ty), self.val(scope, ty), ty))

    def memref_op(self, scope, deallocs):
        ety = self.r.choice(ELEMS)
        k = self.r.random()
        if k < 0.2:
            # A constant global: loads only.
            n = self.r.randint(1, 5)
            name = "@g%d" % len(self.globals)
            init = ", ".join(int_lit(self.r, ety) if is_int(ety) else float_lit(self.r, ety)
                             for _ in range(n))
            mty = "memref<%dx%s>" % (n, ety)
            constant = self.chance(0.6)
            align = " {alignment = %d}" % self.r.choice([8, 16, 64]) if self.chance(0.2) else ""
            self.globals.append('memref.global "private" %s%s : %s = dense<[%s]>%s' % (
                "constant " if constant else "", name, mty, init, align))
            mem = self.fresh("g")
            self.emit("%s = memref.get_global %s : %s" % (mem, name, mty))
            if not constant and self.chance(0.7):
                # A mutable global: written before it is read (every call
                # writes the same, so the runs stay deterministic).
                self.emit("memref.store %s, %s[%s] : %s" % (
                    self.val(scope, ety), mem, self.index_below(scope, n), mty))
            nontemporal = " {nontemporal = true}" if self.chance(0.1) else ""
            return self.result(scope, ety, "memref.load %s[%s]%s : %s"
                               % (mem, self.index_below(scope, n), nontemporal, mty))
        n = self.r.randint(1, 6)
        dynamic = k < 0.45
        two_d = not dynamic and k > 0.85
        mem = self.fresh("mem")
        if dynamic:
            mty = "memref<?x%s>" % ety
            self.emit("%s = memref.alloc(%s) : %s" % (mem, self.const_of(n, "index"), mty))
            deallocs.append((mem, mty))
        elif two_d:
            mty = "memref<2x3x%s>" % ety
            n = 6
            self.emit("%s = memref.alloca() : %s" % (mem, mty))
        else:
            mty = "memref<%dx%s>" % (n, ety)
            op = "alloca" if self.chance(0.6) else "alloc"
            align = " {alignment = %d}" % self.r.choice([8, 32, 64]) if self.chance(0.2) else ""
            self.emit("%s = memref.%s()%s : %s" % (mem, op, align, mty))
            if op == "alloc":
                deallocs.append((mem, mty))
        self.fill(scope, mem, mty, n, ety, 2 if two_d else 1)
        if two_d:
            return self.result(scope, ety, "memref.load %s[%s, %s] : %s" % (
                mem, self.index_below(scope, 2), self.index_below(scope, 3), mty))
        if dynamic and self.chance(0.3):
            self.result(scope, "index", "memref.dim %s, %s : %s"
                        % (mem, self.const_of(0, "index"), mty))
        if self.chance(0.3):
            self.emit("memref.store %s, %s[%s] : %s" % (
                self.val(scope, ety), mem, self.index_below(scope, n), mty))
        if ety != "index" and self.chance(0.2):
            self.atomic(scope, mem, mty, n, ety)
        if not dynamic and self.chance(0.25):
            # A copy into a second buffer of the same type.
            other = self.fresh("mem")
            self.emit("%s = memref.alloca() : %s" % (other, mty))
            self.emit("memref.copy %s, %s : %s to %s" % (mem, other, mty, mty))
            mem = other
        if self.subviews and not dynamic and n >= 2 and self.chance(0.3):
            # A subview of the tail, read through expand-strided-metadata.
            off = self.r.randrange(1, n)
            sub = self.fresh("sub")
            sty = "memref<%dx%s, strided<[1], offset: %d>>" % (n - off, ety, off)
            self.emit("%s = memref.subview %s[%d] [%d] [1] : %s to %s"
                      % (sub, mem, off, n - off, mty, sty))
            return self.result(scope, ety, "memref.load %s[%s] : %s" % (
                sub, self.index_below(scope, n - off), sty))
        return self.result(scope, ety, "memref.load %s[%s] : %s"
                           % (mem, self.index_below(scope, n), mty))

    def atomic(self, scope, mem, mty, n, ety):
        """An atomic read-modify-write of one element of `mem`."""
        at = self.index_below(scope, n)
        if ety in ("i32", "i64") and self.chance(0.3):
            # mlir-opt lowers the generic form on i32 and i64 only.
            old = self.fresh("m")
            self.emit("%s = memref.generic_atomic_rmw %s[%s] : %s {" % (
                self.fresh("at"), mem, at, mty))
            self.emit("^bb0(%s: %s):" % (old, ety))
            self.indent += 1
            inner = copy_scope(scope)
            self.define(inner, old, ety)
            new = self.fresh("m")
            self.emit("%s = arith.%s %s, %s : %s" % (
                new, self.r.choice(["addi", "xori", "muli", "maxsi"]), old,
                self.val(inner, ety), ety))
            self.emit("memref.atomic_yield %s : %s" % (new, ety))
            self.indent -= 1
            self.emit("}")
            return
        if is_int(ety):
            kinds = ["addi", "assign", "maxs", "mins", "maxu", "minu", "ori", "andi"]
        else:
            kinds = ["addf", "assign", "maximumf", "minimumf", "maxnumf", "minnumf"]
        kind = self.r.choice(kinds)
        self.result(scope, ety, "memref.atomic_rmw %s %s, %s[%s] : (%s, %s) -> %s" % (
            kind, self.val(scope, ety), mem, at, ety, mty, ety))

    # --------------------------------------------------------- structure
    def region(self, scope, ops, result_types, terminator):
        """A nested body of `ops` ops in a copy of scope, ending with
        `terminator` of values of result_types."""
        inner = copy_scope(scope)
        self.indent += 1
        local = []
        self.ops(inner, ops, local)
        values = [self.val(inner, ty, 0.1) for ty in result_types]
        for mem, mty in local:
            self.emit("memref.dealloc %s : %s" % (mem, mty))
        if values:
            self.emit("%s %s : %s" % (terminator, ", ".join(values), ", ".join(result_types)))
        else:
            self.emit(terminator)
        self.indent -= 1
        return inner

    def control(self, scope, depth):
        types = [self.scalar_type() for _ in range(self.r.randint(1, 2))]
        k = self.r.random()
        size = max(1, 4 - depth)
        if k < 0.3:
            cond = self.val(scope, "i1")
            head, names = self.results_head(types)
            self.emit("%s = scf.if %s -> (%s) {" % (head, cond, ", ".join(types)))
            self.region(scope, size, types, "scf.yield")
            self.emit("} else {")
            self.region(scope, size, types, "scf.yield")
            self.emit("}")
        elif k < 0.55:
            trip = self.r.choice([0, 1, 2, 3, 5])
            ivt = self.r.choice(["index", "index", "i32", "i64", "i16"])
            lb = self.const_of(self.r.randint(-2, 2), ivt)
            upper = self.fresh("m")
            self.emit("%s = arith.addi %s, %s : %s" % (upper, lb, self.const_of(trip, ivt), ivt))
            inits = [self.val(scope, ty) for ty in types]
            iters = [self.fresh("it") for _ in types]
            iv = self.fresh("iv")
            head, names = self.results_head(types)
            typed = "" if ivt == "index" else " : " + ivt
            self.emit("%s = scf.for %s = %s to %s step %s iter_args(%s) -> (%s)%s {" % (
                head, iv, lb, upper, self.const_of(self.r.choice([1, 1, 2]), ivt),
                ", ".join("%s = %s" % p for p in zip(iters, inits)), ", ".join(types), typed))
            body = copy_scope(scope)
            self.define(body, iv, ivt)
            for it, ty in zip(iters, types):
                self.define(body, it, ty)
            self.region(body, size, types, "scf.yield")
            self.emit("}")
        elif k < 0.7:
            trip = self.r.randint(0, 4)
            i0, n = self.const_of(0, "i32"), self.const_of(trip, "i32")
            inits = [self.val(scope, ty) for ty in types]
            before = [self.fresh("w") for _ in types]
            iv = self.fresh("wi")
            all_types = ["i32"] + types
            head, names = self.results_head(all_types)
            self.emit("%s = scf.while (%s) : (%s) -> (%s) {" % (
                head, ", ".join("%s = %s" % p for p in zip([iv] + before, [i0] + inits)),
                ", ".join(all_types), ", ".join(all_types)))
            cond = self.fresh("m")
            self.emit("  %s = arith.cmpi slt, %s, %s : i32" % (cond, iv, n))
            self.emit("  scf.condition(%s) %s : %s" % (
                cond, ", ".join([iv] + before), ", ".join(all_types)))
            self.emit("} do {")
            after = [self.fresh("w") for _ in all_types]
            self.emit("^bb0(%s):" % ", ".join("%s: %s" % p for p in zip(after, all_types)))
            body = copy_scope(scope)
            for a, ty in zip(after[1:], types):
                self.define(body, a, ty)
            self.indent += 1
            nxt = self.fresh("m")
            self.emit("%s = arith.addi %s, %s : i32" % (nxt, after[0], self.const_of(1, "i32")))
            self.define(body, nxt, "i32")
            inner = copy_scope(body)
            local = []
            self.ops(inner, size, local)
            values = [nxt] + [self.val(inner, ty, 0.1) for ty in types]
            for mem, mty in local:
                self.emit("memref.dealloc %s : %s" % (mem, mty))
            self.emit("scf.yield %s : %s" % (", ".join(values), ", ".join(all_types)))
            self.indent -= 1
            self.emit("}")
            names = names[1:]
        elif k < 0.85:
            idx = self.val(scope, "index")
            head, names = self.results_head(types)
            self.emit("%s = scf.index_switch %s -> %s" % (head, idx, ", ".join(types)))
            for case in sorted(self.r.sample([-1, 0, 1, 2, 3, 7, 64], self.r.randint(1, 3))):
                self.emit("case %d {" % case)
                self.region(scope, size, types, "scf.yield")
                self.emit("}")
            self.emit("default {")
            self.region(scope, size, types, "scf.yield")
            self.emit("}")
        else:
            head, names = self.results_head(types)
            self.emit("%s = scf.execute_region -> (%s) {" % (head, ", ".join(types)))
            self.indent += 1
            self.diamond(copy_scope(scope), size, types, "scf.yield", [])
            self.indent -= 1
            self.emit("}")
        for name, ty in zip(names, types):
            self.define(scope, name, ty)

    def results_head(self, types):
        base = self.fresh("r")
        if len(types) == 1:
            return base, [base]
        return "%s:%d" % (base, len(types)), ["%s#%d" % (base, i) for i in range(len(types))]

    def diamond(self, scope, size, types, terminator, deallocs):
        """Blocks: a cond_br or switch to two or three blocks that branch
        forward to a join block, which ends with `terminator` of values of
        `types`.  Emitted at the current indent (a function body or an
        execute_region)."""
        self.ops(scope, size, deallocs)
        arms = self.r.randint(2, 3)
        base = self.n + 1
        self.n += arms + 1
        labels = ["^bb%d" % (base + i) for i in range(arms)]
        join = "^bb%d" % (base + arms)
        if arms == 2 and self.chance(0.6):
            self.emit("cf.cond_br %s, %s, %s" % (self.val(scope, "i1"), *labels))
        else:
            flag_type = self.r.choice(["i32", "i32", "i8", "i64", "i16"])
            flag = self.val(scope, flag_type)
            cases = sorted(self.r.sample(range(-3, 5), arms - 1))
            self.emit("cf.switch %s : %s, [\n%s  default: %s,\n%s\n%s]" % (
                flag, flag_type, "  " * self.indent, labels[0],
                ",\n".join("%s  %d: %s" % ("  " * self.indent, c, l)
                           for c, l in zip(cases, labels[1:])), "  " * self.indent))
        joins = [self.fresh("j") for _ in types]
        for label in labels:
            self.emit(label + ":")
            arm = copy_scope(scope)
            self.ops(arm, size, [])
            values = [self.val(arm, ty, 0.1) for ty in types]
            self.emit("cf.br %s(%s : %s)" % (join, ", ".join(values), ", ".join(types)))
        self.emit("%s(%s):" % (join, ", ".join("%s: %s" % p for p in zip(joins, types))))
        for j, ty in zip(joins, types):
            self.define(scope, j, ty)
        self.ops(scope, size, deallocs)
        values = [self.val(scope, ty, 0.1) for ty in types]
        for mem, mty in deallocs:
            self.emit("memref.dealloc %s : %s" % (mem, mty))
        self.emit("%s %s : %s" % (terminator, ", ".join(values), ", ".join(types)))

    def call(self, scope):
        name, args, results = self.r.choice(self.funcs)
        values = [self.val(scope, ty) for ty in args]
        head, names = self.results_head(results)
        signature = "(%s) -> (%s)" % (", ".join(args), ", ".join(results))
        if self.chance(0.3):
            callee = self.fresh("fn")
            self.emit("%s = func.constant %s : %s" % (callee, name, signature))
            self.emit("%s = func.call_indirect %s(%s) : %s" % (
                head, callee, ", ".join(values), signature))
        else:
            self.emit("%s = func.call %s(%s) : %s" % (head, name, ", ".join(values), signature))
        for n, ty in zip(names, results):
            self.define(scope, n, ty)

    def memref_cast(self, scope):
        """A static buffer cast to a dynamic size and read back through it."""
        ety = self.r.choice(ELEMS)
        n = self.r.randint(1, 4)
        mem, dyn = self.fresh("mem"), self.fresh("cast")
        sty, dty = "memref<%dx%s>" % (n, ety), "memref<?x%s>" % ety
        self.emit("%s = memref.alloca() : %s" % (mem, sty))
        self.fill(scope, mem, sty, n, ety)
        self.emit("%s = memref.cast %s : %s to %s" % (dyn, mem, sty, dty))
        size = self.fresh("m")
        self.emit("%s = memref.dim %s, %s : %s" % (size, dyn, self.const_of(0, "index"), dty))
        i = self.fresh("m")
        self.emit("%s = arith.remui %s, %s : index" % (i, self.val(scope, "index"), size))
        return self.result(scope, ety, "memref.load %s[%s] : %s" % (dyn, i, dty))

    def assertion(self, scope):
        """A `cf.assert` that holds: `x == x` of an integer."""
        ty = self.r.choice(INTS)
        v = self.val(scope, ty)
        c = self.fresh("m")
        self.emit("%s = arith.cmpi eq, %s, %s : %s" % (c, v, v, ty))
        self.emit('cf.assert %s, "%s holds"' % (c, v[1:]))

    def ops(self, scope, count, deallocs):
        for _ in range(count):
            k = self.r.random()
            if k < 0.35:
                self.int_op(scope)
            elif k < 0.65:
                self.float_op(scope)
            elif k < 0.76:
                self.memref_op(scope, deallocs)
            elif k < 0.78:
                self.memref_cast(scope)
            elif k < 0.8:
                self.assertion(scope)
            elif k < 0.9 and self.indent < 6:
                self.control(scope, self.indent)
            elif self.funcs:
                self.call(scope)

    def function(self, index):
        args = [self.scalar_type() for _ in range(self.r.randint(0, 3))]
        results = [self.scalar_type() for _ in range(self.r.randint(1, 3))]
        names = ["%%a%d" % i for i in range(len(args))]
        scope = {}
        for n, ty in zip(names, args):
            self.define(scope, n, ty)
        name = "@f%d" % index
        # Some functions also get C interface wrappers.
        attrs = " attributes {llvm.emit_c_interface}" if self.chance(0.15) else ""
        self.emit("func.func %s(%s) -> (%s)%s {" % (
            name, ", ".join("%s: %s" % p for p in zip(names, args)), ", ".join(results), attrs))
        self.indent += 1
        size = self.r.randint(4, 12)
        if self.chance(0.4):
            self.diamond(scope, size // 2, results, "return", [])
        else:
            deallocs = []
            self.ops(scope, size, deallocs)
            values = [self.val(scope, ty, 0.1) for ty in results]
            for mem, mty in deallocs:
                self.emit("memref.dealloc %s : %s" % (mem, mty))
            self.emit("return %s : %s" % (", ".join(values), ", ".join(results)))
        self.indent -= 1
        self.emit("}")
        self.funcs.append((name, args, results))

    def to_i64(self, value, ty):
        """`value` as an i64 holding its bits (zero-extended)."""
        if ty == "i64":
            return value
        if ty == "index":
            return self.result({}, "i64", "arith.index_castui %s : index to i64" % value)
        if ty in FLOATS:
            bits = "i%d" % WIDTH[ty]
            value = self.result({}, bits, "arith.bitcast %s : %s to %s" % (value, ty, bits))
            ty = bits
            if ty == "i64":
                return value
        return self.result({}, "i64", "arith.extui %s : %s to i64" % (value, ty))

    def main(self):
        self.emit("func.func @main() -> i32 {")
        self.indent += 1
        scope = {}
        total = self.const_of(0, "i64")
        for name, args, results in self.funcs:
            values = [self.constant(scope, ty) for ty in args]
            head, names = self.results_head(results)
            self.emit("%s = func.call %s(%s) : (%s) -> (%s)" % (
                head, name, ", ".join(values), ", ".join(args), ", ".join(results)))
            for n, ty in zip(names, results):
                bits = self.to_i64(n, ty)
                self.emit("func.call @print_hex(%s) : (i64) -> ()" % bits)
                nxt = self.fresh("t")
                self.emit("%s = arith.xori %s, %s : i64" % (nxt, total, bits))
                total = nxt
        code = self.fresh("t")
        self.emit("%s = arith.andi %s, %s : i64" % (code, total, self.const_of(63, "i64")))
        ret = self.fresh("t")
        self.emit("%s = arith.trunci %s : i64 to i32" % (ret, code))
        self.emit("return %s : i32" % ret)
        self.indent -= 1
        self.emit("}")


# The printer: 16 hex digits and a newline through putchar.
PRINT_HEX = """\
func.func private @putchar(i32) -> i32
func.func @print_hex(%v: i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  scf.for %i = %c0 to %c16 step %c1 {
    %i64 = arith.index_cast %i : index to i64
    %c15 = arith.constant 15 : i64
    %c4 = arith.constant 4 : i64
    %back = arith.subi %c15, %i64 : i64
    %shift = arith.muli %back, %c4 : i64
    %sh = arith.shrui %v, %shift : i64
    %nib = arith.andi %sh, %c15 : i64
    %c10 = arith.constant 10 : i64
    %digit = arith.cmpi ult, %nib, %c10 : i64
    %c48 = arith.constant 48 : i64
    %c87 = arith.constant 87 : i64
    %base = arith.select %digit, %c48, %c87 : i64
    %ch = arith.addi %base, %nib : i64
    %ch32 = arith.trunci %ch : i64 to i32
    %p = func.call @putchar(%ch32) : (i32) -> i32
  }
  %nl = arith.constant 10 : i32
  %q = func.call @putchar(%nl) : (i32) -> i32
  return
}
"""


def copy_scope(scope):
    return {ty: list(vs) for ty, vs in scope.items()}


def program(seed, index):
    """The text of program `index` of `seed`."""
    p = Program(random.Random("%d/%d" % (seed, index)))
    for i in range(p.r.randint(1, 4)):
        p.function(i)
    p.main()
    head = p.globals
    return "\n".join(head + [PRINT_HEX] + p.out) + "\n"


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--count", type=int, default=20)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--first", type=int, default=0)
    ap.add_argument("--out", required=True)
    args = ap.parse_args(argv)
    os.makedirs(args.out, exist_ok=True)
    for i in range(args.first, args.first + args.count):
        with open(os.path.join(args.out, "e2e_%d_%05d.mlir" % (args.seed, i)), "w") as f:
            f.write(program(args.seed, i))
    return 0


if __name__ == "__main__":
    sys.exit(main())
