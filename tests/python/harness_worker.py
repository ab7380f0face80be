"""One platform's run of a test module's cases (see harness.py).

usage: harness_worker.py MODULE_FILE VARIANT OUT_FILE CASE...
The platform is JAX_PLATFORMS'. Each case's outputs (or its exception) are
appended to OUT_FILE as one pickle frame as soon as it finishes, so a crash
loses only the case that was running.
"""

import importlib.util
import os
import pickle
import sys
import traceback

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))


def leaf_name(path) -> str:
    parts = []
    for key in path:
        for attr in ("key", "idx", "name"):
            if hasattr(key, attr):
                parts.append(str(getattr(key, attr)))
                break
        else:
            parts.append(str(key))
    return ".".join(parts) or "out"


def to_leaves(out):
    import jax
    import numpy as np

    flat, _ = jax.tree_util.tree_flatten_with_path(out)
    return [(leaf_name(path), np.asarray(jax.device_get(leaf))) for path, leaf in flat]


def main():
    module_file, variant, out_file, *cases = sys.argv[1:]
    spec = importlib.util.spec_from_file_location("axle_case_module", module_file)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    config = module.AXLE_VARIANTS[variant]

    import jax

    jax.config.update("jax_enable_x64", bool(config.get("x64", False)))
    if config.get("devices", 1) > 1:
        jax.config.update("jax_num_cpu_devices", int(config["devices"]))
    registry = module._AXLE_CASES
    with open(out_file, "ab") as out:
        for name in cases:
            try:
                frame = {"case": name, "ok": True, "leaves": to_leaves(registry[name].fn())}
            except Exception as e:  # the comparison reports it
                frame = {"case": name, "ok": False, "error": f"{type(e).__name__}: {e}",
                         "traceback": traceback.format_exc()[-4000:]}
            pickle.dump(frame, out)
            out.flush()


if __name__ == "__main__":
    main()
