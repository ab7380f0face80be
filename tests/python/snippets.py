"""Runs a snippet of Python in a fresh process on one platform, so that a
crash is a test failure and not the end of pytest."""

import os
import subprocess
import sys
import textwrap

from harness import AXLE_PLATFORM, no_core_dumps

PRELUDE = """
import os, sys
import jax, jax.numpy as jnp, numpy as np
"""


def run_snippet(code: str, platform: str = AXLE_PLATFORM, devices: int | None = None,
                timeout: float = 180, env: dict | None = None) -> subprocess.CompletedProcess:
    full_env = dict(os.environ)
    full_env["JAX_PLATFORMS"] = platform
    full_env.pop("XLA_FLAGS", None)
    if devices:
        full_env["XLA_FLAGS"] = f"--xla_force_host_platform_device_count={devices}"
    full_env.update(env or {})
    return subprocess.run([sys.executable, "-c", PRELUDE + textwrap.dedent(code)],
                          env=full_env, capture_output=True, text=True, timeout=timeout,
                          preexec_fn=no_core_dumps)


def expect_clean_exit(proc: subprocess.CompletedProcess) -> str:
    """Asserts the process ended normally (no signal, no abort) and returns
    its standard output."""
    assert proc.returncode >= 0, (
        f"the process died of signal {-proc.returncode}; stderr tail:\n{proc.stderr[-3000:]}")
    assert proc.returncode == 0, f"exit code {proc.returncode}; stderr tail:\n{proc.stderr[-3000:]}"
    return proc.stdout


def raised(code: str, **kwargs) -> str:
    """Runs `code`, which must raise; returns 'Type: message' of what it
    raised. A crash or a silent success fails the test."""
    wrapped = ("try:\n" + textwrap.indent(textwrap.dedent(code), "    ") +
               "\n    print('NO EXCEPTION')\n"
               "except Exception as e:\n"
               "    print('RAISED', type(e).__name__ + ':', str(e).replace('\\n', ' '))\n")
    out = expect_clean_exit(run_snippet(wrapped, **kwargs))
    assert "NO EXCEPTION" not in out, f"expected an exception, the snippet ran to the end:\n{out}"
    line = [l for l in out.splitlines() if l.startswith("RAISED ")]
    assert line, f"no exception reported:\n{out}"
    message = line[-1][len("RAISED "):]
    # The plugin must have loaded: its absence is no refusal.
    assert "Unable to initialize backend" not in message, message
    return message
