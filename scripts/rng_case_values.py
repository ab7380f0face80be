#!/usr/bin/env python3
"""Expected values for rng execution cases (tests/hlo/cases/rng/), computed
independently of Axle: std::mt19937_64 (the interpreter's stream, seeded with
the run's seed, 42 by default) implemented from its definition (C++ [rand.eng.mers],
Matsumoto & Nishimura 2000), and the formulas documented in
axle/eval/numeric_ops_rng.cc.

usage: rng_case_values.py          (self-check and a demo)
As a module: Stream(seed), uniform_float(stream, a, b, dtype), uniform_int,
normal.
"""
import math
import sys

import numpy as np

MASK = (1 << 64) - 1


class Stream:
    """std::mt19937_64."""
    N, M = 312, 156

    def __init__(self, seed=42):
        self.mt = [0] * self.N
        self.mt[0] = seed & MASK
        for i in range(1, self.N):
            prev = self.mt[i - 1]
            self.mt[i] = (6364136223846793005 * (prev ^ (prev >> 62)) + i) & MASK
        self.index = self.N

    def _twist(self):
        upper, lower = 0xFFFFFFFF80000000, 0x7FFFFFFF
        for i in range(self.N):
            x = (self.mt[i] & upper) | (self.mt[(i + 1) % self.N] & lower)
            xa = x >> 1
            if x & 1:
                xa ^= 0xB5026F5AA96619E9
            self.mt[i] = self.mt[(i + self.M) % self.N] ^ xa
        self.index = 0

    def __call__(self):
        if self.index >= self.N:
            self._twist()
        y = self.mt[self.index]
        self.index += 1
        y ^= (y >> 29) & 0x5555555555555555
        y ^= (y << 17) & 0x71D67FFFEDA60000
        y ^= (y << 37) & 0xFFF7EEE000000000
        y ^= y >> 43
        return y & MASK


def uniform01(stream):
    return float(stream() >> 11) * (1.0 / 9007199254740992.0)


def uniform_float(stream, a, b, dtype):
    """a + (b - a) u in double, rounded to dtype; b rounds back to a."""
    lo, hi = float(dtype(a)), float(dtype(b))
    value = dtype(lo + (hi - lo) * uniform01(stream))
    return dtype(a) if lo < hi and not float(value) < hi else value


def uniform_int(stream, a, b, bits, signed):
    if b <= a:
        return a
    r = (a + stream() % (b - a)) & ((1 << bits) - 1)
    if signed and r >= 1 << (bits - 1):
        r -= 1 << bits
    return r


def normal(stream, mu, sigma, dtype):
    u1 = 1.0 - uniform01(stream)
    u2 = uniform01(stream)
    z = math.sqrt(-2.0 * math.log(u1)) * math.cos(2.0 * math.pi * u2)
    return dtype(float(dtype(mu)) + float(dtype(sigma)) * z)


if __name__ == "__main__":
    check = Stream(5489)
    for _ in range(9999):
        check()
    # The C++ standard's required check value for mt19937_64.
    assert check() == 9981545732273789042, "mt19937_64 self-check failed"
    s = Stream(42)
    print([repr(uniform_float(s, 0, 1, np.float32)) for _ in range(3)])
    sys.exit(0)
