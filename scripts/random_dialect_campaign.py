#!/usr/bin/env python3
"""Random dialects through ods-rs and through MLIR's generated C++, side by
side: the runner of scripts/random-dialect-campaign.sh.

Batch after batch, `gen_random_dialect.py` writes --batch dialects (`.td`,
C++ and Rust hooks, generic IR). For each batch:

 1. Each `.td` goes through mlir-tblgen 22 (the op, type, attribute, enum,
    dialect and rewriter generators, `MLIR_CPP` defined) and through
    `ods-tblgen --gen-rust`: both must accept it (class `td-same`), and so
    must the mutations of it (`--td-mutations` per dialect; a mutation both
    reject with the same first error is `td-reject-same`; one whose error of
    ours is in the Rust-only half is `rust-only`, and one only ours rejects
    whose C++ from MLIR does not build is `cpp-fails`).
 2. The accepted dialects are built by ods-rs through `build.rs` in a crate
    with `#![deny(warnings)]`, then checked with `cargo clippy -- -D
    warnings` (classes `build-fails`, `clippy-fails`), and by
    `mlir-oracle.sh` into MLIR's binary (`oracle-fails`).
 3. Each IR chunk runs through the oracle to get its custom form; the
    generic chunk, the custom one, a textual mutation of either and a
    semantic one of the generic chunk (a wrong result type, a property
    dropped, added or of another kind, an unknown enum case, bad segment
    sizes) go through `diff_mlir_opt.py` (classes as the IR runner's) in
    every --modes.

Results go to OUT/results.jsonl (one line per comparison, with the
dialect); divergent inputs are kept with their dialect under
OUT/divergent/<dialect>/. A campaign resumes at the next dialect index of
OUT/state.json. Exits 1 when anything diverged (for CI's fixed sample).

Standard library only.
"""

import argparse
import collections
import concurrent.futures
import json
import os
import random
import re
import shutil
import subprocess
import sys
import time

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from diff_campaign import signature  # noqa: E402
from diff_mlir_opt import ERROR_LINE, first_error  # noqa: E402
from diff_mlir_opt import PASSING as IR_PASSING  # noqa: E402
from gen_ir import mutate  # noqa: E402
from gen_random_dialect import semantic_mutation  # noqa: E402

REPO = os.path.dirname(HERE)
LLVM = "/usr/lib/llvm-22"
TBLGEN_GENERATORS = ["-gen-op-decls", "-gen-op-defs", "-gen-typedef-decls",
                     "-gen-typedef-defs", "-gen-attrdef-decls", "-gen-attrdef-defs",
                     "-gen-enum-decls", "-gen-enum-defs", "-gen-dialect-decls",
                     "-gen-rewriters"]
SPLIT = re.compile(r"^// -----\n", re.M)

CARGO_TOML = """[package]
name = "rd-campaign"
version = "0.0.0"
edition = "2021"
publish = false

[workspace]

[dependencies]
ods-runtime = {{ path = "{repo}/runtime" }}

[build-dependencies]
ods-build = {{ path = "{repo}/ods-build" }}
"""

BUILD_RS = """//! Generates the batch's dialects: every `td/*.td`.

fn main() {
    let dir = std::path::Path::new("td");
    println!("cargo:rerun-if-changed=td");
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .expect("td/ is readable")
        .map(|e| e.expect("an entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "td"))
        .collect();
    files.sort();
    ods_build::Config::new().include_dir(dir).compile_or_exit(&files);
}
"""


# A .td mutation with no first error to compare: ods-tblgen's is in text
# that mlir-tblgen never reads (`rust-only`), or mlir-tblgen accepts the file
# but MLIR's generated C++ does not compile (`cpp-fails`).
PASSING = IR_PASSING + ("rust-only", "cpp-fails")


def rust_only_lines(text):
    """The 1-based lines only ods-tblgen reads: under `#ifndef MLIR_CPP`, or
    the `#else` of `#ifdef MLIR_CPP`."""
    lines, stack = set(), []
    for n, line in enumerate(text.splitlines(), 1):
        words = line.split()
        directive = words[0] if words else ""
        if directive in ("#ifdef", "#ifndef"):
            cpp = words[1:2] == ["MLIR_CPP"]
            stack.append(("rust" if directive == "#ifndef" else "cpp") if cpp else None)
        elif directive == "#else" and stack:
            stack[-1] = {"rust": "cpp", "cpp": "rust"}.get(stack[-1])
        elif directive == "#endif" and stack:
            stack.pop()
        elif "rust" in stack:
            lines.add(n)
    return lines


def run(cmd, cwd=None, env=None, timeout=900):
    try:
        p = subprocess.run(cmd, cwd=cwd, env=env, capture_output=True, text=True,
                           timeout=timeout)
        return p.returncode, p.stdout, p.stderr
    except subprocess.TimeoutExpired:
        return "timeout", "", ""


def first_tblgen_error(stderr):
    """(line:col or None, message) of mlir-tblgen's first error line. An
    assembly format is parsed as a buffer of its own, so its errors come
    without a .td location (a note names the record), before any located
    error they lead to ("failed to parse assembly format")."""
    for line in stderr.splitlines():
        m = ERROR_LINE.match(line)
        if m:
            # An "Unexpected overlap" error ends with the line of
            # mlir-tblgen's own source; ods-tblgen leaves it out.
            message = re.sub(r" \(from line \d+\)$", "", m.group(4).strip())
            return ("%s:%s" % (m.group(2), m.group(3)), message)
        if line.startswith("error: "):
            return (None, line[len("error: "):].strip())
    return first_error(stderr)


def td_verdict(td, ods_tblgen):
    """(ref error or None, our error or None) for one `.td`: mlir-tblgen's
    first error over its generators, ods-tblgen's over --gen-rust."""
    ref = None
    for g in TBLGEN_GENERATORS:
        code, _, err = run([LLVM + "/bin/mlir-tblgen", g, "-D", "MLIR_CPP",
                            "-I", LLVM + "/include", "-I", os.path.dirname(td), td,
                            "-o", os.devnull], timeout=60)
        if code != 0:
            ref = first_tblgen_error(err) or (None, "exit %s" % code)
            break
    code, _, err = run([ods_tblgen, "--gen-rust", "-I", os.path.dirname(td), td,
                        "-o", os.devnull], timeout=60)
    ours = None
    if code != 0:
        ours = first_error(err) or (None, "exit %s" % code)
        if "panicked" in err:
            ours = (None, "PANIC " + err.strip().splitlines()[-1][:200])
    return ref, ours


def td_mutation_class(mpath, ods_tblgen, oracle_tool, oracle_cpp, work):
    """(ref error, our error, class) of a mutated `.td`: td_class, with an
    error of ours in the text only ods-tblgen reads taken as `rust-only`,
    and one mlir-tblgen does not give as `cpp-fails` when MLIR's C++ for the
    file does not build (with the dialect's C++ hooks, `oracle_cpp`)."""
    ref, ours = td_verdict(mpath, ods_tblgen)
    cls = td_class(ref, ours)
    if cls in ("ours-rejects", "reject-msg", "reject-loc") and ours[0]:
        _, _, err = run([ods_tblgen, "--gen-rust", "-I", os.path.dirname(mpath), mpath,
                         "-o", os.devnull], timeout=60)
        m = next(filter(None, map(ERROR_LINE.match, err.splitlines())), None)
        if m and os.path.basename(m.group(1)) == os.path.basename(mpath) \
                and int(m.group(2)) in rust_only_lines(open(mpath).read()):
            cls = "rust-only"
    if cls == "ours-rejects":
        binary = os.path.join(work, "oracle-" + os.path.basename(mpath)[:-3])
        env = dict(os.environ, ORACLE_QUIET="1", ORACLE_EXTRA_CPP=oracle_cpp)
        code, _, _ = run([oracle_tool, mpath, binary], env=env, timeout=1800)
        if code != 0:
            cls = "cpp-fails"
    return ref, ours, cls


def td_class(ref, ours):
    if ours and ours[1].startswith("PANIC"):
        return "crash-ours"
    if ref is None and ours is None:
        return "same"
    if ref is None:
        return "ours-rejects"
    if ours is None:
        return "ours-accepts"
    # Without a .td location in mlir-tblgen's error (an assembly format's),
    # only the message can be compared.
    if ref == ours or (ref[0] is None and ref[1] == ours[1]):
        return "reject-same"
    return "reject-loc" if ref[1] == ours[1] else "reject-msg"


def write_crate(crate, names):
    os.makedirs(os.path.join(crate, "src"), exist_ok=True)
    with open(os.path.join(crate, "Cargo.toml"), "w") as f:
        f.write(CARGO_TOML.format(repo=REPO))
    if not os.path.exists(os.path.join(crate, "Cargo.lock")):
        shutil.copy(os.path.join(REPO, "Cargo.lock"), os.path.join(crate, "Cargo.lock"))
    with open(os.path.join(crate, "build.rs"), "w") as f:
        f.write(BUILD_RS)
    mods = "".join('#[path = "../td/%s.rs"]\npub mod %s;\n' % (n, n) for n in names)
    regs = "".join("        %s::%s::%sDialect::register(ctx);\n"
                   % (n, n, n.upper()) for n in names)
    with open(os.path.join(crate, "src", "main.rs"), "w") as f:
        f.write("//! `ods-opt` with one batch of random dialects.\n#![deny(warnings)]\n\n"
                + mods + "\nfn main() -> std::process::ExitCode {\n"
                "    ods_runtime::opt::main(\"rd-opt\", |ctx| {\n" + regs + "    })\n}\n")


def cargo(crate, target, command, *rest):
    """`cargo COMMAND` in the crate, offline and quiet; `rest` after it
    (clippy's `-- -D warnings`)."""
    env = dict(os.environ, CARGO_TARGET_DIR=target)
    return run(["cargo", command, "--offline", "-q", *rest], cwd=crate, env=env,
               timeout=1800)


def chunks_of(path):
    with open(path) as f:
        return [c for c in SPLIT.split(f.read()) if c.strip()]


def make_inputs(name, gen_dir, inputs, oracle, seed, index):
    """The IR inputs of one dialect: each generic chunk, its custom form as
    the oracle prints it, a textual mutation of one of the two, and a
    semantic one of the generic chunk (`semantic_mutation`)."""
    rng = random.Random("%d:%d:ir" % (seed, index))
    # A stream of its own, so that the textual mutations of a seed stay.
    sem_rng = random.Random("%d:%d:semantic" % (seed, index))
    count = 0
    for k, chunk in enumerate(chunks_of(os.path.join(gen_dir, name + ".mlir"))):
        base = os.path.join(inputs, "%s-c%02d" % (name, k))
        with open(base + ".mlir", "w") as f:
            f.write(chunk)
        count += 1
        code, out, _ = run([oracle, "--allow-unregistered-dialect", base + ".mlir"],
                           timeout=20)
        custom = out if code == 0 else None
        if custom:
            with open(base + "-custom.mlir", "w") as f:
                f.write(custom)
            count += 1
        if rng.random() < 0.5:
            with open(base + "-mut.mlir", "w") as f:
                f.write(mutate(rng, custom if custom and rng.random() < 0.7 else chunk))
            count += 1
        semantic = semantic_mutation(sem_rng, chunk, name) if sem_rng.random() < 0.5 else None
        if semantic:
            with open(base + "-sem.mlir", "w") as f:
                f.write(semantic)
            count += 1
    return count


class Campaign:
    def __init__(self, args):
        self.args = args
        self.out = os.path.abspath(args.out)
        self.work = os.path.join(self.out, "work")
        self.crate = os.path.join(self.out, "crate")
        self.target = os.path.abspath(args.target or os.path.join(self.out, "target"))
        self.results = os.path.join(self.out, "results.jsonl")
        self.state_path = os.path.join(self.out, "state.json")
        os.makedirs(self.out, exist_ok=True)
        self.state = {"seed": args.seed, "next": args.first, "dialects": 0}
        if os.path.exists(self.state_path):
            with open(self.state_path) as f:
                self.state = json.load(f)
            if self.state["seed"] != args.seed:
                sys.exit("random-dialect-campaign: %s holds seed %d" % (self.out,
                                                                         self.state["seed"]))

    def record(self, rows):
        with open(self.results, "a") as f:
            for r in rows:
                f.write(json.dumps(r, sort_keys=True) + "\n")

    def keep(self, name, files):
        """Copies the dialect and the given inputs under OUT/divergent."""
        dest = os.path.join(self.out, "divergent", name)
        os.makedirs(dest, exist_ok=True)
        for ext in (".td", ".oracle.cpp", ".rs", ".mlir"):
            src = os.path.join(self.work, "gen", name + ext)
            if os.path.exists(src):
                shutil.copy(src, dest)
        for f in files:
            if os.path.exists(f):
                shutil.copy(f, dest)

    def build_crate(self, accepted, gen_dir, td_dir, rows):
        """Builds the accepted dialects with `#![deny(warnings)]`, then
        clippy `-D warnings`. A dialect the messages name is left out and
        the rest built again, so that one bug costs one dialect. Leaves in
        `accepted` the dialects built; whether any were."""
        while accepted:
            shutil.rmtree(td_dir, ignore_errors=True)
            os.makedirs(td_dir)
            for name in accepted:
                for ext in (".td", ".rs"):
                    shutil.copy(os.path.join(gen_dir, name + ext), td_dir)
            write_crate(self.crate, accepted)
            failed = None
            for step, args in (("build-fails", ["build"]),
                               ("clippy-fails", ["clippy", "--", "-D", "warnings"])):
                code, _, err = cargo(self.crate, self.target, *args)
                ok = code == 0
                # rustc's and clippy's messages, without cargo's progress.
                messages = [l for l in err.splitlines()
                            if not l.lstrip().startswith(("Compiling", "Checking"))]
                named = sorted(set(re.findall(r"\b(rd\d+)\.rs:", err)) & set(accepted))
                rows.append({"dialect": ",".join(named or accepted), "input": "crate",
                             "mode": args[0], "class": "same" if ok else step,
                             "diff": [] if ok else messages[:40]})
                if not ok:
                    failed = named or list(accepted)
                    break
            if failed is None:
                return True
            for name in failed:
                self.keep(name, [])
                accepted.remove(name)
        return False

    def run_dialects(self, accepted, gen_dir, inputs, rows, fresh_inputs):
        """Builds the accepted dialects (ods-rs and the oracle), then runs
        their IR through both: the inputs made from each dialect's chunks
        (`fresh_inputs`), or those already in `inputs/<dialect>/`. Adds the
        comparisons to `rows`; the number of IR inputs."""
        a = self.args
        td_dir = os.path.join(self.crate, "td")
        built = self.build_crate(accepted, gen_dir, td_dir, rows)
        # One oracle per dialect: MLIR's generated parsers of two dialects'
        # attributes share a name in one translation unit.
        oracles = {}
        if built:
            def build_oracle(name):
                binary = os.path.join(self.work, "oracle", name)
                code, _, err = run([a.oracle_tool, os.path.join(gen_dir, name + ".td"),
                                    binary], env=dict(os.environ, ORACLE_QUIET="1"),
                                   timeout=1800)
                return name, binary, code, err
            with concurrent.futures.ThreadPoolExecutor(max_workers=a.jobs) as pool:
                for name, binary, code, err in pool.map(build_oracle, accepted):
                    if code == 0:
                        oracles[name] = binary
                        continue
                    rows.append({"dialect": name, "input": "oracle", "mode": "oracle",
                                 "class": "oracle-fails", "diff": err.splitlines()[:40]})
                    self.keep(name, [])
        ir_inputs = 0
        ours = os.path.join(self.target, "debug", "rd-campaign")
        for name, oracle in sorted(oracles.items()):
            folder = os.path.join(inputs, name)
            if fresh_inputs:
                os.makedirs(folder)
                ir_inputs += make_inputs(name, gen_dir, folder, oracle, a.seed,
                                         int(name[2:]))
            else:
                ir_inputs += len(os.listdir(folder))
            res = os.path.join(self.work, name + ".results.jsonl")
            modes = a.modes.split(",")
            if "Pat<" not in open(os.path.join(gen_dir, name + ".td")).read():
                # The oracle's --apply-patterns does nothing (not even
                # folding) for a dialect without patterns.
                modes = [m for m in modes if m != "apply-patterns"]
            run([sys.executable, os.path.join(HERE, "diff_mlir_opt.py"),
                 "--mlir-opt", oracle, "--ods-opt", ours, "--modes", ",".join(modes),
                 "--results", res, "--report-only", "--show", "0",
                 "--jobs", str(a.jobs), folder], timeout=7200)
            if os.path.exists(res):
                for line in open(res):
                    r = json.loads(line)
                    r["dialect"] = name
                    rows.append(r)
                    if r["class"] not in PASSING:
                        self.keep(name, [os.path.join(folder, r["input"])])
        return ir_inputs

    def replay(self):
        """The `.td` mutations, dialects and inputs kept under OUT/divergent,
        again: what still diverges after a fix (results in
        OUT/replay.jsonl). With --td-only, the `.td` mutations alone."""
        shutil.rmtree(self.work, ignore_errors=True)
        gen_dir = os.path.join(self.work, "gen")
        inputs = os.path.join(self.work, "inputs")
        os.makedirs(gen_dir)
        names, rows = [], []
        kept = os.path.join(self.out, "divergent")
        for name in sorted(os.listdir(kept)):
            src = os.path.join(kept, name)
            for f in sorted(os.listdir(src)):
                path = os.path.join(src, f)
                if f == name + ".td":
                    # The generator's own dialect: both tools must take it.
                    ref, ours = td_verdict(path, self.args.ods_tblgen)
                    rows.append({"dialect": name, "input": f, "mode": "td",
                                 "class": td_class(ref, ours),
                                 "ref_error": ref, "our_error": ours})
                elif re.fullmatch(re.escape(name) + r"-m\d+\.td", f):
                    ref, ours, cls = td_mutation_class(
                        path, self.args.ods_tblgen, self.args.oracle_tool,
                        os.path.join(src, name + ".oracle.cpp"), self.work)
                    rows.append({"dialect": name, "input": f, "mode": "td-mutation",
                                 "class": cls, "ref_error": ref, "our_error": ours})
            # A dialect kept for a mutation of its .td alone has no IR to
            # replay, and building it would cost an oracle build.
            has_ir = any(f.startswith(name + "-c") and f.endswith(".mlir")
                         for f in os.listdir(src))
            if self.args.td_only or not os.path.exists(os.path.join(src, name + ".rs")) \
                    or not has_ir:
                continue
            names.append(name)
            os.makedirs(os.path.join(inputs, name))
            for f in os.listdir(src):
                dest = gen_dir if f.startswith(name + ".") else os.path.join(inputs, name)
                if f.endswith(".mlir") and f != name + ".mlir" or dest == gen_dir:
                    shutil.copy(os.path.join(src, f), dest)
        self.run_dialects(names, gen_dir, inputs, rows, fresh_inputs=False)
        path = os.path.join(self.out, "replay.jsonl")
        with open(path, "w") as f:
            for r in rows:
                f.write(json.dumps(r, sort_keys=True) + "\n")
        summarize(path, self.args.show)
        return 1 if any(r["class"] not in PASSING for r in rows) else 0

    def batch(self):
        a = self.args
        first = self.state["next"]
        shutil.rmtree(self.work, ignore_errors=True)
        gen_dir = os.path.join(self.work, "gen")
        td_dir = os.path.join(self.crate, "td")
        inputs = os.path.join(self.work, "inputs")
        for d in (gen_dir, inputs):
            os.makedirs(d)
        shutil.rmtree(td_dir, ignore_errors=True)
        os.makedirs(td_dir)
        code, out, err = run([sys.executable, os.path.join(HERE, "gen_random_dialect.py"),
                              "--seed", str(a.seed), "--first", str(first),
                              "--count", str(a.batch), "--out", gen_dir])
        if code != 0:
            sys.exit("gen_random_dialect.py failed:\n" + err)
        names = out.split()
        rows, accepted = [], []
        for i, name in enumerate(names):
            td = os.path.join(gen_dir, name + ".td")
            ref, ours = td_verdict(td, a.ods_tblgen)
            cls = td_class(ref, ours)
            rows.append({"dialect": name, "input": name + ".td", "mode": "td",
                         "class": cls, "ref_error": ref, "our_error": ours})
            if cls == "same":
                accepted.append(name)
            elif cls not in PASSING:
                self.keep(name, [])
            rng = random.Random("%d:%d:td" % (a.seed, first + i))
            text = open(td).read()
            for m in range(a.td_mutations):
                mpath = os.path.join(gen_dir, "%s-m%d.td" % (name, m))
                with open(mpath, "w") as f:
                    f.write(mutate(rng, text))
                mref, mours, mcls = td_mutation_class(
                    mpath, a.ods_tblgen, a.oracle_tool,
                    os.path.join(gen_dir, name + ".oracle.cpp"), self.work)
                rows.append({"dialect": name, "input": os.path.basename(mpath),
                             "mode": "td-mutation", "class": mcls,
                             "ref_error": mref, "our_error": mours})
                if mcls not in PASSING:
                    self.keep(name, [mpath])
        ir_inputs = self.run_dialects(accepted, gen_dir, inputs, rows, fresh_inputs=True)
        self.record(rows)
        self.state["next"] = first + len(names)
        self.state["dialects"] += len(names)
        with open(self.state_path, "w") as f:
            json.dump(self.state, f)
        return len(names), len(accepted), ir_inputs, rows

    def main(self):
        a = self.args
        start = time.monotonic()
        divergent = 0
        done = 0
        while True:
            n, acc, ir, rows = self.batch()
            done += n
            bad = [r for r in rows if r["class"] not in PASSING]
            divergent += len(bad)
            print("random-dialect-campaign: dialects %d..%d: %d built, %d IR inputs, "
                  "%d comparisons, %d divergent (%.1f min)"
                  % (self.state["next"] - n, self.state["next"] - 1, acc, ir, len(rows),
                     len(bad), (time.monotonic() - start) / 60), flush=True)
            if a.dialects and done >= a.dialects:
                break
            if a.minutes and time.monotonic() - start > a.minutes * 60:
                break
            if not a.dialects and not a.minutes:
                break
        summarize(self.results, a.show)
        return 1 if divergent else 0


def summarize(path, show):
    rows = [json.loads(l) for l in open(path)] if os.path.exists(path) else []
    dialects = {r["dialect"] for r in rows if r["mode"] == "td"}
    by_mode = collections.defaultdict(collections.Counter)
    for r in rows:
        by_mode[r["mode"]][r["class"]] += 1
    ir = [r for r in rows if r["mode"] not in ("td", "td-mutation", "build", "clippy", "oracle")]
    print("random dialects: %d dialects, %d IR inputs, %d IR comparisons (%d tool runs)"
          % (len(dialects), len({r["input"] for r in ir}), len(ir), 2 * len(ir)))
    for mode, counts in sorted(by_mode.items()):
        print("  %-18s %s" % (mode, ", ".join("%s %d" % kv for kv in sorted(counts.items()))))
    groups = collections.OrderedDict()
    for r in rows:
        if r["class"] in PASSING:
            continue
        key = signature(r) if "diff" in r or "ref_error" in r else (r["class"], "")
        groups.setdefault(key, []).append(r)
    if groups and show:
        print("divergence groups (%d):" % len(groups))
        for (cls, sig), rs in sorted(groups.items(), key=lambda kv: -len(kv[1]))[:show]:
            r = rs[0]
            print("  %5d  %s  %s" % (len(rs), cls, sig))
            print("         e.g. %s [%s] %s" % (r["input"], r["mode"], r["dialect"]))
            for line in (r.get("diff") or [])[:8]:
                print("           " + line)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seed", type=int, required=True)
    ap.add_argument("--first", type=int, default=0, help="first dialect index")
    ap.add_argument("--batch", type=int, default=6, help="dialects per build")
    ap.add_argument("--dialects", type=int, default=0, help="stop after N dialects")
    ap.add_argument("--minutes", type=float, default=0, help="stop after M minutes")
    ap.add_argument("--td-mutations", type=int, default=2)
    ap.add_argument("--modes", default="custom,generic,custom+debuginfo,canonicalize,"
                    "cse,apply-patterns")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--show", type=int, default=20)
    ap.add_argument("--out", required=True)
    ap.add_argument("--target", help="cargo target folder (default OUT/target)")
    ap.add_argument("--ods-tblgen", required=True)
    ap.add_argument("--oracle-tool", required=True)
    ap.add_argument("--summary-only", action="store_true")
    ap.add_argument("--replay", action="store_true",
                    help="run the dialects, inputs and .td mutations kept under "
                    "OUT/divergent again")
    ap.add_argument("--td-only", action="store_true",
                    help="with --replay: only the kept .td mutations")
    args = ap.parse_args(argv)
    if args.summary_only:
        summarize(os.path.join(args.out, "results.jsonl"), args.show)
        return 0
    if args.replay:
        return Campaign(args).replay()
    return Campaign(args).main()


if __name__ == "__main__":
    sys.exit(main())
