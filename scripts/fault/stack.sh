# Sourced by scripts/fault/run: a stack of its own (ports, data, logs and PID files under the run folder), so
# the faults it injects never touch a platform started by scripts/start or the shared test services.
FAULT_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
# Exported, so the faults main.ts runs through `run action` find the same folder.
export FAULT_RUN_DIR="${FAULT_RUN_DIR:-${TAWZEEF_RUN_DIR:-$FAULT_ROOT/.run}/fault}"
export TAWZEEF_RUN_DIR="$FAULT_RUN_DIR"
export TAWZEEF_DATA_DIR="${FAULT_DATA_DIR:-$TAWZEEF_RUN_DIR/data}"
export PGPORT="${FAULT_PGPORT:-54339}"
export TEMPORAL_PORT="${FAULT_TEMPORAL_PORT:-7243}"
export TEMPORAL_UI_PORT="${FAULT_TEMPORAL_UI_PORT:-8243}"
export LIVEKIT_PORT="${FAULT_LIVEKIT_PORT:-7890}"
export PORT="${FAULT_PORT:-3400}"
# Derived from the ports above by env.sh; inherited values would point at the shared stack.
unset DATABASE_URL TEST_DATABASE_URL TEMPORAL_ADDRESS TEMPORAL_UI_URL LIVEKIT_URL OPS_API_TOKEN
source "$FAULT_ROOT/scripts/lib/env.sh"
source "$FAULT_ROOT/scripts/lib/services.sh"
source "$FAULT_ROOT/scripts/lib/app.sh"
