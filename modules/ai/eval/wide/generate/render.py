"""One small drawing surface (millimetres, y from the top, y = baseline) over two PDF producers.

fpdf2 embeds TrueType subsets and shapes Arabic with HarfBuzz (logical order, bidi applied by fpdf2).
reportlab draws pre-shaped Arabic presentation forms in visual order (arabic-reshaper + python-bidi), the way
many real PDF producers do. Layouts are written once against this surface.
"""

import os
import re
from datetime import datetime, timezone

import arabic_reshaper
from bidi.algorithm import get_display

FONTS = os.environ.get("CV_EVAL_FONTS", "/usr/share/fonts/truetype")
ARABIC = re.compile(r"[\u0600-\u06FF]")
MM = 72 / 25.4


def has_arabic(s: str) -> bool:
    return bool(ARABIC.search(s))


class Canvas:
    def __init__(self, size=(210, 297), rtl=False):
        self.w, self.h = size
        self.rtl = rtl

    def wrap(self, s, width, size, bold=False, font="sans"):
        lines, cur = [], ""
        for word in s.split(" "):
            cand = f"{cur} {word}" if cur else word
            if cur and self.width(cand, size, bold, font) > width:
                lines.append(cur)
                cur = word
            else:
                cur = cand
        if cur:
            lines.append(cur)
        return lines


class FpdfCanvas(Canvas):
    producer = "fpdf2"

    def __init__(self, size=(210, 297), rtl=False, serif=False):
        from fpdf import FPDF

        super().__init__(size, rtl)
        self.pdf = FPDF(unit="mm", format=size)
        self.pdf.set_creation_date(datetime(2025, 1, 6, 9, 30, tzinfo=timezone.utc))
        self.pdf.set_auto_page_break(False)
        self.pdf.set_margins(0, 0, 0)
        lat = "NotoSerif" if serif else "NotoSans"
        self.pdf.add_font("sans", "", f"{FONTS}/noto/{lat}-Regular.ttf")
        self.pdf.add_font("sans", "B", f"{FONTS}/noto/{lat}-Bold.ttf")
        self.pdf.add_font("ar", "", f"{FONTS}/noto/NotoNaskhArabic-Regular.ttf")
        self.pdf.add_font("ar", "B", f"{FONTS}/noto/NotoNaskhArabic-Bold.ttf")
        self.pdf.add_font("kufi", "", f"{FONTS}/noto/NotoKufiArabic-Regular.ttf")
        self.pdf.add_font("kufi", "B", f"{FONTS}/noto/NotoKufiArabic-Bold.ttf")
        self.pdf.set_fallback_fonts(["ar", "sans"])
        self.pdf.set_text_shaping(True)
        self.pdf.add_page()

    def _font(self, s, size, bold, font):
        fam = ("kufi" if font == "kufi" else "ar") if has_arabic(s) else "sans"
        self.pdf.set_font(fam, "B" if bold else "", size)

    def width(self, s, size, bold=False, font="sans", charspace=0):
        self._font(s, size, bold, font)
        return self.pdf.get_string_width(s) + charspace * len(s) * 0.3528

    def text(self, x, y, s, size=10, bold=False, font="sans", color=(0, 0, 0), align="L", charspace=0):
        if not s:
            return
        self._font(s, size, bold, font)
        self.pdf.set_text_color(*color)
        self.pdf.set_char_spacing(charspace)
        w = self.pdf.get_string_width(s) + (charspace * len(s) * 0.3528)
        left = x if align == "L" else x - w if align == "R" else x - w / 2
        # cell() takes the top of the box; put the baseline near y.
        self.pdf.set_xy(left, y - size * 0.3528 * 0.95)
        self.pdf.cell(w + 0.5, size * 0.3528 * 1.25, s)
        self.pdf.set_char_spacing(0)

    def rect(self, x, y, w, h, fill=None, stroke=None):
        if fill:
            self.pdf.set_fill_color(*fill)
        if stroke:
            self.pdf.set_draw_color(*stroke)
        self.pdf.rect(x, y, w, h, style=("F" if fill else "") + ("D" if stroke else "") or "D")

    def line(self, x1, y1, x2, y2, color=(0, 0, 0), width=0.3):
        self.pdf.set_draw_color(*color)
        self.pdf.set_line_width(width)
        self.pdf.line(x1, y1, x2, y2)

    def image(self, path, x, y, w, h):
        self.pdf.image(path, x, y, w, h)

    def new_page(self):
        self.pdf.add_page()

    def save(self, path, title=""):
        self.pdf.set_title(title)
        self.pdf.output(path)


class ReportlabCanvas(Canvas):
    producer = "reportlab"
    _registered = False

    def __init__(self, size=(210, 297), rtl=False, serif=False, core=False):
        from reportlab.pdfbase import pdfmetrics
        from reportlab.pdfbase.ttfonts import TTFont
        from reportlab.pdfgen import canvas

        super().__init__(size, rtl)
        if not ReportlabCanvas._registered:
            pdfmetrics.registerFont(TTFont("LibSans", f"{FONTS}/liberation/LiberationSans-Regular.ttf"))
            pdfmetrics.registerFont(TTFont("LibSans-Bold", f"{FONTS}/liberation/LiberationSans-Bold.ttf"))
            pdfmetrics.registerFont(TTFont("LibSerif", f"{FONTS}/liberation/LiberationSerif-Regular.ttf"))
            pdfmetrics.registerFont(TTFont("LibSerif-Bold", f"{FONTS}/liberation/LiberationSerif-Bold.ttf"))
            pdfmetrics.registerFont(TTFont("DejaVu", f"{FONTS}/dejavu/DejaVuSans.ttf"))
            pdfmetrics.registerFont(TTFont("DejaVu-Bold", f"{FONTS}/dejavu/DejaVuSans-Bold.ttf"))
            ReportlabCanvas._registered = True
        self.metrics = pdfmetrics
        # core: the 14 standard fonts, not embedded (WinAnsi text only), as old office exports do.
        self.latin = ("Times-Roman", "Times-Bold") if core and serif else ("Helvetica", "Helvetica-Bold") if core else ("LibSerif", "LibSerif-Bold") if serif else ("LibSans", "LibSans-Bold")
        self.c = canvas.Canvas("unused.pdf", pagesize=(size[0] * MM, size[1] * MM), invariant=1)
        self.core = core

    def _prep(self, s, bold):
        if has_arabic(s):
            vis = get_display(arabic_reshaper.reshape(s), base_dir="R" if self.rtl else None)
            return vis, "DejaVu-Bold" if bold else "DejaVu"
        if not _winansi(s):
            return s, "DejaVu-Bold" if bold else "DejaVu"
        return s, self.latin[1] if bold else self.latin[0]

    def width(self, s, size, bold=False, font="sans", charspace=0):
        vis, f = self._prep(s, bold)
        return self.metrics.stringWidth(vis, f, size) / MM + charspace * len(s) / MM

    def text(self, x, y, s, size=10, bold=False, font="sans", color=(0, 0, 0), align="L", charspace=0):
        if not s:
            return
        vis, f = self._prep(s, bold)
        w = self.metrics.stringWidth(vis, f, size) / MM + charspace * len(vis) / MM
        left = x if align == "L" else x - w if align == "R" else x - w / 2
        t = self.c.beginText(left * MM, (self.h - y) * MM)
        t.setFont(f, size)
        t.setFillColorRGB(*(v / 255 for v in color))
        t.setCharSpace(charspace)
        t.textOut(vis)
        self.c.drawText(t)

    def rect(self, x, y, w, h, fill=None, stroke=None):
        if fill:
            self.c.setFillColorRGB(*(v / 255 for v in fill))
        if stroke:
            self.c.setStrokeColorRGB(*(v / 255 for v in stroke))
        self.c.rect(x * MM, (self.h - y - h) * MM, w * MM, h * MM, fill=1 if fill else 0, stroke=1 if stroke else 0)
        self.c.setFillColorRGB(0, 0, 0)

    def line(self, x1, y1, x2, y2, color=(0, 0, 0), width=0.3):
        self.c.setStrokeColorRGB(*(v / 255 for v in color))
        self.c.setLineWidth(width * MM)
        self.c.line(x1 * MM, (self.h - y1) * MM, x2 * MM, (self.h - y2) * MM)

    def image(self, path, x, y, w, h):
        self.c.drawImage(path, x * MM, (self.h - y - h) * MM, w * MM, h * MM)

    def new_page(self):
        self.c.showPage()

    def save(self, path, title=""):
        self.c.setTitle(title)
        self.c._filename = path
        self.c.save()


def _winansi(s: str) -> bool:
    try:
        s.encode("cp1252")
        return True
    except UnicodeEncodeError:
        return False


def make_canvas(generator, size, rtl, serif=False, core=False):
    if generator == "fpdf2":
        return FpdfCanvas(size, rtl, serif)
    return ReportlabCanvas(size, rtl, serif, core)
