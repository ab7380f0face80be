"""Why cases are marked xfail: one place for the lead to flip. The marks
are not strict, so a case that starts to pass shows as XPASS; then drop
its mark."""

# complex64 products that overflow: XLA:CPU gives (1e30+1e30j)*(1e30-1e30j)
# = inf-infj and (1e30+1e30j)**2 = -inf+infj, Axle (plain formulas, f32)
# inf+nanj and nan+infj (likely XLA:CPU's code contracting a*d + b*c into an
# fma, so that only one product overflows before the sum).
COMPLEX64_OVERFLOW = "complex64 products that overflow differ from XLA:CPU's (inf/nan parts)"
