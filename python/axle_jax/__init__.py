"""Axle as a JAX backend: `JAX_PLATFORMS=axle python train.py`.

JAX imports this module through the `jax_plugins` entry point and calls
`initialize()`, which registers the PJRT plugin `libpjrt_axle.so` under the
name "axle". The plugin reports the platform "cpu", so JAX lowers programs
exactly as for XLA:CPU; Axle compiles the StableHLO it is sent.
"""

from __future__ import annotations

import logging
import os
import re

__all__ = ["PLUGIN_NAME", "initialize", "library_path", "device_count", "client_options"]

PLUGIN_NAME = "axle"
LIBRARY_NAME = "libpjrt_axle.so"
# A development tree points here at its build (build/libpjrt_axle.so).
LIBRARY_ENV = "AXLE_PJRT_LIBRARY"
# Below XLA:CPU's priority (0): installing the package does not change the
# default backend; Axle runs when asked for (JAX_PLATFORMS=axle).
PRIORITY = -100

_logger = logging.getLogger(__name__)
_DEVICE_COUNT_FLAG = re.compile(r"--xla_force_host_platform_device_count=(\d+)")


def library_path() -> str | None:
    """The plugin library: $AXLE_PJRT_LIBRARY, else the one installed beside
    this file, else None."""
    from_env = os.environ.get(LIBRARY_ENV)
    if from_env:
        return from_env
    bundled = os.path.join(os.path.dirname(os.path.abspath(__file__)), LIBRARY_NAME)
    return bundled if os.path.isfile(bundled) else None


def device_count() -> int:
    """Host devices, asked for the way XLA:CPU is asked: the config
    jax_num_cpu_devices, else --xla_force_host_platform_device_count in
    XLA_FLAGS (the last one wins, as in XLA's flag parser), else 1."""
    try:
        from jax._src import xla_bridge

        configured = xla_bridge.num_cpu_devices.value
    except (ImportError, AttributeError):
        configured = -1
    if configured is not None and configured > 0:
        return int(configured)
    flags = _DEVICE_COUNT_FLAG.findall(os.environ.get("XLA_FLAGS", ""))
    if flags and int(flags[-1]) > 0:
        return int(flags[-1])
    return 1


def client_options() -> dict[str, int]:
    """The PJRT client create options (read when JAX creates the client, so
    a jax.config.update before the first computation still counts)."""
    return {"device_count": device_count()}


def initialize() -> None:
    """Registers the plugin with JAX (called by JAX's plugin discovery)."""
    path = library_path()
    if path is None:
        _logger.warning(
            "axle_jax: %s is not installed beside the package and %s is not set; "
            "the 'axle' platform is unavailable",
            LIBRARY_NAME,
            LIBRARY_ENV,
        )
        return
    if not os.path.isfile(path):
        raise FileNotFoundError(f"axle_jax: {LIBRARY_ENV}={path} does not name a file")
    from jax._src import xla_bridge

    xla_bridge.register_plugin(
        PLUGIN_NAME, priority=PRIORITY, library_path=path, options=client_options
    )
    from axle_jax import _ffi

    _ffi.install(path, PLUGIN_NAME)
