"""The HTML of a CV (Arabic, or bilingual side by side) printed by wkhtmltopdf or LibreOffice Writer."""

import os
import shutil
import subprocess

from writing import body_lines_ar, date_en

CSS = """
body { font-family: 'Noto Naskh Arabic', 'DejaVu Sans'; font-size: 11pt; margin: 1.5cm; }
h1 { font-size: 20pt; margin: 0; } h2 { font-size: 13pt; border-bottom: 1px solid #888; margin: 14px 0 6px; }
p { margin: 2px 0; } td { padding: 3px 8px; border: 1px solid #bbb; vertical-align: top; }
table { border-collapse: collapse; margin: 6px 0; } .en { direction: ltr; text-align: left; font-family: 'DejaVu Sans'; }
"""


def esc(s):
    return s.replace('&', '&amp;').replace('<', '&lt;').replace('>', '&gt;')


def html_ar(cv):
    first, middle, last = cv['name']
    parts = [f'<h1>{esc(first)} {esc(middle)} {esc(last)}</h1>', f'<p>{esc(cv["title"])}</p>']
    if 'table' in cv:
        parts.append('<table>' + ''.join(f'<tr><td>{esc(a)}</td><td>{esc(b)}</td></tr>' for a, b in cv['table']) + '</table>')
    else:
        parts += [f'<p>{esc(line)}</p>' for line in cv['contacts']]
    for kind, text in body_lines_ar(cv):
        parts.append(f'<h2>{esc(text)}</h2>' if kind == 'h' else f'<p><b>{esc(text)}</b></p>' if kind == 'b' else f'<p>{esc(text)}</p>')
    return f'<html dir="rtl" lang="ar"><head><meta charset="utf-8"><style>{CSS}</style></head><body>{"".join(parts)}</body></html>'


def html_mixed(cv):
    (fe, fa), (me, ma), (le, la) = cv['name']
    te, ta = cv['title']
    head_en = [f'<h1>{fe} {me} {le}</h1>', f'<p>{te}</p>'] + [f'<p>{esc(x)}</p>' for x in cv.get('contacts_en', [])]
    head_ar = [f'<h1>{fa} {ma} {la}</h1>', f'<p>{ta}</p>'] + [f'<p>{esc(x)}</p>' for x in cv.get('contacts', [])]
    parts = [f'<table style="width:100%;border:0"><tr><td class="en" style="border:0;width:50%">{"".join(head_en)}</td>'
             f'<td dir="rtl" style="border:0;text-align:right">{"".join(head_ar)}</td></tr></table>']
    if 'table3' in cv:
        parts.append('<table class="en" style="width:100%">' + ''.join(
            f'<tr><td>{esc(a)}</td><td>{esc(b)}</td><td dir="rtl" style="text-align:right">{esc(c)}</td></tr>'
            for a, b, c in cv['table3']) + '</table>')
    parts.append('<div class="en"><h2>Experience</h2>')
    for (t, org, a, b) in cv['jobs']:
        parts.append(f'<p><b>{t[0]} - {org}</b></p><p>{date_en(a)} - {date_en(b)}</p>')
    level, field, school, year = cv['edu']
    deg = {'BACHELOR': 'Bachelor of', 'MASTER': 'Master of', 'DIPLOMA': 'Diploma in'}[level]
    parts.append(f'<h2>Education</h2><p><b>{deg} {field}</b></p><p>{school}, {year}</p>')
    parts.append('<h2>Languages</h2><p>Arabic, English</p></div>')
    return f'<html lang="en"><head><meta charset="utf-8"><style>{CSS}</style></head><body>{"".join(parts)}</body></html>'


def draw_html(cv, path, tmp):
    html = html_mixed(cv) if cv['lang'] == 'mixed' else html_ar(cv)
    src = os.path.join(tmp, cv['id'] + '.html')
    with open(src, 'w', encoding='utf-8') as f:
        f.write(html)
    if cv['producer'] == 'wkhtml':
        subprocess.run(['wkhtmltopdf', '-q', '--page-size', 'A4', src, path], check=True)
    else:
        subprocess.run(['soffice', '--headless', '--infilter=HTML (StarWriter)', '--convert-to', 'pdf', src,
                        '--outdir', tmp], check=True, capture_output=True)
        shutil.move(os.path.join(tmp, cv['id'] + '.pdf'), path)
