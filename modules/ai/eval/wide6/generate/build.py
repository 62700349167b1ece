# python3 modules/ai/eval/wide6/generate/build.py   (needs fpdf2, arabic-reshaper, python-bidi; wkhtmltopdf; soffice)
# then: bash scripts/tsx modules/ai/eval/wide6/generate/check.ts   (every labelled phone is a valid number)
#
# Writes the wide6 development set (dev/): Arabic and bilingual CVs aimed at how Arabic CVs print phone numbers,
# drawn by three producers other than Chromium:
#   fpdf2   - lines shaped with arabic-reshaper and put in visual order with python-bidi, as older Arabic PDF
#             writers store them: the text layer holds "4567 123 55 966+ :ﻝﺍﻮﺟ", digit groups right to left;
#   wkhtml  - wkhtmltopdf (QtWebKit) from an HTML page with dir="rtl";
#   soffice - LibreOffice Writer (headless) from the same kind of HTML page.
# Labels come from the data in cvs.py, never from the reader. With two numbers the label is the first one written
# (in the writer's logical order: the right-hand one of a right-to-left line).

import json
import os
import tempfile

from cvs import CVS
from fpdf_visual import draw_fpdf
from html_pdf import draw_html
from labels import label

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..', 'dev')


def main():
    os.makedirs(OUT, exist_ok=True)
    for f in os.listdir(OUT):
        os.remove(os.path.join(OUT, f))
    with tempfile.TemporaryDirectory() as tmp:
        for cv in CVS:
            pdf = os.path.join(OUT, cv['id'] + '.pdf')
            if cv['producer'] == 'fpdf':
                draw_fpdf(cv, pdf)
            else:
                draw_html(cv, pdf, tmp)
            with open(os.path.join(OUT, cv['id'] + '.json'), 'w', encoding='utf-8') as f:
                json.dump(label(cv), f, ensure_ascii=False, indent=2)
                f.write('\n')
    print(f'{len(CVS)} CVs in {os.path.normpath(OUT)}')


if __name__ == '__main__':
    main()
