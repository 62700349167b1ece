"""Schemathesis hooks for the API fuzz (scripts/fuzz/run.sh, as SCHEMATHESIS_HOOKS).

The API refuses control characters anywhere in a request with a 400 before any route runs (web/api/src/input-guard.ts),
and random text holds one more often than not. In half of the generated cases they are replaced, so that the routes
behind the edge get the other half of the fuzzing; the edge still gets its share.
"""

import re

import schemathesis
from hypothesis import strategies as st

CONTROL = re.compile(r"[\x00-\x1f\x7f]")


def without_controls(value):
    if isinstance(value, str):
        return CONTROL.sub("x", value)
    if isinstance(value, list):
        return [without_controls(item) for item in value]
    if isinstance(value, dict):
        return {without_controls(key): without_controls(item) for key, item in value.items()}
    return value


def half_without_controls(_ctx, value):
    cleaned = without_controls(value)
    return st.just(value) if cleaned == value else st.sampled_from([value, cleaned])


for part in ("body", "query", "path_parameters"):
    schemathesis.hook(f"flatmap_{part}")(half_without_controls)
