"""The harness itself: a crashing case costs only itself, and the
comparison's rules (exact types, tolerances, NaN positions, phases)."""

import numpy as np
import pytest

import harness

CRASHING_MODULE = '''
import os
import jax.numpy as jnp
from harness import case, comparison_test

@case
def before():
    return jnp.arange(3)

@case
def crashes():
    os.abort()

@case
def after():
    return {"x": jnp.ones(2)}

test_case = comparison_test(globals())
'''


def test_a_crash_costs_only_its_case(tmp_path):
    module = tmp_path / "crashing_cases.py"
    module.write_text(CRASHING_MODULE)
    results = harness.run_worker(str(module), "x32", "cpu", ["before", "crashes", "after"])
    assert results["before"]["ok"] and results["after"]["ok"]
    assert results["crashes"].get("crashed")
    assert "worker exited with" in results["crashes"]["error"]
    assert [name for name, _ in results["after"]["leaves"]] == ["x"]


def leaf_problem(got, ref, **options):
    return harness.compare_leaf("v", np.asarray(got), np.asarray(ref),
                                harness.Case("c", lambda: None, **options))


def test_integers_are_exact():
    assert leaf_problem(np.int32([1, 2]), np.int32([1, 2])) is None
    assert "differ" in leaf_problem(np.int32([1, 2]), np.int32([1, 3]))
    assert "dtype" in leaf_problem(np.int64([1]), np.int32([1]))


def test_float_tolerances_follow_the_type():
    ref = np.float32([1.0, 2.0])
    assert leaf_problem(ref * (1 + 1e-6), ref) is None
    assert leaf_problem(ref * (1 + 1e-3), ref) is not None
    assert leaf_problem(np.float16([1.0, 2.002]), np.float16([1.0, 2.0])) is None
    assert leaf_problem(np.float64([1.0 + 1e-8]), np.float64([1.0])) is not None
    assert leaf_problem(ref * (1 + 1e-3), ref, tol_scale=100) is None


def test_nan_and_infinity_positions_must_match():
    assert leaf_problem(np.float32([np.nan, np.inf]), np.float32([np.nan, np.inf])) is None
    assert "NaN" in leaf_problem(np.float32([np.nan, 1]), np.float32([1, np.nan]))
    assert "infinities" in leaf_problem(np.float32([-np.inf]), np.float32([np.inf]))


@pytest.mark.parametrize("complex_vectors", [False, True])
def test_vectors_compare_up_to_sign_or_phase(complex_vectors):
    rng = np.random.default_rng(0)
    v = rng.standard_normal((4, 3))
    factors = np.array([1, -1, 1.0])
    if complex_vectors:
        v = v + 1j * rng.standard_normal((4, 3))
        factors = np.exp(1j * np.array([0.3, 2.0, -1.0]))
    got = v * factors[None, :]
    assert leaf_problem(got, v) is not None
    assert leaf_problem(got, v, phase_free={"v": -2}) is None
    assert leaf_problem(got * 1.1, v, phase_free={"v": -2}) is not None
