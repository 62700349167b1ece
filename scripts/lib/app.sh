# Sourced after services.sh: build the web app when its sources changed, and run the API server.
build_app() {
  local stamp="$ROOT/web/app/dist/.source-hash" hash
  hash=$(cd "$ROOT" && find web/app -path web/app/dist -prune -o -path web/app/node_modules -prune -o -type f -print0 \
    | sort -z | xargs -0 sha256sum | sha256sum | cut -d' ' -f1)
  [[ -f $stamp && $(cat "$stamp") == "$hash" ]] && return
  log "building the web app"
  (cd "$ROOT" && npm run -s build:app >"$RUN_DIR/build-app.log" 2>&1) || { tail -30 "$RUN_DIR/build-app.log"; die "web app build failed"; }
  echo "$hash" >"$stamp"
}

# A random operator token per checkout, unless the environment brings one; it guards the global log.
ops_token() {
  local file="$RUN_DIR/ops-token"
  [[ -s $file ]] || (umask 077 && head -c 24 /dev/urandom | od -An -tx1 | tr -d ' \n' >"$file")
  cat "$file"
}

# The key that seals candidates' self-identification answers (AES-256-GCM), made once per checkout unless the
# environment brings one. Losing it makes the stored answers unreadable; back it up with the database.
self_id_key() {
  local file="$RUN_DIR/self-id-key"
  [[ -s $file ]] || (umask 077 && head -c 32 /dev/urandom | od -An -tx1 | tr -d ' \n' >"$file")
  cat "$file"
}

# start_app NAME PORT DATABASE_URL: the API (with the projection runner and the Temporal worker) in the background,
# supervised: it is restarted whenever it exits (scripts/lib/supervise.sh). Fails if its first start does not answer.
start_app() {
  local name=$1 port=$2 db=$3 started_here=""
  if is_running "$name"; then
    log "$name already running (pid $(cat "$RUN_DIR/$name.pid")); scripts/stop restarts it"
  else
    stop_service "$name" # a command left behind by a supervisor that was killed
    (cd "$ROOT" && NODE_ENV=production PORT="$port" DATABASE_URL="$db" OPS_API_TOKEN="${OPS_API_TOKEN:-$(ops_token)}" \
      SELF_ID_KEY="${SELF_ID_KEY:-$(self_id_key)}" \
      start_supervised "$name" node --import tsx web/api/src/main.ts)
    started_here=1
  fi
  for _ in $(seq 1 120); do
    curl -fsS -o /dev/null "http://127.0.0.1:$port/api/openapi.json" 2>/dev/null && return 0
    if ! is_running "$name" || { [[ -n $started_here ]] && grep -q "^\[supervise\] $name exited" "$RUN_DIR/$name.log"; }; then
      tail -30 "$RUN_DIR/$name.log"
      stop_service "$name"
      die "$name exited; see $RUN_DIR/$name.log"
    fi
    sleep 0.5
  done
  die "$name did not answer on port $port; see $RUN_DIR/$name.log"
}

# app_child_pid NAME: the pid of the API process itself (its supervisor's is in NAME.pid); it changes at each restart.
app_child_pid() { cat "$RUN_DIR/$1.child.pid"; }
