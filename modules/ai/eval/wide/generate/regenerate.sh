#!/usr/bin/env bash
# Rebuilds modules/ai/eval/wide/{dev,heldout} from the seeded generator.
# Needs python3 (3.11+), pdftoppm and pdfinfo (poppler-utils) and the DejaVu, Liberation and Noto fonts
# (Noto Sans, Noto Serif, Noto Naskh Arabic, Noto Kufi Arabic) under /usr/share/fonts/truetype.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../../../../.." && pwd)"
venv="${CV_EVAL_VENV:-$root/.run/cv-eval-venv}"
[ -x "$venv/bin/python" ] || python3 -m venv "$venv"
"$venv/bin/pip" install -q -r "$here/requirements.txt"
cd "$here" && "$venv/bin/python" build.py "$@"
