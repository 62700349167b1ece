"""Schemathesis hooks for the API fuzz (scripts/fuzz/run.sh, as SCHEMATHESIS_HOOKS).

The API refuses control characters anywhere in a request with a 400 before any route runs (web/api/src/input-guard.ts),
and random text holds one more often than not: in half of the generated bodies and queries they are replaced, so that
the routes behind the edge get fuzzed too. Random ids find nothing: a third of the paths name what the fuzzer's
callers made instead (FUZZ_IDS, from accounts.py), the job, the application, the company or the CV.
"""

import json
import os
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


for part in ("body", "query"):
    schemathesis.hook(f"flatmap_{part}")(half_without_controls)

IDS = json.loads(open(os.environ["FUZZ_IDS"]).read()) if os.environ.get("FUZZ_IDS") else {}
# The path parameter named, and the path's resource before "{id}".
KNOWN = {"jobId": "job", "companyId": "company"}
RESOURCE_OF_ID = {"jobs": "job", "applications": "application", "cvs": "cv"}


def known_ids(path, parameters):
    known = {}
    for name in parameters:
        if name == "id":
            before = path.split("/{id}")[0].rsplit("/", 1)[-1]
            resource = RESOURCE_OF_ID.get(before)
        else:
            resource = KNOWN.get(name)
        if resource in IDS:
            known[name] = IDS[resource]
    return known


@schemathesis.hook
def flatmap_path_parameters(ctx, parameters):
    if not isinstance(parameters, dict):
        return st.just(parameters)
    known = known_ids(ctx.operation.path, parameters)
    choices = [parameters, without_controls(parameters)] + ([{**parameters, **known}] if known else [])
    return st.sampled_from(choices)
