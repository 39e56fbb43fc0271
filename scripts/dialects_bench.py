#!/usr/bin/env python3
"""Benchmark MLIR's own dialects: ods-mlir-opt against mlir-opt 22 on one
large generated module in custom form.

The module (--ops operations, 1,000,000 by default) is `func.func`s of
about 2,000 ops each: chains of `arith` integer and float ops, `index`
casts and arithmetic, and, where ods-mlir-opt has them, `math` ops and an
`scf.for` with `iter_args` per function. A share of the ops fold or merge
under --canonicalize (constants of each function deduplicated and hoisted,
`x + 0`, constant operands).

Both tools must print the same for the module, as read and after
--canonicalize (checked first). Then each command runs --repeat times,
alternating, output to /dev/null; wall time and peak RSS come from
os.wait4. Printed: the figures and the ratios ods-rs/MLIR of time and peak
memory, for reading + verifying + printing and for the same with
--canonicalize; then the canonicalize and the CSE pass alone as each
tool's own --mlir-timing report gives them (its `Canonicalizer` and `CSE`
lines), the median of --repeat alternating runs.

With --pipelines, the pass pipelines of PIPELINES are timed instead
(`func.func(canonicalize,cse)` with and without threads, `inline`,
`sccp`), each checked for identical output first; `--function-ops 100`
makes the 1M-op module 10,000 functions.

With --conversions, each group of ops also holds an `scf.if` and a few
`complex` ops (create, add, mul, re), and the conversion passes of
CONVERSIONS (`convert-scf-to-cf`, `convert-complex-to-standard`) are timed
the same way, each checked for identical output first.

With --llvm (issue 37), the module has no `scf` (so that it lowers
fully) and two steps are timed: `--convert-to-llvm` by ods-mlir-opt
and mlir-opt, then `--mlir-to-llvmir` of the lowered module by
ods-mlir-translate (--translate) and mlir-translate, each checked for
identical output first.

With --memref (issue 36), the module is loops over buffers instead:
each function is an `affine.for` whose body holds groups of `affine`,
`memref` and `vector` ops (affine maps and bounds, subviews with strided
layouts, transfers with permutation maps and masks). Read, verify and
print, `--canonicalize` and `--lower-affine` are timed, each checked for
identical output first.

With --bufferize (issue 36), the module is functions over tensors
(`tensor.extract`, `insert`, `extract_slice`, `insert_slice` and arith
on their elements), and `--one-shot-bufferize` with
`bufferize-function-boundaries` is timed, checked for identical output
first.

Standard library only; run through scripts/dialects-bench.sh.
"""

import argparse
import os
import subprocess
import sys
import tempfile

sys.dont_write_bytecode = True  # no __pycache__ in scripts/
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from bench_passes import pass_medians, run_all, same_output  # noqa: E402

# The pass pipelines of --pipelines: the function pipeline both with
# MLIR's threads and without, then module passes.
PIPELINES = [
    ("func.func(canonicalize,cse)", "builtin.module(func.func(canonicalize,cse))", []),
    ("func.func(canonicalize,cse), no threads",
     "builtin.module(func.func(canonicalize,cse))", ["--mlir-disable-threading"]),
    ("inline", "builtin.module(inline)", ["--mlir-disable-threading"]),
    ("sccp", "builtin.module(sccp)", ["--mlir-disable-threading"]),
]

# The conversion passes of --conversions (issue 35), on the module with
# `scf.if` and `complex` ops in every group.
CONVERSIONS = [
    ("convert-scf-to-cf", "builtin.module(convert-scf-to-cf)", []),
    ("convert-complex-to-standard",
     "builtin.module(convert-complex-to-standard)", []),
]

# The steps of --memref: each tool's argv before the module.
MEMREF_STEPS = [
    ("read, verify, print", []),
    ("--canonicalize", ["--canonicalize"]),
    ("--lower-affine", ["--lower-affine"]),
]

# The module size of --bufferize: ops, ops per function. mlir-opt's
# one-shot-bufferize grows much faster than linearly with the size of a
# function (a function of 2,000 ops took it 20 minutes), so its module
# is many small functions, and smaller than the others.
BUFFERIZE_SIZES = (100_000, 100)

# The step of --bufferize.
BUFFERIZE_STEPS = [
    ("--one-shot-bufferize", ["--one-shot-bufferize=bufferize-function-boundaries"]),
]


def group(g, dialects, out, conversions=False):
    """One group of ops: the chain `%acc`/`%facc` goes through it; with
    `conversions`, an `scf.if` and `complex` ops besides."""
    v = lambda name: "%%%s%d" % (name, g)  # noqa: E731
    acc, facc = ("%acc" + str(g - 1)) if g else "%arg0", ("%facc" + str(g - 1)) if g else "%arg1"
    lines = [
        "%s = arith.constant %d : i64" % (v("c"), g % 7),
        "%s = arith.constant 0 : i64" % v("z"),
        "%s = arith.addi %s, %s : i64" % (v("a"), acc, v("c")),
        "%s = arith.addi %s, %s : i64" % (v("x"), v("a"), v("z")),
        "%s = arith.muli %s, %%arg0 : i64" % (v("m"), v("x")),
        "%s = arith.xori %s, %s : i64" % (v("o"), v("m"), acc),
        "%s = arith.cmpi slt, %s, %s : i64" % (v("p"), v("o"), v("a")),
        "%s = arith.select %s, %s, %s : i64" % (v("s"), v("p"), v("o"), v("a")),
        "%s = index.casts %s : i64 to index" % (v("i"), v("s")),
        "%s = index.add %s, %%arg2" % (v("j"), v("i")),
        "%s = index.casts %s : index to i64" % (v("k"), v("j")),
        "%s = arith.addf %s, %%arg1 : f32" % (v("f"), facc),
    ]
    if "math" in dialects:
        lines.append("%s = math.absf %s : f32" % (v("g"), v("f")))
    else:
        lines.append("%s = arith.negf %s : f32" % (v("g"), v("f")))
    if conversions:
        lines += [
            "%s = scf.if %s -> (i64) {" % (v("y"), v("p")),
            "  %s = arith.addi %s, %s : i64" % (v("ya"), v("o"), v("c")),
            "  scf.yield %s : i64" % v("ya"),
            "} else {",
            "  scf.yield %s : i64" % v("a"),
            "}",
            "%s = complex.create %s, %s : complex<f32>" % (v("zc"), v("f"), v("g")),
            "%s = complex.add %s, %s : complex<f32>" % (v("za"), v("zc"), v("zc")),
            "%s = complex.mul %s, %s : complex<f32>" % (v("zm"), v("za"), v("zc")),
            "%s = complex.re %s : complex<f32>" % (v("zr"), v("zm")),
        ]
    lines.append("%%facc%d = arith.mulf %s, %s : f32" % (g, v("g"), v("f")))
    lines.append("%%acc%d = arith.subi %s, %s : i64" % (g, v("k"), v("c")))
    for line in lines:
        out.write("  " + line + "\n")
    return sum(1 for line in lines if not line.startswith("}"))


def write_module(path, ops, function_ops, dialects, conversions=False):
    """The module: functions of about `function_ops` ops until `ops`."""
    written = 0
    with open(path, "w") as out:
        f = 0
        while written < ops:
            out.write("func.func @f%d(%%arg0: i64, %%arg1: f32, %%arg2: index) "
                      "-> (i64, f32) {\n" % f)
            g, n = 0, 0
            while n < function_ops:
                n += group(g, dialects, out, conversions)
                g += 1
            acc, facc = "%%acc%d" % (g - 1), "%%facc%d" % (g - 1)
            if "scf" in dialects:
                out.write("  %%lb = arith.constant 0 : index\n"
                          "  %%st = arith.constant 1 : index\n"
                          "  %%ub = arith.constant 4 : index\n"
                          "  %%r = scf.for %%iv = %%lb to %%ub step %%st "
                          "iter_args(%%t = %s) -> (i64) {\n"
                          "    %%u = arith.addi %%t, %%arg0 : i64\n"
                          "    scf.yield %%u : i64\n"
                          "  }\n" % acc)
                acc, n = "%r", n + 6
            out.write("  return %s, %s : i64, f32\n}\n" % (acc, facc))
            written += n + 2
            f += 1
    return written


def memref_group(g, out):
    """One group of memref, affine and vector ops in the loop over `%i`;
    the vector `%vacc` chains the groups."""
    v = lambda name: "%%%s%d" % (name, g)  # noqa: E731
    vacc = ("%vacc" + str(g - 1)) if g else "%vi"
    lines = [
        "%s = affine.load %%A[%%i, %%i + %d] : memref<64x128xf32>" % (v("a"), g % 5),
        "%s = affine.apply affine_map<(d0)[s0] -> (d0 * 2 + s0 + %d)>(%%i)[%%n]"
        % (v("b"), g % 3),
        "%s = affine.min affine_map<(d0) -> (d0, 63)>(%s)" % (v("m"), v("b")),
        "%s = memref.load %%A[%s, %%c0] : memref<64x128xf32>" % (v("l"), v("m")),
        "%s = arith.addf %s, %s : f32" % (v("s"), v("a"), v("l")),
        "affine.store %s, %%A[%%i, %d] : memref<64x128xf32>" % (v("s"), g % 7),
        "%s = vector.transfer_read %%A[%%i, %%c0], %%pad {in_bounds = [true]} "
        ": memref<64x128xf32>, vector<4xf32>" % v("t"),
        "%s = vector.broadcast %s : f32 to vector<4xf32>" % (v("u"), v("s")),
        "%s = vector.fma %s, %s, %s : vector<4xf32>" % (v("w"), v("t"), v("u"), vacc),
        "%s = vector.create_mask %%n : vector<4xi1>" % v("k"),
        "vector.transfer_write %s, %%A[%%c0, %%i], %s "
        "{permutation_map = affine_map<(d0, d1) -> (d0)>} : vector<4xf32>, memref<64x128xf32>"
        % (v("w"), v("k")),
        "%s = memref.subview %%A[%%i, %d] [1, 16] [1, 2] : memref<64x128xf32> to "
        "memref<16xf32, strided<[2], offset: ?>>" % (v("v"), g % 9),
        "%s = vector.reduction <add>, %s : vector<4xf32> into f32" % (v("e"), v("w")),
        "memref.store %s, %s[%%c0] : memref<16xf32, strided<[2], offset: ?>>" % (v("e"), v("v")),
        "%%vacc%d = arith.mulf %s, %s : vector<4xf32>" % (g, v("w"), v("t")),
    ]
    for line in lines:
        out.write("    " + line + "\n")
    return len(lines)


def write_memref_module(path, ops, function_ops):
    """The --memref module: functions of about `function_ops` ops, each
    one `affine.for` over the groups of `memref_group`, until `ops`."""
    written = 0
    with open(path, "w") as out:
        f = 0
        while written < ops:
            out.write("func.func @f%d(%%A: memref<64x128xf32>, %%n: index, %%vin: vector<4xf32>) "
                      "-> vector<4xf32> {\n"
                      "  %%c0 = arith.constant 0 : index\n"
                      "  %%pad = arith.constant 0.0 : f32\n"
                      "  %%r = affine.for %%i = 0 to 64 iter_args(%%vi = %%vin) -> (vector<4xf32>) {\n"
                      % f)
            g, n = 0, 0
            while n < function_ops:
                n += memref_group(g, out)
                g += 1
            out.write("    affine.yield %%vacc%d : vector<4xf32>\n  }\n"
                      "  return %%r : vector<4xf32>\n}\n" % (g - 1))
            written += n + 6
            f += 1
    return written


def tensor_group(g, out):
    """One group of tensor ops; the tensor `%t` chains the groups."""
    v = lambda name: "%%%s%d" % (name, g)  # noqa: E731
    t = ("%t" + str(g - 1)) if g else "%T"
    lines = [
        "%s = tensor.extract %s[%%i, %%c0] : tensor<64x128xf32>" % (v("e"), t),
        "%s = arith.addf %s, %%x : f32" % (v("a"), v("e")),
        "%s = tensor.insert %s into %s[%%i, %%c0] : tensor<64x128xf32>" % (v("u"), v("a"), t),
        "%s = tensor.extract_slice %s[%%i, %d] [1, 16] [1, 1] : tensor<64x128xf32> to "
        "tensor<16xf32>" % (v("s"), v("u"), g % 8),
        "%s = tensor.extract %s[%%c0] : tensor<16xf32>" % (v("f"), v("s")),
        "%s = arith.mulf %s, %s : f32" % (v("m"), v("f"), v("a")),
        "%s = tensor.insert %s into %s[%%c0] : tensor<16xf32>" % (v("w"), v("m"), v("s")),
        "%%t%d = tensor.insert_slice %s into %s[%%i, %d] [1, 16] [1, 1] : tensor<16xf32> "
        "into tensor<64x128xf32>" % (g, v("w"), v("u"), g % 8),
    ]
    for line in lines:
        out.write("  " + line + "\n")
    return len(lines)


def write_tensor_module(path, ops, function_ops):
    """The --bufferize module: functions of about `function_ops` ops of
    `tensor_group`s, until `ops`."""
    written = 0
    with open(path, "w") as out:
        f = 0
        while written < ops:
            out.write("func.func @f%d(%%T: tensor<64x128xf32>, %%i: index, %%x: f32) "
                      "-> tensor<64x128xf32> {\n  %%c0 = arith.constant 0 : index\n" % f)
            g, n = 0, 0
            while n < function_ops:
                n += tensor_group(g, out)
                g += 1
            out.write("  return %%t%d : tensor<64x128xf32>\n}\n" % (g - 1))
            written += n + 3
            f += 1
    return written


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--ours", required=True, help="ods-mlir-opt (release)")
    ap.add_argument("--mlir-opt", default="/usr/lib/llvm-22/bin/mlir-opt")
    ap.add_argument("--ops", type=int,
                    help="ops in the module (1M; BUFFERIZE_SIZES with --bufferize)")
    ap.add_argument("--function-ops", type=int,
                    help="ops per function (2,000; BUFFERIZE_SIZES with --bufferize)")
    ap.add_argument("--pipelines", action="store_true",
                    help="time the pass pipelines of PIPELINES instead")
    ap.add_argument("--conversions", action="store_true",
                    help="time the conversion passes of CONVERSIONS instead")
    ap.add_argument("--llvm", action="store_true",
                    help="time --convert-to-llvm and --mlir-to-llvmir instead")
    ap.add_argument("--memref", action="store_true",
                    help="a module over memref, affine and vector; time MEMREF_STEPS instead")
    ap.add_argument("--bufferize", action="store_true",
                    help="a module over tensors; time BUFFERIZE_STEPS instead")
    ap.add_argument("--translate", help="ods-mlir-translate (release), for --llvm")
    ap.add_argument("--mlir-translate", default="/usr/lib/llvm-22/bin/mlir-translate")
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--timeout", type=float, default=600)
    args = ap.parse_args(argv)
    ops, function_ops = BUFFERIZE_SIZES if args.bufferize else (1_000_000, 2000)
    args.ops = args.ops or ops
    args.function_ops = args.function_ops or function_ops

    shown = subprocess.run([args.ours, "--show-dialects"], capture_output=True,
                           text=True, check=True).stdout
    dialects = set(shown.split(":", 1)[1].strip().split(","))
    tmp = tempfile.mkdtemp(prefix="ods-dialects-bench.")
    module = os.path.join(tmp, "module.mlir")
    if args.conversions and not {"scf", "complex"} <= dialects:
        sys.exit("dialects-bench: --conversions needs scf and complex in ods-mlir-opt")
    if args.llvm:
        if not args.translate:
            sys.exit("dialects-bench: --llvm needs --translate ods-mlir-translate")
        ops = write_module(module, args.ops, args.function_ops, dialects - {"scf"})
        return bench_llvm(args, module, ops, tmp)
    if args.memref:
        if not {"memref", "affine", "vector"} <= dialects:
            sys.exit("dialects-bench: --memref needs memref, affine and vector in ods-mlir-opt")
        ops = write_memref_module(module, args.ops, args.function_ops)
        return bench_steps(args, module, ops, MEMREF_STEPS, tmp)
    if args.bufferize:
        if not {"tensor", "bufferization"} <= dialects:
            sys.exit("dialects-bench: --bufferize needs tensor and bufferization in ods-mlir-opt")
        ops = write_tensor_module(module, args.ops, args.function_ops)
        return bench_steps(args, module, ops, BUFFERIZE_STEPS, tmp)
    ops = write_module(module, args.ops, args.function_ops, dialects, args.conversions)
    if args.pipelines or args.conversions:
        return bench_pipelines(args, module, ops,
                               CONVERSIONS if args.conversions else PIPELINES, tmp)

    for flags in ([], ["--canonicalize"]):
        if not same_output((args.ours, args.mlir_opt), [*flags, module], tmp):
            sys.exit("dialects-bench: ods-mlir-opt and mlir-opt print the module "
                     "differently (or not at all) with flags %s" % flags)

    out = ["-o", os.devnull]
    commands = [
        ("ours", (args.ours, [module] + out)),
        ("mlir-opt", (args.mlir_opt, [module] + out)),
        ("ours --canonicalize", (args.ours, ["--canonicalize", module] + out)),
        ("mlir-opt --canonicalize", (args.mlir_opt, ["--canonicalize", module] + out)),
    ]
    t = run_all(commands, args.repeat, args.timeout, "dialects-bench")
    n = args.repeat
    used = sorted(d for d in dialects if d in ("arith", "index", "math", "scf", "func"))
    print("module: %d ops (%s), %d runs each, alternating" % (ops, ", ".join(used), n))
    for label, (wall, rss) in t.items():
        print("  %-24s %8.3f s  %8.1f MiB" % (label, wall / n, rss / 1024))
    for suffix in ("", " --canonicalize"):
        ours, ref = t["ours" + suffix], t["mlir-opt" + suffix]
        print("ratio ours/mlir-opt%s: time %.2f, peak memory %.2f"
              % (suffix or " (read, verify, print)", ours[0] / ref[0], ours[1] / ref[1]))
    for flag, line in (("--canonicalize", "Canonicalizer"), ("--cse", "CSE")):
        tools = [(label, (binary, [flag, module, "-o", os.devnull]))
                 for label, binary in (("ours", args.ours), ("mlir-opt", args.mlir_opt))]
        m = pass_medians(tools, line, n, args.timeout, "dialects-bench")
        print("%s pass alone (--mlir-timing %s line, median): ours %.4f s, mlir-opt %.4f s, "
              "ratio %.2f" % (flag, line, m["ours"], m["mlir-opt"],
                              m["ours"] / max(m["mlir-opt"], 1e-9)))
    return 0


def bench_llvm(args, module, ops, tmp):
    """`--convert-to-llvm` of the module, then `--mlir-to-llvmir` of the
    lowered module (as mlir-opt lowers it), each tool against MLIR's,
    after checking both print the same."""
    lower = ["--convert-to-llvm", module]
    if not same_output((args.ours, args.mlir_opt), lower, tmp):
        sys.exit("dialects-bench: the tools lower the module differently")
    lowered = os.path.join(tmp, "lowered.mlir")
    subprocess.run([args.mlir_opt, *lower, "-o", lowered], check=True)
    export = ["--mlir-to-llvmir", lowered]
    if not same_output((args.translate, args.mlir_translate), export, tmp):
        sys.exit("dialects-bench: the translators export the lowered module differently")
    out = ["-o", os.devnull]
    steps = [("--convert-to-llvm", args.ours, args.mlir_opt, lower),
             ("--mlir-to-llvmir", args.translate, args.mlir_translate, export)]
    commands = []
    for label, ours, ref, argv in steps:
        commands.append(("ours " + label, (ours, argv + out)))
        commands.append(("mlir " + label, (ref, argv + out)))
    t = run_all(commands, args.repeat, args.timeout, "dialects-bench")
    print_ratios(t, args.repeat, [label for label, _, _, _ in steps],
                 "module: %d ops (arith, index, math, func) in functions of about %d ops"
                 % (ops, args.function_ops), reference="mlir")
    return 0


def bench_steps(args, module, ops, steps, tmp):
    """Each of `steps` (label, flags before the module): the same output
    from both tools first, then alternating runs, ratios of time and peak
    memory."""
    out = ["-o", os.devnull]
    commands = []
    for label, flags in steps:
        argv = [*flags, module]
        if not same_output((args.ours, args.mlir_opt), argv, tmp):
            sys.exit("dialects-bench: the tools print differently for %s" % (flags or label))
        commands.append(("ours " + label, (args.ours, argv + out)))
        commands.append(("mlir-opt " + label, (args.mlir_opt, argv + out)))
    t = run_all(commands, args.repeat, args.timeout, "dialects-bench")
    print_ratios(t, args.repeat, [label for label, _ in steps],
                 "module: %d ops in functions of about %d ops" % (ops, args.function_ops))
    return 0


def print_ratios(t, n, labels, heading, reference="mlir-opt"):
    """Each label's mean time and peak memory for both tools (the
    reference's runs labelled `reference`), and their ratios."""
    print("%s, %d runs each, alternating" % (heading, n))
    for label in labels:
        ours, ref = t["ours " + label], t[reference + " " + label]
        print("  %-40s ours %8.3f s %8.1f MiB, %s %8.3f s %8.1f MiB, "
              "ratio time %.2f, memory %.2f"
              % (label, ours[0] / n, ours[1] / 1024, reference, ref[0] / n, ref[1] / 1024,
                 ours[0] / ref[0], ours[1] / ref[1]))


def bench_pipelines(args, module, ops, pipelines, tmp):
    """Each of `pipelines` (PIPELINES or CONVERSIONS) as a step of
    `bench_steps`."""
    steps = [(label, ["--pass-pipeline=" + pipeline, *flags])
             for label, pipeline, flags in pipelines]
    return bench_steps(args, module, ops, steps, tmp)


if __name__ == "__main__":
    sys.exit(main())
