#!/usr/bin/env python3
"""TableGen conformance: compare `ods-tblgen --dump-json` and `--print-records`
with `llvm-tblgen`.

For every `.td` file under the Debian LLVM 22 include trees (sorted), run
`llvm-tblgen --dump-json -I <include root> -I <file's folder> FILE`.

* Files llvm-tblgen accepts: run ods-tblgen with the same flags and compare
  the parsed JSON values (objects order-insensitive, arrays order-sensitive),
  then the `--print-records` text byte for byte.
* Files llvm-tblgen rejects: ods-tblgen must reject them too, cleanly: a
  non-zero exit with a message on stderr, no panic (exit 101 + "panicked"),
  no signal, no timeout.

Reference outputs are kept in a temporary directory for this run only.
Exit status: 0 when every accepted file is identical and every rejected file
is rejected cleanly, 1 otherwise, 2 on a usage or setup error.

Standard library only.  Usually run through scripts/tablegen-conformance.sh,
which builds ods-tblgen first.
"""

import argparse
import concurrent.futures
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

LLVM_ROOT = "/usr/lib/llvm-22"
DEFAULT_LLVM_TBLGEN = os.path.join(LLVM_ROOT, "bin", "llvm-tblgen")
DEFAULT_INCLUDE = os.path.join(LLVM_ROOT, "include")
CORPUS_SUBDIRS = ("mlir", "llvm")

MAX_DIFFS_SHOWN = 5  # differences printed per failing file
MAX_DIFFS_COUNTED = 10000  # stop counting differences after this many
MAX_FILES_DETAILED = 40  # failing files printed with details
MAX_VALUE_CHARS = 200  # truncation of printed JSON values
MAX_STDERR_CHARS = 600  # truncation of printed stderr excerpts
# A Rust panic's first line on stderr, whatever the exit status.
PANIC_LINE = re.compile(r"^thread '[^'\n]*'( \(\d+\))? panicked at ", re.M)

REPO_ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


# --------------------------------------------------------------------------
# corpus


def find_corpus(include_root):
    """All .td files under include_root/{mlir,llvm}, following symlinks."""
    files = []
    for sub in CORPUS_SUBDIRS:
        top = os.path.join(include_root, sub)
        if not os.path.isdir(top):
            continue
        seen_dirs = set()
        for dirpath, dirnames, filenames in os.walk(top, followlinks=True):
            real = os.path.realpath(dirpath)
            if real in seen_dirs:  # guard against symlink loops
                dirnames[:] = []
                continue
            seen_dirs.add(real)
            for name in filenames:
                if name.endswith(".td"):
                    files.append(os.path.join(dirpath, name))
    return sorted(files)


def display_name(path, include_root):
    rel = os.path.relpath(path, include_root)
    return path if rel.startswith("..") else rel


# --------------------------------------------------------------------------
# running a tool


class Run:
    """Outcome of one tool invocation (picklable)."""

    __slots__ = ("status", "code", "stderr", "seconds")

    # status: "ok" (exit 0), "error" (clean non-zero exit), "panic",
    # "signal", "timeout", "exec" (could not start)

    def __init__(self, status, code, stderr, seconds):
        self.status = status
        self.code = code
        self.stderr = stderr
        self.seconds = seconds

    def describe(self):
        if self.status == "ok":
            return "exit 0"
        if self.status == "error":
            return "exit %d" % self.code
        if self.status == "panic":
            return "PANIC (exit %d)" % self.code
        if self.status == "signal":
            return "CRASH (signal %d)" % -self.code
        if self.status == "timeout":
            return "TIMEOUT after %.0f s" % self.seconds
        return "could not run: %s" % self.stderr


def run_tool(binary, args, out_path, timeout):
    """Run binary with args, stdout to out_path; classify the outcome."""
    start = time.monotonic()
    try:
        with open(out_path, "wb") as out:
            proc = subprocess.run(
                [binary] + args,
                stdin=subprocess.DEVNULL,
                stdout=out,
                stderr=subprocess.PIPE,
                timeout=timeout,
            )
    except subprocess.TimeoutExpired as exc:
        err = (exc.stderr or b"").decode("utf-8", "replace")
        return Run("timeout", None, err, time.monotonic() - start)
    except OSError as exc:
        return Run("exec", None, str(exc), time.monotonic() - start)
    seconds = time.monotonic() - start
    err = proc.stderr.decode("utf-8", "replace")
    code = proc.returncode
    if code == 0:
        status = "ok"
    elif code < 0:
        status = "signal"
    elif (code == 101 and "panicked" in err) or PANIC_LINE.search(err):
        # ods-opt and ods-mlir-opt run in a worker thread whose panic
        # ends the process with status 1, not Rust's 101.
        status = "panic"
    else:
        status = "error"
    return Run(status, code, err, seconds)


def tool_args(path, include_root):
    return [
        "--dump-json",
        "-I",
        include_root,
        "-I",
        os.path.dirname(path),
        path,
    ]


# --------------------------------------------------------------------------
# JSON comparison

_IDENT = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")


def key_path(base, key):
    if _IDENT.match(key):
        return "%s.%s" % (base, key)
    return "%s[%s]" % (base, json.dumps(key))


def short(value):
    text = json.dumps(value, sort_keys=True, separators=(",", ":"))
    if len(text) > MAX_VALUE_CHARS:
        text = text[: MAX_VALUE_CHARS - 3] + "..."
    return text


MISSING = object()


def json_kind(v):
    # bool is a subclass of int in Python; keep them apart.
    if v is None:
        return "null"
    if isinstance(v, bool):
        return "bool"
    if isinstance(v, (int, float)):
        return "number"
    if isinstance(v, str):
        return "string"
    if isinstance(v, list):
        return "array"
    if isinstance(v, dict):
        return "object"
    return type(v).__name__


def diff_json(expected, actual, path, out, limit):
    """Append (path, expected, actual) for each difference; stop at limit.

    MISSING marks a key present on only one side.
    """
    if len(out) >= limit:
        return
    ke, ka = json_kind(expected), json_kind(actual)
    if ke != ka:
        out.append((path, expected, actual))
        return
    if ke == "object":
        for key in expected:
            if len(out) >= limit:
                return
            sub = key_path(path, key)
            if key in actual:
                diff_json(expected[key], actual[key], sub, out, limit)
            else:
                out.append((sub, expected[key], MISSING))
        for key in actual:
            if len(out) >= limit:
                return
            if key not in expected:
                out.append((key_path(path, key), MISSING, actual[key]))
    elif ke == "array":
        for i in range(min(len(expected), len(actual))):
            if len(out) >= limit:
                return
            diff_json(expected[i], actual[i], "%s[%d]" % (path, i), out, limit)
        if len(expected) != len(actual) and len(out) < limit:
            out.append(
                (
                    "%s (length)" % path,
                    "length %d" % len(expected),
                    "length %d" % len(actual),
                )
            )
    elif expected != actual:
        out.append((path, expected, actual))


# --------------------------------------------------------------------------
# one file (runs in a worker process)


def check_file(task):
    path, llvm_tblgen, ods_tblgen, include_root, ref_dir, timeout = task
    name = display_name(path, include_root)
    safe = name.replace(os.sep, "__")
    ref_out = os.path.join(ref_dir, safe + ".llvm.json")
    ods_out = os.path.join(ref_dir, safe + ".ods.json")
    args = tool_args(path, include_root)

    result = {"path": path, "name": name}
    ref = run_tool(llvm_tblgen, args, ref_out, timeout)
    result["ref"] = ref
    ours = run_tool(ods_tblgen, args + ["--no-prelude"], ods_out, timeout)
    result["ours"] = ours

    if ref.status == "error":
        result["kind"] = "rejected"
        result["ok"] = ours.status == "error" and ours.stderr.strip() != ""
        if ours.status == "error" and not result["ok"]:
            result["problem"] = "exit %d but nothing on stderr" % ours.code
        elif ours.status == "ok":
            result["problem"] = "accepted (exit 0); llvm-tblgen rejects it"
        elif not result["ok"]:
            result["problem"] = ours.describe()
        _remove(ods_out)
        return result

    if ref.status != "ok":
        # llvm-tblgen itself crashed or timed out: not usable as an oracle.
        result["kind"] = "reference-failure"
        result["ok"] = False
        result["problem"] = "llvm-tblgen: " + ref.describe()
        _remove(ods_out)
        return result

    result["kind"] = "accepted"
    if ours.status != "ok":
        result["ok"] = False
        result["problem"] = ours.describe()
        _remove(ods_out)
        return result

    try:
        with open(ref_out, "rb") as f:
            expected = json.load(f)
    except ValueError as exc:
        result["kind"] = "reference-failure"
        result["ok"] = False
        result["problem"] = "llvm-tblgen output is not JSON: %s" % exc
        _remove(ods_out)
        return result
    try:
        with open(ods_out, "rb") as f:
            actual = json.load(f)
    except ValueError as exc:
        result["ok"] = False
        result["problem"] = "output is not valid JSON: %s" % exc
        _remove(ods_out)
        return result
    _remove(ods_out)

    diffs = []
    diff_json(expected, actual, "$", diffs, MAX_DIFFS_COUNTED)
    if not diffs:
        diffs = compare_print_records(
            llvm_tblgen, ods_tblgen, path, include_root, ref_dir, safe, timeout
        )
    result["ok"] = not diffs
    if diffs:
        result["problem"] = "%s%d difference%s" % (
            "at least " if len(diffs) >= MAX_DIFFS_COUNTED else "",
            len(diffs),
            "" if len(diffs) == 1 else "s",
        )
        result["diffs"] = [
            (
                p,
                "(missing)" if e is MISSING else short(e),
                "(missing)" if a is MISSING else short(a),
            )
            for p, e, a in diffs[:MAX_DIFFS_SHOWN]
        ]
    return result


def compare_print_records(llvm_tblgen, ods_tblgen, path, include_root, ref_dir, safe, timeout):
    """Byte comparison of the --print-records text; [] when identical."""
    args = ["--print-records"] + tool_args(path, include_root)[1:]
    outs = []
    for binary, suffix, extra in ((llvm_tblgen, ".llvm.txt", []), (ods_tblgen, ".ods.txt", ["--no-prelude"])):
        out = os.path.join(ref_dir, safe + suffix)
        run = run_tool(binary, args + extra, out, timeout)
        with open(out, "rb") as f:
            outs.append((run, f.read()))
        _remove(out)
    (ref_run, ref), (our_run, ours) = outs
    if our_run.status != "ok":
        return [("--print-records", "ok", our_run.describe())]
    if ref == ours:
        return []
    ref_lines = ref.decode("utf-8", "replace").splitlines()
    our_lines = ours.decode("utf-8", "replace").splitlines()
    for i in range(max(len(ref_lines), len(our_lines))):
        a = ref_lines[i] if i < len(ref_lines) else MISSING
        b = our_lines[i] if i < len(our_lines) else MISSING
        if a != b:
            return [("--print-records line %d" % (i + 1), a, b)]
    return [("--print-records", "(same lines)", "(different bytes)")]


def _remove(path):
    try:
        os.remove(path)
    except OSError:
        pass


# --------------------------------------------------------------------------
# reporting


def stderr_excerpt(text):
    text = text.strip()
    if len(text) > MAX_STDERR_CHARS:
        text = text[:MAX_STDERR_CHARS] + "\n..."
    return "\n".join("      | " + line for line in text.splitlines())


def print_failure(r):
    print("  %s: %s" % (r["name"], r.get("problem", "failed")))
    for path, exp, act in r.get("diffs", []):
        print("    at %s" % path)
        print("      llvm-tblgen: %s" % exp)
        print("      ods-tblgen:  %s" % act)
    ours = r["ours"]
    if "diffs" not in r and ours.stderr.strip():
        print("    ods-tblgen stderr:")
        print(stderr_excerpt(ours.stderr))


def main(argv=None):
    ap = argparse.ArgumentParser(
        description="Compare ods-tblgen --dump-json with llvm-tblgen over "
        "the LLVM/MLIR 22 .td corpus."
    )
    ap.add_argument("--filter", metavar="SUBSTR",
                    help="only files whose path contains SUBSTR")
    ap.add_argument("--verbose", action="store_true",
                    help="print every file's outcome and timing")
    ap.add_argument("--ods-tblgen", metavar="PATH",
                    default=os.environ.get("ODS_TBLGEN") or
                    os.path.join(REPO_ROOT, "target", "release", "ods-tblgen"),
                    help="binary under test (default: $ODS_TBLGEN or "
                    "target/release/ods-tblgen)")
    ap.add_argument("--llvm-tblgen", metavar="PATH",
                    default=os.environ.get("LLVM_TBLGEN", DEFAULT_LLVM_TBLGEN))
    ap.add_argument("--include-root", metavar="DIR", default=DEFAULT_INCLUDE)
    ap.add_argument("--jobs", type=int, default=2, help="worker processes (2)")
    ap.add_argument("--timeout", type=float, default=60.0,
                    help="per-file, per-tool timeout in seconds (60)")
    ap.add_argument("--keep-temp", action="store_true",
                    help="keep the llvm-tblgen outputs and print where")
    args = ap.parse_args(argv)

    for label, binary in (("llvm-tblgen", args.llvm_tblgen),
                          ("ods-tblgen", args.ods_tblgen)):
        if not (os.path.isfile(binary) and os.access(binary, os.X_OK)):
            print("tablegen-conformance: %s not found or not executable: %s"
                  % (label, binary), file=sys.stderr)
            return 2
    ods = os.path.abspath(args.ods_tblgen)
    include_root = os.path.abspath(args.include_root)

    files = find_corpus(include_root)
    if args.filter:
        files = [f for f in files if args.filter in f]
    if not files:
        print("tablegen-conformance: no .td files found%s under %s"
              % (" matching %r" % args.filter if args.filter else "",
                 include_root), file=sys.stderr)
        return 2

    ref_dir = tempfile.mkdtemp(prefix="ods-tblgen-conformance.")
    started = time.monotonic()
    results = []
    try:
        tasks = [(f, args.llvm_tblgen, ods, include_root, ref_dir, args.timeout)
                 for f in files]
        with concurrent.futures.ProcessPoolExecutor(max_workers=args.jobs) as pool:
            futures = [pool.submit(check_file, t) for t in tasks]
            for done, fut in enumerate(concurrent.futures.as_completed(futures), 1):
                r = fut.result()
                results.append(r)
                if args.verbose:
                    print("[%d/%d] %-9s %-4s %s (llvm %.2fs, ods %.2fs)%s" % (
                        done, len(files), r["kind"],
                        "ok" if r["ok"] else "FAIL", r["name"],
                        r["ref"].seconds, r["ours"].seconds,
                        "" if r["ok"] else ": " + r.get("problem", "")),
                        flush=True)
                elif done % 50 == 0:
                    print("tablegen-conformance: %d/%d files" % (done, len(files)),
                          file=sys.stderr, flush=True)
    finally:
        if args.keep_temp:
            print("tablegen-conformance: llvm-tblgen outputs kept in %s" % ref_dir,
                  file=sys.stderr)
        else:
            shutil.rmtree(ref_dir, ignore_errors=True)
    elapsed = time.monotonic() - started

    results.sort(key=lambda r: r["path"])
    accepted = [r for r in results if r["kind"] == "accepted"]
    rejected = [r for r in results if r["kind"] == "rejected"]
    ref_failures = [r for r in results if r["kind"] == "reference-failure"]
    identical = [r for r in accepted if r["ok"]]
    failing = [r for r in accepted if not r["ok"]]
    cleanly = [r for r in rejected if r["ok"]]
    bad_rejects = [r for r in rejected if not r["ok"]]

    print("tablegen conformance: %d/%d identical" % (len(identical), len(accepted)))
    if failing:
        print()
        print("accepted by llvm-tblgen, different from ods-tblgen (%d):" % len(failing))
        for r in failing[:MAX_FILES_DETAILED]:
            print_failure(r)
        rest = failing[MAX_FILES_DETAILED:]
        if rest:
            print("  ... and %d more:" % len(rest))
            for r in rest:
                print("  %s: %s" % (r["name"], r.get("problem", "failed")))
        print()

    print("rejected by llvm-tblgen: %d, rejected by ods-tblgen too: %d"
          % (len(rejected), len(cleanly)))
    if bad_rejects:
        print("rejected by llvm-tblgen but not cleanly by ods-tblgen (%d):"
              % len(bad_rejects))
        for i, r in enumerate(bad_rejects):
            print("  %s: %s" % (r["name"], r.get("problem", "failed")))
            if (i < MAX_FILES_DETAILED and r["ours"].status in ("panic", "signal")
                    and r["ours"].stderr.strip()):
                print(stderr_excerpt(r["ours"].stderr))
                if args.verbose:
                    print("    llvm-tblgen says:")
                    print(stderr_excerpt(r["ref"].stderr))
    if ref_failures:
        print("llvm-tblgen itself failed (not counted) on %d file(s):" % len(ref_failures))
        for r in ref_failures:
            print("  %s: %s" % (r["name"], r["problem"]))

    ok = not failing and not bad_rejects and not ref_failures
    print("tablegen conformance: %s (%d files in %.1f s)"
          % ("PASS" if ok else "FAIL", len(results), elapsed))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
