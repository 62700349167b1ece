#!/usr/bin/env bash
# Rebuilds modules/ai/eval/wide3/heldout (40 PDFs + labels) from this generator. See README.md.
#   modules/ai/eval/wide3/generator/regenerate.sh [--apt] [--only hNN]
# --apt installs the Debian packages the producers need (as root, apt-get). Node deps come from package-lock.json,
# borb from requirements.txt into a venv under the repository's .run/ (or $CV_EVAL_VENV).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../../../../.." && pwd)"
args=()
for a in "$@"; do
  if [[ "$a" == "--apt" ]]; then
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
      groff wkhtmltopdf libreoffice-writer-nogui poppler-utils fonts-noto-core fonts-dejavu-core fonts-arabeyes
  else
    args+=("$a")
  fi
done
for tool in gropdf wkhtmltopdf soffice pdfinfo pdftotext python3; do
  command -v "$tool" >/dev/null || { echo "missing $tool: run with --apt (Debian) or install it" >&2; exit 1; }
done
cd "$here"
npm ci --no-audit --no-fund --workspaces=false
venv="${CV_EVAL_VENV:-$root/.run/cv-eval-wide3-venv}"
[[ -x "$venv/bin/python" ]] || python3 -m venv "$venv"
"$venv/bin/pip" install -q -r requirements.txt
CV_PYTHON="$venv/bin/python" node build.mjs "${args[@]}"
