#!/usr/bin/env python3
"""Structure-aware generator of TableGen files for the differential runner
(`diff-mlir-opt.sh --tblgen`).

Writes random `.td` files that use the language broadly: classes with
template arguments and default values, inheritance with arguments, `def`,
`defvar`, `defset`, `let` blocks and `let` overrides, `multiclass`/`defm`
with `NAME` pasting, `foreach` over lists and ranges, `if`/`else`,
`assert`, `#ifdef`/`#define`, typed fields of every kind (`bit`, `bits<N>`,
`int`, `string`, `code`, `list<T>`, `dag`, class types), bit slices, list
slices and every bang operator on values of the right type, `!match` with
patterns in LLVM's POSIX syntax and in others', comments.  Most inputs are
valid; a share gets one small mutation (a token dropped, repeated or
swapped, a character inserted: punctuation or a control character such as
a carriage return) so error paths are compared.

    scripts/gen_td.py --count 200 --seed 7 --out DIR

Every file is a pure function of (seed, index).  Standard library only.
"""

import os
import random
import sys

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from gen_ir import mutate, write_inputs  # noqa: E402  (shared with the IR generator)


# Patterns for !match: POSIX extended syntax as LLVM's Regex reads it, and
# the syntaxes of other engines (Perl, Rust), which LLVM reads differently
# or rejects.  Written as TableGen string literals.
REGEXES = [
    '"a"', '"^H"', '"y$"', '"[a-z]+"', '"[[:digit:]]"', '"[[:alpha:]_]+"', '"a|x"',
    '"(a|b)*c"', '"^(ab)+$"', '"a{2}"', '"a{1,3}"', '"a{,2}"', '"x{"', '"[]a]"',
    '"[^a-]"', '"[[.hyphen.]]"', '"[[=a=]]"', '"[[:<:]]a"', '"(a)\\\\1"', '"."',
    '"\\\\d"', '"\\\\w+"', '"\\\\s"', '"\\\\b"', '"(?i)a"', '"a+?"', '"a*?"',
    '"(?:a)"', '"\\\\."', '"[\\\\d]"', '"a+*"', '"*a"', '"a|"', '""', '"[z-a]"',
    '"a{3,1}"', '"(a"', '"a)"', '"[a"', '"[[:foo:]]"', '"a{256}"', '"^*"', '"\\\\1"',
]

# Characters llvm-tblgen's lexer treats apart (line ends, other controls),
# inserted anywhere: in tokens, strings, comments and code.
CONTROL_CHARS = ["\r", "\r\n", "\t", "\x0b", "\x0c", "\x00", "\x01", "\x7f"]


class Gen:
    def __init__(self, rng):
        self.r = rng
        self.classes = []  # (name, [(arg type, arg name)], [(field type, name)])
        self.defs = []  # names of defs whose class is known: (name, class)
        self.vars = []  # (type, name) of defvars in scope
        self.n = 0

    def pick(self, xs):
        return self.r.choice(xs)

    def chance(self, p):
        return self.r.random() < p

    def fresh(self, prefix):
        self.n += 1
        return "%s%d" % (prefix, self.n)

    # ----------------------------------------------------------------- values
    def ty(self, depth=0):
        k = self.r.randint(0, 9 if depth < 2 else 5)
        if k == 0:
            return "bit"
        if k == 1:
            return "bits<%d>" % self.r.randint(1, 8)
        if k in (2, 3):
            return "int"
        if k in (4, 5):
            return "string"
        if k == 6:
            return "code"
        if k == 7:
            return "dag"
        if k == 8 and self.classes:
            return self.pick(self.classes)[0]
        return "list<%s>" % self.ty(depth + 1)

    def int_expr(self, depth=0):
        ints = [t[1] for t in self.vars if t[0] == "int"]
        if depth > 2 or self.chance(0.35):
            if ints and self.chance(0.3):
                return self.pick(ints)
            return self.pick(["0", "1", "-1", "7", "42", "0x10", "0b101", "-8",
                              str(self.r.randint(-100, 1000)), "9223372036854775807"])
        a, b = self.int_expr(depth + 1), self.int_expr(depth + 1)
        k = self.r.randint(0, 14)
        if k < 9:
            op = ["add", "sub", "mul", "and", "or", "xor", "shl", "sra", "srl"][k]
            if op in ("shl", "sra", "srl"):
                b = str(self.r.randint(0, 9))
            return "!%s(%s, %s)" % (op, a, b)
        if k == 9:
            return "!div(%s, %s)" % (a, self.pick(["1", "2", "3", "-5"]))
        if k == 10:
            return "!size(%s)" % self.pick([self.list_expr("int", depth + 1), self.str_expr(depth + 1)])
        if k == 11:
            return "!if(%s, %s, %s)" % (self.bit_expr(depth + 1), a, b)
        if k == 12:
            return "!cond(%s: %s, true: %s)" % (self.bit_expr(depth + 1), a, b)
        if k == 13:
            return "!logtwo(%s)" % self.pick(["1", "2", "64", "1000"])
        return "!find(%s, %s)" % (self.str_expr(depth + 1), self.pick(['"a"', '""', '"x"']))

    def bit_expr(self, depth=0):
        if depth > 2 or self.chance(0.3):
            return self.pick(["0", "1", "true", "false"])
        k = self.r.randint(0, 9)
        if k == 9:
            return "!match(%s, %s)" % (self.str_expr(depth + 1), self.pick(REGEXES))
        if k < 6:
            op = ["eq", "ne", "lt", "le", "gt", "ge"][k]
            if op in ("eq", "ne") and self.chance(0.3):
                return "!%s(%s, %s)" % (op, self.str_expr(depth + 1), self.str_expr(depth + 1))
            return "!%s(%s, %s)" % (op, self.int_expr(depth + 1), self.int_expr(depth + 1))
        if k == 6:
            return "!not(%s)" % self.bit_expr(depth + 1)
        if k == 7:
            return "!empty(%s)" % self.list_expr("int", depth + 1)
        return "!%s(%s, %s)" % (self.pick(["and", "or", "xor"]), self.bit_expr(depth + 1),
                                self.bit_expr(depth + 1))

    def str_expr(self, depth=0):
        strs = [t[1] for t in self.vars if t[0] == "string"]
        if depth > 2 or self.chance(0.35):
            if strs and self.chance(0.3):
                return self.pick(strs)
            return self.pick(['"a"', '""', '"Hello"', '"x\\ty"', '"a_b"', '"\\"q"', "NAME"
                              if False else '"n"'])
        k = self.r.randint(0, 8)
        if k == 0:
            return "!strconcat(%s, %s)" % (self.str_expr(depth + 1), self.str_expr(depth + 1))
        if k == 1:
            return "!cast<string>(%s)" % self.int_expr(depth + 1)
        if k == 2:
            return "!subst(%s, %s, %s)" % (self.pick(['"a"', '"x"']), self.str_expr(depth + 1),
                                           self.str_expr(depth + 1))
        if k == 3:
            return "!substr(%s, %d, %d)" % (self.str_expr(depth + 1), self.r.choice([0, 0, 0, 1]),
                                            self.r.randint(0, 5))
        if k == 4:
            return "!interleave(%s, %s)" % (self.list_expr("string", depth + 1),
                                            self.pick(['", "', '""', '"-"']))
        if k == 5:
            return "!%s(%s)" % (self.pick(["tolower", "toupper"]), self.str_expr(depth + 1))
        if k == 6:
            return "%s # %s" % (self.str_expr(depth + 1), self.str_expr(depth + 1))
        if k == 7:
            return "!repr(%s)" % self.int_expr(depth + 1)
        return "!if(%s, %s, %s)" % (self.bit_expr(depth + 1), self.str_expr(depth + 1),
                                    self.str_expr(depth + 1))

    def list_expr(self, elem, depth=0):
        if depth > 2 or self.chance(0.4):
            n = self.r.randint(0, 4)
            if n == 0 and self.chance(0.9):
                return "[]<%s>" % elem
            return "[ %s ]" % ", ".join(self.value(elem, depth + 1) for _ in range(n))
        k = self.r.randint(0, 7)
        if k == 0:
            return "!listconcat(%s, %s)" % (self.list_expr(elem, depth + 1),
                                            self.list_expr(elem, depth + 1))
        if k == 1:
            return "!listsplat(%s, %d)" % (self.value(elem, depth + 1), self.r.randint(0, 3))
        if k == 2:
            return "!tail(%s)" % self.pick(["[%s]" % self.value(elem, depth + 1),
                                            "[%s, %s]" % (self.value(elem, depth + 1),
                                                          self.value(elem, depth + 1))])
        if k == 3 and elem == "int":
            return "!range(%s)" % self.pick(["4", "0", "2, 5", "5, 2", "0, 10, 3"])
        if k == 4:
            return "!foreach(x, %s, %s)" % (self.list_expr(elem, depth + 1),
                                            "x" if self.chance(0.5) else self.value(elem, depth + 1))
        if k == 5 and elem == "int":
            return "!filter(x, %s, !gt(x, %d))" % (self.list_expr("int", depth + 1),
                                                   self.r.randint(-1, 5))
        if k == 6 and elem == "int":
            return "!listremove(%s, %s)" % (self.list_expr("int", depth + 1),
                                            self.list_expr("int", depth + 1))
        return "[ %s ]" % self.value(elem, depth + 1)

    def dag_expr(self, depth=0):
        ops = [d for d, _ in self.defs] or ["ops"]
        if depth > 1 or self.chance(0.5):
            args = []
            for _ in range(self.r.randint(0, 3)):
                k = self.r.randint(0, 3 if depth < 2 else 2)
                v = [self.int_expr, self.str_expr, lambda _: "?", self.dag_expr][k](depth + 1)
                args.append(v + (":$" + self.pick(["a", "b", "x"]) if self.chance(0.3) else ""))
            return "(%s%s)" % (self.pick(ops), (" " + ", ".join(args)) if args else "")
        k = self.r.randint(0, 3)
        if k == 0:
            return "!con(%s, %s)" % (self.dag_expr(depth + 1), self.dag_expr(depth + 1))
        if k == 1:
            return "!dag(%s, %s, %s)" % (self.pick(ops), "[1, 2]", '["a", "b"]')
        if k == 2:
            return "!setdagop(%s, %s)" % (self.dag_expr(depth + 1), self.pick(ops))
        return "!setdagarg(%s, 0, %s)" % ("(%s 1, 2)" % self.pick(ops), self.int_expr(2))

    def value(self, ty, depth=0):
        if ty == "bit":
            return self.bit_expr(depth)
        if ty.startswith("bits<"):
            n = int(ty[5:-1])
            if self.chance(0.5):
                return "{ %s }" % ", ".join(self.pick(["0", "1"]) for _ in range(n))
            return str(self.r.randint(0, (1 << n) - 1))
        if ty == "int":
            return self.int_expr(depth)
        if ty == "string":
            return self.str_expr(depth)
        if ty == "code":
            return self.pick(["[{ code }]", "[{}]", '"as string"', "[{ a\n  b }]"])
        if ty == "dag":
            return self.dag_expr(depth)
        if ty.startswith("list<"):
            return self.list_expr(ty[5:-1], depth)
        defs = [d for d, c in self.defs if c == ty]
        return self.pick(defs) if defs else "?"

    # ------------------------------------------------------------ statements
    def class_def(self):
        name = self.fresh("C")
        args = [(self.ty(1), self.fresh("a")) for _ in range(self.r.randint(0, 3))]
        fields = [(self.ty(), self.fresh("f")) for _ in range(self.r.randint(0, 4))]
        params = ", ".join("%s %s%s" % (t, a, (" = " + self.value(t)) if self.chance(0.4) else "")
                           for t, a in args)
        parent = ""
        if self.classes and self.chance(0.4):
            pname, pargs, pfields = self.pick(self.classes)
            parent = " : " + self.inst(pname, pargs)
            fields = fields + [f for f in pfields if f[1] not in {x[1] for x in fields}]
        body = ""
        saved = self.vars
        self.vars = self.vars + args
        for t, f in fields[: len(fields)]:
            if not any(f == pf[1] for pf in self.classes_fields(parent)):
                body += "  %s %s%s;\n" % (t, f, (" = " + self.value(t)) if self.chance(0.7) else "")
        if args and self.chance(0.3):
            t, a = self.pick(args)
            if t == "int":
                body += '  assert !ge(%s, -1000000), "arg too small";\n' % a
        self.vars = saved
        self.classes.append((name, args, fields))
        tmpl = "<%s>" % params if args else ""
        return "class %s%s%s {\n%s}\n" % (name, tmpl, parent, body)

    def classes_fields(self, parent):
        for name, _, fields in self.classes:
            if parent.strip(" :").startswith(name + "<") or parent.strip(" :") == name:
                return fields
        return []

    def inst(self, cname, args):
        vals = [self.value(t, 1) for t, _ in args]
        if vals and self.chance(0.05):
            vals = vals[:-1]  # a default may fill it (or an error, as llvm-tblgen says)
        return "%s<%s>" % (cname, ", ".join(vals)) if args else cname

    def def_stmt(self, name=None):
        name = name or self.fresh(self.pick(["D", "Rec", "X_"]))
        parents, fields = [], []
        picked = self.r.sample(self.classes, min(len(self.classes), self.r.randint(0, 2)))
        for cname, args, cfields in picked:
            parents.append(self.inst(cname, args))
            fields += cfields
        body = ""
        for t, f in fields:
            if self.chance(0.3):
                body += "  let %s = %s;\n" % (f, self.value(t))
        for _ in range(self.r.randint(0, 3)):
            t = self.ty()
            body += "  %s %s = %s;\n" % (t, self.fresh("g"), self.value(t))
        if parents and self.chance(0.5) and len(parents) == 1:
            self.defs.append((name, parents[0].split("<")[0]))
        return "def %s%s {\n%s}\n" % (name, (" : " + ", ".join(parents)) if parents else "", body)

    def multiclass(self):
        name = self.fresh("M")
        arg = self.fresh("p")
        inner = []
        for _ in range(self.r.randint(1, 3)):
            suffix = self.fresh("_s")
            inner.append('  def %s {\n    int v = %s;\n    string n = NAME;\n  }\n'
                         % (self.pick([suffix, "NAME # " + '"' + suffix + '"']),
                            self.pick([arg, "!add(%s, 1)" % arg])))
        text = "multiclass %s<int %s> {\n%s}\n" % (name, arg, "".join(inner))
        for _ in range(self.r.randint(1, 2)):
            text += "defm %s : %s<%s>;\n" % (self.fresh("dm"), name, self.int_expr(1))
        if self.chance(0.3):
            text += "defm : %s<%s>;\n" % (name, self.int_expr(1))
        return text

    def foreach(self):
        var = self.fresh("i")
        rng = self.pick(["[1, 2, 3]", "0...3", "!range(3)", '["a", "b"]', "{0-2}"])
        saved = self.vars
        if not rng.startswith('["'):
            self.vars = self.vars + [("int", var)]
        body = "  def %s # %s {\n    int x = %s;\n  }\n" % (
            '"' + self.fresh("F") + '_"', var, self.int_expr(1) if rng.startswith('["') is False
            else "1")
        if self.chance(0.3):
            body += "  defvar %s = %s;\n" % (self.fresh("fv"), var)
        self.vars = saved
        return "foreach %s = %s in {\n%s}\n" % (var, rng, body)

    def statement(self):
        k = self.r.randint(0, 11)
        if k < 3:
            return self.class_def()
        if k < 6:
            return self.def_stmt()
        if k == 6:
            t = self.pick(["int", "string", "bit"])
            name = self.fresh("v")
            text = "defvar %s = %s;\n" % (name, self.value(t))
            self.vars.append((t, name))
            return text
        if k == 7:
            return self.multiclass()
        if k == 8:
            return self.foreach()
        if k == 9:
            return "if %s then {\n%s} else {\n%s}\n" % (self.bit_expr(), self.def_stmt(),
                                                       self.def_stmt())
        if k == 10:
            name = self.fresh("Set")
            cls = self.pick(self.classes)[0] if self.classes else None
            if cls is None:
                return self.class_def()
            args = dict((c[0], c[1]) for c in self.classes)[cls]
            inner = "".join("  def %s : %s;\n" % (self.fresh("E"), self.inst(cls, args))
                            for _ in range(self.r.randint(0, 2)))
            return "defset list<%s> %s = {\n%s}\ndef %s_user { list<%s> all = %s; }\n" % (
                cls, name, inner, name, cls, name)
        # let blocks over defs
        field = self.fresh("lf")
        return "class %s_c { int %s = 0; }\nlet %s = %s in {\n  def %s : %s_c;\n}\n" % (
            field, field, field, self.int_expr(1), self.fresh("L"), field)

    def file(self):
        out = ["def ops;\n"]
        if self.chance(0.2):
            out.append("#define FEATURE\n")
        for _ in range(self.r.randint(2, 9)):
            st = self.statement()
            if self.chance(0.15):
                st = "// %s\n%s" % (self.pick(["note", "a \"quoted\" word", "x\ty"]), st)
            if self.chance(0.05):
                st = "#ifdef FEATURE\n%s#else\n%s#endif\n" % (st, self.def_stmt())
            out.append(st)
        if self.chance(0.2):
            out.append('assert %s, "top-level assertion";\n'
                       % self.pick([self.bit_expr(), "1", "!eq(1, 1)"]))
        return "".join(out)


def generate(seed, index, mutation_rate=0.2):
    rng = random.Random("td:%d:%d" % (seed, index))
    text = Gen(rng).file()
    if rng.random() < mutation_rate:
        if rng.random() < 0.3:
            pos = rng.randrange(len(text) + 1)
            text = text[:pos] + rng.choice(CONTROL_CHARS) + text[pos:]
        else:
            text = mutate(rng, text)
    return text


if __name__ == "__main__":
    sys.exit(write_inputs(generate, ".td", mutation_rate=0.2, doc=__doc__))
