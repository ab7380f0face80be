"""Hands the plugin the FFI targets a JAX program registers.

jax.ffi.register_ffi_target(name, handler, platform="cpu") files a handler
with jaxlib's own XLA:CPU registry, which the plugin cannot see. When the
plugin exports REGISTER_SYMBOL, every registration for "cpu" (unchanged
programs) or "axle" is passed on to it as well, so Axle's custom calls find
the handler. Registrations jaxlib queued before (it files "cpu" ones only
once it creates its CPU client, which JAX_PLATFORMS=axle never does) are
replayed to the plugin too: among them jaxlib's 61 lapack_*_ffi handlers,
which the plugin may take or refuse (it implements those targets itself).

The exported C function (the plugin's side of this contract):
  const char* AxleFfiRegisterHandler(const char* name, void* handler,
                                     int api_version, unsigned traits);
returns NULL when the handler was taken, else why not (valid until the
next call; logged at INFO level: the program's ffi_call then fails with
Axle's own message). `handler` is the typed FFI handler (api_version 1) or the
legacy custom-call function (api_version 0).
"""

from __future__ import annotations

import ctypes
import logging

REGISTER_SYMBOL = "AxleFfiRegisterHandler"
_logger = logging.getLogger(__name__)


def _capsule_pointer(capsule) -> int:
    """The pointer a capsule holds, whatever its name (jax.ffi.pycapsule's
    have none, jaxlib's own are named)."""
    name_of = ctypes.pythonapi.PyCapsule_GetName
    name_of.restype = ctypes.c_void_p  # the name's own bytes, as GetPointer wants them
    name_of.argtypes = (ctypes.py_object,)
    get = ctypes.pythonapi.PyCapsule_GetPointer
    get.restype = ctypes.c_void_p
    get.argtypes = (ctypes.py_object, ctypes.c_void_p)
    return get(capsule, name_of(capsule))


def _handler_pointer(fn) -> int | None:
    """The execute handler of a registration: a capsule, or a dict of FFI
    stages to capsules (only "execute" is run by Axle)."""
    if isinstance(fn, dict):
        fn = fn.get("execute")
        if fn is None:
            return None
    return _capsule_pointer(fn)


def forwarder(library: ctypes.CDLL):
    """A jaxlib custom-call handler (name, fn, platform, api_version,
    traits) that passes the registration to the plugin. It never raises:
    a refusal must not break the same program on XLA:CPU."""
    register = getattr(library, REGISTER_SYMBOL)
    register.restype = ctypes.c_char_p
    register.argtypes = (ctypes.c_char_p, ctypes.c_void_p, ctypes.c_int, ctypes.c_uint)

    def forward(name, fn, platform, api_version=0, traits=0):
        try:
            pointer = _handler_pointer(fn)
            if pointer is None:
                _logger.warning("axle_jax: FFI target %s has no execute handler; not passed "
                                "to Axle", name)
                return
            name_bytes = name if isinstance(name, bytes) else str(name).encode()
            error = register(name_bytes, pointer, int(api_version), int(traits))
        except Exception as e:  # a malformed registration: jaxlib reports its own
            _logger.warning("axle_jax: FFI target %s not passed to Axle: %s", name, e)
            return
        if error:  # e.g. jaxlib's lapack_*_ffi, which Axle has itself: quiet
            _logger.info("axle_jax: Axle did not take FFI target %s: %s", name,
                         error.decode(errors="replace"))

    return forward


def install(library_path: str, plugin_name: str) -> bool:
    """Wires registrations for "cpu" and `plugin_name` to the plugin when it
    exports REGISTER_SYMBOL; returns whether it does.

    jaxlib files "cpu" registrations with its XLA:CPU registry through the
    handler it installs when it creates the CPU client, and queues those
    made before then. The handler installed here does what jaxlib's does
    and also tells Axle; jaxlib's later attempt to install its own is then
    a no-op, and the queued registrations are replayed to both."""
    try:
        library = ctypes.CDLL(library_path)  # the handle jaxlib already opened
    except OSError:
        return False
    if not hasattr(library, REGISTER_SYMBOL):
        return False
    from jax._src.lib import xla_client

    forward = forwarder(library)
    xla_client.register_custom_call_handler(plugin_name, forward)
    jaxlib_register = xla_client._xla.register_custom_call_target

    def cpu_and_axle(name, fn, platform, api_version=0, traits=0):
        jaxlib_register(name, fn, platform, api_version, traits)
        forward(name, fn, platform, api_version, traits)

    host = xla_client.xla_platform_names.get("cpu", "cpu")  # jaxlib's key: "Host"
    with xla_client._custom_callback_lock:
        installed = xla_client._custom_callback_handler.get(host)
    if installed is None:
        xla_client.register_custom_call_handler("cpu", cpu_and_axle)
    else:  # the CPU client exists already: wrap the handler it installed
        def installed_and_axle(name, fn, platform, api_version=0, traits=0):
            installed(name, fn, platform, api_version, traits)
            forward(name, fn, platform, api_version, traits)

        with xla_client._custom_callback_lock:
            xla_client._custom_callback_handler[host] = installed_and_axle
    return True
