"""Renders the second held-out CV set (HTML/CSS through WeasyPrint, a few through Typst) and writes each label from
the same record that renders the PDF. Usage: python build.py <out-dir>"""

import json
import sys
from pathlib import Path

from labels import label, years
from people import PEOPLE
from typst_pdf import render_typst
from weasyprint_pdf import render_html


def main():
    out_dir = Path(sys.argv[1])
    out_dir.mkdir(parents=True, exist_ok=True)
    for p in PEOPLE:
        pdf = out_dir / f"{p['id']}.pdf"
        (render_typst if p["gen"] == "typst" else render_html)(p, str(pdf))
        (out_dir / f"{p['id']}.json").write_text(json.dumps(label(p), ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
        print(p["id"], years(p))


if __name__ == "__main__":
    main()
