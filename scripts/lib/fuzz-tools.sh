# Schemathesis, which fuzzes the API from its OpenAPI document (scripts/fuzz/run.sh), from PyPI into a venv of its
# own beside the tools' (its dependencies stay apart from Temporal's). Sourced after env.sh; a warm machine does
# nothing.
SCHEMATHESIS_VERSION="4.32.5"
SCHEMATHESIS_VENV="$TOOLS_DIR/schemathesis"
export SCHEMATHESIS_BIN="$SCHEMATHESIS_VENV/bin/st"

install_schemathesis() {
  [[ -x $SCHEMATHESIS_BIN && $("$SCHEMATHESIS_BIN" --version 2>/dev/null) == *" $SCHEMATHESIS_VERSION" ]] && return
  log "installing schemathesis==$SCHEMATHESIS_VERSION from PyPI"
  python3 -m venv "$SCHEMATHESIS_VENV"
  "$SCHEMATHESIS_VENV/bin/pip" install -q "schemathesis==$SCHEMATHESIS_VERSION"
}
