"""The axle_jax package: JAX finds it through its entry point, and it
derives the client options the way XLA:CPU is configured."""

import importlib.metadata
import os

import pytest

import axle_jax


def test_entry_point_names_the_package():
    points = importlib.metadata.entry_points(group="jax_plugins")
    assert [p.value for p in points if p.name == "axle"] == ["axle_jax"]
    assert importlib.metadata.distribution("axle-jax").version


def test_library_path_from_the_environment(monkeypatch, tmp_path):
    library = tmp_path / "libpjrt_axle.so"
    library.write_bytes(b"")
    monkeypatch.setenv("AXLE_PJRT_LIBRARY", str(library))
    assert axle_jax.library_path() == str(library)


def test_missing_library_named_in_the_error(monkeypatch, tmp_path):
    monkeypatch.setenv("AXLE_PJRT_LIBRARY", str(tmp_path / "nowhere.so"))
    with pytest.raises(FileNotFoundError, match="nowhere.so"):
        axle_jax.initialize()


@pytest.mark.parametrize("flags,expected", [
    ("", 1),
    ("--xla_force_host_platform_device_count=4", 4),
    ("--xla_cpu_enable_fast_math=false --xla_force_host_platform_device_count=2", 2),
    ("--xla_force_host_platform_device_count=2 --xla_force_host_platform_device_count=5", 5),
])
def test_device_count_from_xla_flags(monkeypatch, flags, expected):
    monkeypatch.setenv("XLA_FLAGS", flags)
    assert axle_jax.device_count() == expected
    assert axle_jax.client_options() == {"device_count": expected}


def test_device_count_config_wins_over_flags(monkeypatch):
    import jax

    monkeypatch.setenv("XLA_FLAGS", "--xla_force_host_platform_device_count=4")
    jax.config.update("jax_num_cpu_devices", 3)
    try:
        assert axle_jax.device_count() == 3
    finally:
        jax.config.update("jax_num_cpu_devices", -1)
