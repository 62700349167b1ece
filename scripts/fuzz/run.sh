#!/usr/bin/env bash
# Fuzzes the whole API from the OpenAPI document it serves, with Schemathesis: anonymously, signed in as a candidate
# and as a company owner (fresh accounts, scripts/fuzz/accounts.py), and as the operator on the global log. Fails on
# any server error, any response the document does not describe (status code, content type, headers, body schema),
# any request the fuzzer could not complete, or a restart of the API during the run.
#
# Usage: scripts/fuzz/run.sh BASE_URL [PID_FILE]
#   PID_FILE holds the pid of the API process itself (a supervised API's NAME.child.pid); it must not change.
#   FUZZ_EXAMPLES: test cases per operation and phase (default 25); FUZZ_SEED: replay a run's seed;
#   FUZZ_OPS_TOKEN: the API's operator token; with it, an operator fuzzes the global log too (the "operator" role).
#   FUZZ_ROLES: which callers (default "anonymous candidate owner", and "operator" with a token).
#   Reports land in $RUN_DIR/fuzz/<role>/.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
source "$here/../lib/env.sh"
source "$here/../lib/fuzz-tools.sh"
install_schemathesis

base=${1:?usage: scripts/fuzz/run.sh BASE_URL [PID_FILE]}
base=${base%/}
pid_file=${2:-}
out="$RUN_DIR/fuzz"
rm -rf "$out" && mkdir -p "$out"

api_pid() { if [[ -n $pid_file ]]; then cat "$pid_file"; fi; }
pid_before=$(api_pid)
[[ -z $pid_file || -n $pid_before ]] || die "fuzz: no pid in $pid_file"

"$SCHEMATHESIS_VENV/bin/python" "$here/accounts.py" "$base" "$out" \
  "$ROOT/modules/ai/eval/cvs/cv-01-backend-en-one.pdf"

# The notification stream never ends by design. Signed in, the fuzzer must not end its own session.
common=(
  --checks not_a_server_error,status_code_conformance,content_type_conformance,response_headers_conformance,response_schema_conformance
  --exclude-path /api/notifications/stream
  --max-examples "${FUZZ_EXAMPLES:-25}"
  --request-timeout 20
  --workers 1
  --generation-database none
  --no-color
  --report junit
)
[[ -n ${FUZZ_SEED:-} ]] && common+=(--seed "$FUZZ_SEED")
signed_in=(--exclude-path /api/auth/logout --exclude-path /api/auth/change-password)
# The global log and the projections' state, whoever asks, are the operator's run.
global_log='^/api/(audit-log|streams|projections)\b'

# One single-worker process per caller, side by side: Hypothesis's workers share one Python, whose parser is not safe
# across threads (3.11 and 3.12 fail now and then with "AST constructor recursion depth mismatch").
fuzz_as() {
  local role=$1 args=("${common[@]}" --report-dir "$out/$1")
  case $role in
    # The operator's bearer token opens the global log and nothing else.
    operator) args+=(--include-path-regex "$global_log" -H "Authorization: Bearer ${FUZZ_OPS_TOKEN:?}") ;;&
    anonymous | candidate | owner) args+=(--exclude-path-regex "$global_log") ;;&
    candidate | owner)
      args+=("${signed_in[@]}")
      while IFS= read -r header; do args+=(-H "$header"); done <"$out/$role.headers"
      ;;
  esac
  # Its working folder holds whatever it keeps between runs, out of the work tree.
  cd "$out" && SCHEMATHESIS_HOOKS="$here/hooks.py" FUZZ_IDS="$out/ids.json" "$SCHEMATHESIS_BIN" run "$base/api/openapi.json" "${args[@]}"
}

read -ra roles <<<"${FUZZ_ROLES:-anonymous candidate owner${FUZZ_OPS_TOKEN:+ operator}}"
declare -A pids
started=$SECONDS
log "fuzz: ${roles[*]}, side by side"
for role in "${roles[@]}"; do
  fuzz_as "$role" >"$out/$role.log" 2>&1 &
  pids[$role]=$!
done
failed=()
for role in "${roles[@]}"; do
  if wait "${pids[$role]}"; then result=passed; else result=failed && failed+=("$role"); fi
  # The summary counts each kind of failure; the log has every failing request with its curl command. Schemathesis'
  # closing rule ("=== 4 warnings in 91s ===") stays in the log: read alone it looks like a test run of no test.
  log "fuzz: $role $result (log: $out/$role.log)"
  sed -n '/^=* SUMMARY =*$/,$p' "$out/$role.log" | grep -E '^(Failures|  ❌|  [0-9]+ generated)' || true
done
log "fuzz: $((SECONDS - started))s"

pid_after=$(api_pid)
if [[ $pid_before != "$pid_after" ]]; then
  die "fuzz: the API restarted during the run (pid $pid_before, now ${pid_after:-none})"
fi
if [[ -n $pid_before ]] && ! kill -0 "$pid_before" 2>/dev/null; then die "fuzz: the API (pid $pid_before) is gone"; fi
((${#failed[@]} == 0)) || die "fuzz: failures as ${failed[*]}; see $out/<role>.log"
log "fuzz: no server error, no response outside the document, the API kept running"
