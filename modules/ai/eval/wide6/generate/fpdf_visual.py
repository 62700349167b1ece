"""fpdf2 as older Arabic PDF writers work: each line shaped with arabic-reshaper and put in visual order with
python-bidi before it is drawn."""

import subprocess

import arabic_reshaper
from bidi.algorithm import get_display
from fpdf import FPDF

from writing import body_lines_ar


def font_file(pattern):
    # The font's file as fontconfig finds it (DejaVu Sans has the Arabic presentation forms and ☎ ✆ ✉).
    return subprocess.run(['fc-match', '-f', '%{file}', pattern], check=True, capture_output=True, text=True).stdout


FONT = font_file('DejaVu Sans:style=Book')
FONT_BOLD = font_file('DejaVu Sans:style=Bold')


# The Allah ligature (U+FDF2) of «عبدالله» is a glyph DejaVu Sans Bold lacks: letters one by one, as a font has them.
RESHAPER = arabic_reshaper.ArabicReshaper(configuration={'ARABIC LIGATURE ALLAH': False})


def visual(s):
    return get_display(RESHAPER.reshape(s))


def draw_fpdf(cv, path):
    pdf = FPDF(format='A4', unit='mm')
    pdf.add_page()
    pdf.add_font('dv', '', FONT)
    pdf.add_font('dv', 'B', FONT_BOLD)
    first, middle, last = cv['name']
    right = 195
    pdf.set_font('dv', 'B', 20)
    pdf.set_xy(15, 15)
    pdf.cell(180, 10, visual(f'{first} {middle} {last}'), align='R')
    pdf.set_font('dv', '', 13)
    pdf.set_xy(15, 26)
    pdf.cell(180, 7, visual(cv['title']), align='R')
    y = 38
    if cv.get('narrow'):
        # A 45 mm rail on the right: contacts wrapped as a narrow column wraps them.
        pdf.set_fill_color(235, 240, 245)
        pdf.rect(right - 48, y - 2, 48, 60, style='F')
        pdf.set_font('dv', 'B', 11)
        pdf.set_xy(right - 46, y)
        pdf.cell(44, 6, visual('التواصل'), align='R')
        y += 8
        pdf.set_font('dv', '', 10)
        for line in cv['contacts']:
            pdf.set_xy(right - 46, y)
            pdf.cell(44, 5.5, visual(line), align='R')
            y += 5.5
        y, width = 38, 125
        x = 15
    else:
        pdf.set_font('dv', '', 10.5)
        for line in cv['contacts']:
            pdf.set_xy(15, y)
            pdf.cell(180, 6, visual(line), align='R')
            y += 6
        y += 4
        x, width = 15, 180
    for kind, text in body_lines_ar(cv):
        pdf.set_font('dv', 'B' if kind in 'hb' else '', 13 if kind == 'h' else 10.5)
        if kind == 'h':
            y += 3
        pdf.set_xy(x, y)
        pdf.cell(width, 7, visual(text), align='R')
        y += 7
    pdf.output(path)
