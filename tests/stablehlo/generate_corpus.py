#!/usr/bin/env python3
"""Writes tests/stablehlo/corpus/: what JAX 0.10.2 emits for a few hundred small
functions, with inputs and XLA:CPU's results, for Axle's StableHLO readers.

A test-data generator only: neither the product nor `make test` runs it. The
C++ tests read its committed output without network or Python. Run it through
generate_corpus.sh (which makes its own virtual environment with the pinned
jax/jaxlib), or directly with a Python that has jax==jaxlib==0.10.2:

  python tests/stablehlo/generate_corpus.py [--only REGEX] [--out DIR]

Each case gets its own folder <category>/<name>/ with the files the corpus
README describes. Re-running gives the same bytes (fixed seeds, sorted output,
source locations that name this file by a relative name).
"""

import os
import sys

# JAX records the Python file and line of every op in the artifacts' locations.
# Compile this file under a fixed relative name so that the output does not
# depend on where the checkout lives.
_SELF_NAME = "tests/stablehlo/generate_corpus.py"
if __name__ == "__main__" and globals().get("__axle_rel__") is None:
    with open(os.path.abspath(__file__)) as _f:
        _code = compile(_f.read(), _SELF_NAME, "exec")
    _ns = {"__name__": "__main__", "__file__": os.path.abspath(__file__), "__axle_rel__": True}
    exec(_code, _ns)
    sys.exit(0)

os.environ["JAX_PLATFORMS"] = "cpu"

import argparse
import json
import re
import shutil
import subprocess
import sysconfig
import zlib

import numpy as np

JAX_VERSION = "0.10.2"

# The older VHLO version every case is also serialised at (a plugin may ask for
# it): StableHLO 1.0.0, the first with compatibility guarantees. Every case's
# export module serialises at it (jax.export already expands the ops and
# attributes newer than that).
OLD_VHLO = "1.0.0"

# ------------------------------------------------------------ literal text

def _xla_type_names():
    import ml_dtypes
    table = {
        np.bool_: "pred", np.int8: "s8", np.int16: "s16", np.int32: "s32", np.int64: "s64",
        np.uint8: "u8", np.uint16: "u16", np.uint32: "u32", np.uint64: "u64",
        np.float16: "f16", ml_dtypes.bfloat16: "bf16", np.float32: "f32", np.float64: "f64",
        np.complex64: "c64", np.complex128: "c128",
        ml_dtypes.float8_e4m3fn: "f8e4m3fn", ml_dtypes.float8_e5m2: "f8e5m2",
        ml_dtypes.float8_e4m3: "f8e4m3", ml_dtypes.float8_e3m4: "f8e3m4",
        ml_dtypes.float8_e4m3fnuz: "f8e4m3fnuz", ml_dtypes.float8_e5m2fnuz: "f8e5m2fnuz",
        ml_dtypes.float8_e4m3b11fnuz: "f8e4m3b11fnuz", ml_dtypes.int4: "s4", ml_dtypes.uint4: "u4",
    }
    return {np.dtype(k): v for k, v in table.items()}


XLA_TYPE = _xla_type_names()
# Floats numpy prints in their own shortest round-tripping form.
_NUMPY_FLOATS = {np.dtype(np.float16), np.dtype(np.float32), np.dtype(np.float64)}


def _same_bits(a, b):
    return np.asarray(a).tobytes() == np.asarray(b).tobytes()


def format_real(value, dtype):
    """One real element, spelled so that Axle's literal parser reads it back exactly."""
    f = float(value)
    if np.isnan(f):
        return "-nan" if np.signbit(f) else "nan"
    if np.isinf(f):
        return "-inf" if f < 0 else "inf"
    if dtype in _NUMPY_FLOATS:
        text = str(value)
    elif dtype.itemsize == 1:
        # The 8-bit floats: the exact value (a few digits), as XLA prints them.
        text = repr(f)
    else:
        # bf16: the parser reads decimal -> f64 -> bf16.
        text = None
        for digits in range(1, 18):
            candidate = "%.*g" % (digits, f)
            if _same_bits(np.array(float(candidate)).astype(dtype), np.array(value, dtype)):
                text = candidate
                break
    if text is None or not _same_bits(np.array(float(text)).astype(dtype), np.array(value, dtype)):
        raise ValueError(f"{value!r} of {dtype} does not round-trip through {text!r}")
    return text


def format_element(value, dtype):
    if dtype == np.bool_:
        return "true" if bool(value) else "false"
    if np.issubdtype(dtype, np.integer) or dtype.name in ("int4", "uint4"):
        return str(int(value))
    if np.issubdtype(dtype, np.complexfloating):
        part = np.dtype(np.float32) if dtype == np.complex64 else np.dtype(np.float64)
        return "(%s, %s)" % (format_real(part.type(value.real), part),
                             format_real(part.type(value.imag), part))
    return format_real(value, dtype)


def format_literal(array):
    """`f32[2,3] {{1, 2, 3}, {4, 5, 6}}` (default layout, no layout suffix)."""
    array = np.asarray(array)
    dtype = array.dtype
    shape = "%s[%s]" % (XLA_TYPE[dtype], ",".join(str(d) for d in array.shape))
    if array.ndim == 0:
        return "%s %s" % (shape, format_element(array[()], dtype))
    if array.size == 0:
        return shape + " {}"

    def nest(a):
        if a.ndim == 1:
            return "{" + ", ".join(format_element(v, dtype) for v in a) + "}"
        return "{" + ", ".join(nest(sub) for sub in a) + "}"

    return "%s %s" % (shape, nest(array))


def format_result(leaves):
    """A single result as itself; several as one tuple (what a multi-result main returns)."""
    if len(leaves) == 1:
        return format_literal(leaves[0])
    return "(" + ", ".join(format_literal(leaf) for leaf in leaves) + ")"

# -------------------------------------------------------------- tolerances

# (atol, rtol) per tolerance class and float kind. Integer, pred and results
# that only move data compare exactly.
_TOLERANCES = {
    "exact": {"f64": (0, 0), "f32": (0, 0), "f16": (0, 0), "f8": (0, 0)},
    "arith": {"f64": (1e-12, 1e-10), "f32": (1e-6, 1e-5), "f16": (1e-2, 1e-2), "f8": (1e-1, 1e-1)},
    "trans": {"f64": (1e-10, 1e-8), "f32": (1e-5, 1e-4), "f16": (2e-2, 2e-2), "f8": (1e-1, 1e-1)},
    "loose": {"f64": (1e-8, 1e-6), "f32": (1e-4, 1e-3), "f16": (5e-2, 5e-2), "f8": (2e-1, 2e-1)},
}


def _float_kind(dtype):
    if dtype in (np.float64, np.complex128):
        return "f64"
    if dtype in (np.float32, np.complex64):
        return "f32"
    if dtype.name in ("float16", "bfloat16"):
        return "f16"
    if dtype.name.startswith("float8"):
        return "f8"
    return None


def tolerance_for(tol_class, result_dtypes):
    atol = rtol = 0.0
    for dtype in result_dtypes:
        kind = _float_kind(dtype)
        if kind is None:
            continue
        a, r = _TOLERANCES[tol_class][kind]
        atol, rtol = max(atol, a), max(rtol, r)
    return {"atol": atol, "rtol": rtol}

# ------------------------------------------------------------------ cases

class Case:
    def __init__(self, category, name, fn, args, tol, x64):
        self.category, self.name, self.fn, self.args, self.tol, self.x64 = (
            category, name, fn, args, tol, x64)

    @property
    def path(self):
        return f"{self.category}/{self.name}"


def rng_for(name):
    return np.random.default_rng(zlib.crc32(name.encode()))


class Inputs:
    """Deterministic small inputs for one case (its seed is the case's name)."""

    def __init__(self, name):
        self.rng = rng_for(name)

    def normal(self, shape, dtype=np.float32, scale=1.0):
        dtype = np.dtype(dtype)
        if np.issubdtype(dtype, np.complexfloating):
            part = self.rng.standard_normal(shape) + 1j * self.rng.standard_normal(shape)
            return (part * scale).astype(dtype)
        return (self.rng.standard_normal(shape) * scale).astype(dtype)

    def uniform(self, shape, low, high, dtype=np.float32):
        return self.rng.uniform(low, high, shape).astype(dtype)

    def ints(self, shape, low, high, dtype=np.int32):
        return self.rng.integers(low, high, shape, endpoint=False).astype(dtype)

    def bools(self, shape):
        return self.rng.integers(0, 2, shape).astype(np.bool_)


def _load_relative(name):
    """Loads tests/stablehlo/<name>.py under its relative file name (see the top)."""
    import types
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), name + ".py")
    module = types.ModuleType(name)
    with open(path) as f:
        exec(compile(f.read(), "tests/stablehlo/%s.py" % name, "exec"), module.__dict__)
    return module


def build_cases(x64):
    # Loaded late: the case definitions need jax, and the x64 switch must be set
    # before jax is first used.
    return _load_relative("corpus_cases").build(x64, Case, Inputs)

# --------------------------------------------------------------- writing

def _write(path, data):
    mode = "wb" if isinstance(data, bytes) else "w"
    with open(path, mode) as f:
        f.write(data)


def _custom_call_targets(text):
    return sorted(set(re.findall(r'call_target_name\s*=\s*"([^"]+)"', text)) |
                  set(re.findall(r'stablehlo\.custom_call\s+@([\w$.]+)', text)) |
                  set(re.findall(r'custom_call_target="([^"]+)"', text)))


def _generic_op_names(text):
    """The dialect ops of a generic-form module ("stablehlo.add"), once each."""
    return sorted(set(re.findall(r'"((?:stablehlo|chlo|func|sdy|mhlo)\.[a-z_0-9]+)"\(', text)))


def _composites(generic_text):
    return sorted(set(re.findall(r'"stablehlo\.composite"\([^)]*\) <\{[^}]*name = "([^"]+)"',
                                 generic_text)))


def _chlo_ops(text):
    return sorted(set(re.findall(r"\bchlo\.([a-z_0-9]+)", text)))


def generate_case(case, out_dir, versions):
    import jax
    from jax import export
    from jax._src import xla_bridge
    from jax._src.interpreters import mlir as jax_mlir
    from jax._src.lib import _jax
    from jaxlib.mlir import ir

    jitted = jax.jit(case.fn, keep_unused=True)
    lowered = jitted.lower(*case.args)
    module_text = lowered.as_text()
    generic_text = lowered.compiler_ir("stablehlo").operation.get_asm(print_generic_op_form=True)
    hlo_text = lowered.as_text(dialect="hlo")
    compiled = lowered.compile()
    opt_hlo_text = compiled.as_text()

    # The portable artifacts, each with its read-back oracle (generic form, read
    # by jaxlib, which also knows the sdy ops some carry):
    # - module.mlirbc: jax.export's bytes as they are (CHLO expanded, VHLO at the
    #   version JAX targets, locations kept);
    # - module.old.mlirbc: the same module at OLD_VHLO (downgrading may rewrite
    #   ops: tan -> sine/cosine/divide at 1.0.0);
    # - module.plugin.mlirbc: the jit module as jaxlib's PJRT C API client
    #   serialises it for a plugin that reports no stablehlo_current_version
    #   (mixed serialisation at the WEEK_12 version; CHLO expanded by jaxlib).
    exported = export.export(jitted)(*case.args)
    sdy = xla_bridge.get_backend().serialize_with_sdy
    artifacts = {"module.mlirbc": exported.mlir_module_serialized}
    with jax_mlir.make_ir_context():
        artifacts["module.old.mlirbc"] = _jax.mlir.serialize_portable_artifact(
            ir.Module.parse(exported.mlir_module()), OLD_VHLO, sdy)
    artifacts["module.plugin.mlirbc"] = _jax.mlir.serialize_portable_artifact(
        lowered.compiler_ir("stablehlo"), versions["plugin"], True)
    readbacks = {}
    with jax_mlir.make_ir_context():
        for name, data in artifacts.items():
            readbacks[name + ".generic.mlir"] = _jax.mlir.deserialize_portable_artifact(
                data).operation.get_asm(print_generic_op_form=True)
    readback_generic = readbacks["module.mlirbc.generic.mlir"]

    flat_args = jax.tree_util.tree_leaves(case.args)
    results = jax.tree_util.tree_leaves(jitted(*case.args))
    results = [np.asarray(r) for r in results]

    case_dir = os.path.join(out_dir, case.category, case.name)
    if os.path.isdir(case_dir):
        shutil.rmtree(case_dir)
    os.makedirs(case_dir)
    _write(os.path.join(case_dir, "module.mlir"), module_text)
    _write(os.path.join(case_dir, "module.generic.mlir"), generic_text)
    for name, data in list(artifacts.items()) + list(readbacks.items()):
        _write(os.path.join(case_dir, name), data)
    _write(os.path.join(case_dir, "module.hlo"), hlo_text)
    _write(os.path.join(case_dir, "module.opt.hlo"), opt_hlo_text)
    _write(os.path.join(case_dir, "inputs.txt"),
           "".join(format_literal(np.asarray(a)) + "\n" for a in flat_args))
    _write(os.path.join(case_dir, "expected.txt"), format_result(results) + "\n")

    dtypes = sorted({XLA_TYPE[np.asarray(a).dtype] for a in flat_args} |
                    {XLA_TYPE[r.dtype] for r in results})
    meta = {
        "category": case.category,
        "name": case.name,
        "dtypes": dtypes,
        "tolerance": tolerance_for(case.tol, [r.dtype for r in results]),
        "x64": case.x64,
        "jax_version": JAX_VERSION,
        "vhlo_default": versions["default"],
        "vhlo_old": OLD_VHLO,
        "vhlo_plugin": versions["plugin"],
        "num_inputs": len(flat_args),
        "num_results": len(results),
        "chlo_ops": _chlo_ops(module_text),
        "composites": _composites(readback_generic),
        "custom_calls": _custom_call_targets(module_text),
        "opt_custom_calls": _custom_call_targets(opt_hlo_text),
    }
    _write(os.path.join(case_dir, "meta.json"), json.dumps(meta, indent=1, sort_keys=True) + "\n")


def run_cases(x64, out_dir, only):
    import jax
    if x64:
        jax.config.update("jax_enable_x64", True)
    from jax._src import xla_bridge
    from jax._src.lib import _jax  # noqa: F401
    from jax._src import source_info_util
    from jaxlib.mlir.dialects import stablehlo
    # The trampoline at the top still runs under the absolute name, and numpy's
    # frames name wherever it is installed: keep both out of the recorded
    # locations.
    source_info_util.register_exclusion(os.path.abspath(__file__))
    source_info_util.register_exclusion(sysconfig.get_paths()["purelib"])
    source_info_util.register_exclusion(sysconfig.get_paths()["platlib"])
    assert jax.__version__ == JAX_VERSION, f"needs jax {JAX_VERSION}, found {jax.__version__}"
    requirement = stablehlo.StablehloCompatibilityRequirement
    versions = {
        "default": stablehlo.get_version_from_compatibility_requirement(requirement.WEEK_4),
        "plugin": stablehlo.get_version_from_compatibility_requirement(requirement.WEEK_12),
    }
    failures = 0
    for case in build_cases(x64):
        if only and not re.search(only, case.path):
            continue
        try:
            generate_case(case, out_dir, versions)
        except Exception as error:
            failures += 1
            print(f"FAILED {case.path}: {type(error).__name__}: {str(error)[:500]}", file=sys.stderr)
    return failures


def write_readme(out_dir):
    """Regenerates the corpus README's counts from what is on disk."""
    counts = {}
    forms = {}
    x64_cases = 0
    chlo, custom, composites, ops_jit, ops_bc = {}, {}, {}, {}, {}
    for category in sorted(os.listdir(out_dir)):
        category_dir = os.path.join(out_dir, category)
        if not os.path.isdir(category_dir):
            continue
        for name in sorted(os.listdir(category_dir)):
            files = os.listdir(os.path.join(category_dir, name))
            counts[category] = counts.get(category, 0) + 1
            for f in files:
                forms[f] = forms.get(f, 0) + 1
            with open(os.path.join(category_dir, name, "meta.json")) as f:
                meta = json.load(f)
            x64_cases += meta["x64"]
            for op in meta["chlo_ops"]:
                chlo.setdefault(op, []).append(f"{category}/{name}")
            for target in meta["custom_calls"]:
                custom.setdefault(target, []).append(f"{category}/{name}")
            for composite in meta["composites"]:
                composites.setdefault(composite, []).append(f"{category}/{name}")
            for form, table in (("module.generic.mlir", ops_jit),
                                ("module.mlirbc.generic.mlir", ops_bc)):
                with open(os.path.join(category_dir, name, form)) as f:
                    for op in _generic_op_names(f.read()):
                        table[op] = table.get(op, 0) + 1
    template_path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "corpus_readme.md.in")
    with open(template_path) as f:
        template = f.read()
    count_lines = "\n".join(f"| {c} | {n} |" for c, n in sorted(counts.items()))
    form_lines = "\n".join(f"| {f} | {n} |" for f, n in sorted(forms.items()))
    def cases_lines(table):
        def examples(paths):
            return ", ".join(paths[:3]) + (" ..." if len(paths) > 3 else "")
        return "\n".join(f"| `{key}` | {len(paths)} | {examples(paths)} |"
                         for key, paths in sorted(table.items()))

    all_ops = sorted(set(ops_jit) | set(ops_bc))
    op_lines = "\n".join(f"| `{op}` | {ops_jit.get(op, 0)} | {ops_bc.get(op, 0)} |"
                         for op in all_ops)
    text = (template.replace("@TOTAL@", str(sum(counts.values())))
            .replace("@OPS@", op_lines)
            .replace("@COMPOSITES@", cases_lines(composites))
            .replace("@CHLO@", cases_lines(chlo))
            .replace("@CUSTOM_CALLS@", cases_lines(custom))
            .replace("@X64@", str(x64_cases))
            .replace("@CATEGORY_COUNTS@", count_lines)
            .replace("@FORM_COUNTS@", form_lines)
            .replace("@OLD_VHLO@", OLD_VHLO)
            .replace("@JAX_VERSION@", JAX_VERSION))
    _write(os.path.join(out_dir, "README.md"), text)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    here = os.path.dirname(os.path.abspath(__file__))
    parser.add_argument("--out", default=os.path.join(here, "corpus"))
    parser.add_argument("--only", default="", help="regex over <category>/<name>")
    parser.add_argument("--x64-worker", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    out_dir = os.path.abspath(args.out)

    if args.x64_worker:
        sys.exit(1 if run_cases(True, out_dir, args.only) else 0)

    # A full run builds a fresh corpus beside the old one and swaps it in only
    # when every case succeeded: removed cases disappear, and a failed run
    # leaves the committed corpus (which others may be reading) as it was.
    work_dir = out_dir if args.only else out_dir + ".new"
    if not args.only:
        shutil.rmtree(work_dir, ignore_errors=True)
    os.makedirs(work_dir, exist_ok=True)
    try:
        failures = run_cases(False, work_dir, args.only)
        # x64 changes jax's global dtype rules: its cases run in their own process.
        worker = subprocess.run([sys.executable, os.path.abspath(__file__), "--x64-worker",
                                 "--out", work_dir, "--only", args.only])
        failures += worker.returncode != 0
        if failures:
            kept = "" if args.only else f"; {out_dir} left as it was"
            print(f"{failures} failure(s){kept}", file=sys.stderr)
            sys.exit(1)
        write_readme(work_dir)
    finally:
        if work_dir != out_dir and sys.exc_info()[0] is not None:
            shutil.rmtree(work_dir, ignore_errors=True)
    if work_dir != out_dir:
        shutil.rmtree(out_dir, ignore_errors=True)
        os.rename(work_dir, out_dir)


if __name__ == "__main__":
    main()
