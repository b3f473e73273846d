"""
High-precision references (mpmath, 80 digits) for the points of test/stats/pinned-grid.json where the hand-written
Student t functions (Lentz continued fraction, Lanczos log-gamma) were off by more than 1e-10 relative: huge degrees
of freedom, where ln Γ differences of numbers near 1e6..1e12 cancel. Input: a JSON list of {id, fn, args, old, now}
for those points; output on stdout: {id: {"reference": value, "old_error": rel, "new_error": rel}}.
Usage: python3 scripts/stats-pinned-references.py points.json > test/stats/pinned-grid-references.json
"""
import json
import sys

import mpmath as mp

mp.mp.dps = 80
MAX_DF = mp.mpf(10) ** 12  # src/stats/student-t.ts caps df there


def two_sided(t, df):
    df = min(mp.mpf(df), MAX_DF)
    t = mp.mpf(t)
    y = t * t / (df + t * t)
    return 1 - mp.betainc(mp.mpf(1) / 2, df / 2, 0, y, regularized=True)


def cdf(t, df):
    tail = two_sided(t, df) / 2
    return 1 - tail if t > 0 else tail


def pdf(t, df):
    df = min(mp.mpf(df), MAX_DF)
    t = mp.mpf(t)
    log_norm = mp.loggamma((df + 1) / 2) - mp.loggamma(df / 2) - mp.log(df * mp.pi) / 2
    return mp.exp(log_norm) * (1 + t * t / df) ** (-(df + 1) / 2)


def reference(point):
    fn, args = point["fn"], point["args"]
    if fn == "studentTTwoSidedP":
        return two_sided(*args)
    if fn == "studentTCdf":
        return cdf(*args)
    if fn == "studentTQuantile":
        p, df = mp.mpf(args[0]), args[1]
        q = mp.mpf(point["now"])
        for _ in range(3):  # Newton from the library's value: each step squares the relative error
            q -= (cdf(q, df) - p) / pdf(q, df)
        return q
    raise ValueError(fn)


out = {}
for point in json.load(open(sys.argv[1])):
    ref = reference(point)
    error = lambda value: float(abs((mp.mpf(value) - ref) / ref))
    out[point["id"]] = {
        "reference": float(ref),
        "old_error": error(point["old"]),
        "new_error": error(point["now"]),
    }
json.dump(out, sys.stdout, indent=1)
print()
