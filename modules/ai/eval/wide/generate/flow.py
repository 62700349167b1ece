"""The page's colours and the Flow: a column that text flows down, continued on a new page when full."""

DARK = (33, 47, 72)
GREY = (90, 90, 90)
ACCENT = [(0, 92, 122), (122, 30, 40), (40, 90, 50), (70, 70, 70)]

AR_BANNER = "السيرة الذاتية"


class Flow:
    """A column that text flows down; it continues on a new page when full."""

    def __init__(self, c, x, w, y, rtl, bottom=None, top=18, cont=None):
        self.c, self.x, self.w, self.y, self.rtl = c, x, w, y, rtl
        self.bottom = bottom or c.h - 16
        self.top = top
        self.cont = cont  # (x, w) on continuation pages

    def need(self, h):
        if self.y + h > self.bottom:
            self.c.new_page()
            self.y = self.top
            if self.cont:
                self.x, self.w = self.cont
            return True
        return False

    def line(self, s, size=9.5, bold=False, color=(0, 0, 0), indent=0, charspace=0, lead=1.45):
        h = size * 0.3528 * lead
        self.need(h)
        self.y += h
        if self.rtl:
            self.c.text(self.x + self.w - indent, self.y, s, size, bold, color=color, align="R", charspace=charspace)
        else:
            self.c.text(self.x + indent, self.y, s, size, bold, color=color, charspace=charspace)

    def para(self, s, size=9.5, bold=False, color=(0, 0, 0), indent=0, bullet=None):
        lines = self.c.wrap(s, self.w - indent - (4 if bullet else 0), size, bold)
        for i, ln in enumerate(lines):
            if bullet and i == 0:
                h = size * 0.3528 * 1.45
                self.need(h)
                bx = self.x + self.w - indent if self.rtl else self.x + indent
                self.c.text(bx, self.y + h, bullet, size, color=color, align="R" if self.rtl else "L")
                self.y += h
                self.y -= h
            self.line(ln, size, bold, color, indent + (4 if bullet else 0))

    def two(self, left, right, size=10, bold=True, rsize=None, rcolor=GREY):
        """A line with text at the start and a date at the end (mirrored for right-to-left)."""
        h = size * 0.3528 * 1.5
        self.need(h)
        self.y += h
        if self.rtl:
            self.c.text(self.x + self.w, self.y, left, size, bold, align="R")
            self.c.text(self.x, self.y, right, rsize or size - 1, color=rcolor)
        else:
            self.c.text(self.x, self.y, left, size, bold)
            self.c.text(self.x + self.w, self.y, right, rsize or size - 1, color=rcolor, align="R")

    def space(self, h):
        self.y += h

    def heading(self, s, style, color=DARK):
        self.need(14)
        self.y += 3
        if style == "spaced" and not any("\u0600" <= ch <= "\u06ff" for ch in s):
            s = "  ".join(" ".join(word) for word in s.upper().split())
            self.line(s, 10.5, True, color)
        elif style == "spaced":
            self.line(tatweel(s), 12, True, color)
        elif style == "charspace":
            self.line(s.upper() if s.isascii() else s, 10.5, True, color, charspace=2.2 if s.isascii() else 0)
        elif style == "bar":
            self.c.rect(self.x, self.y + 0.8, self.w, 6.2, fill=color)
            self.y += 5.6
            self.c.text(self.x + self.w - 2 if self.rtl else self.x + 2, self.y, s, 10.5, True, color=(255, 255, 255), align="R" if self.rtl else "L")
            self.y += 1.8
        elif style == "rule":
            self.line(s.upper() if s.isascii() else s, 11, True, color)
            self.y += 1.2
            self.c.line(self.x, self.y, self.x + self.w, self.y, color, 0.4)
        else:
            self.line(s, 12, True, color)
        self.y += 1.5


def tatweel(s):
    out = []
    for i, ch in enumerate(s):
        out.append(ch)
        nxt = s[i + 1] if i + 1 < len(s) else " "
        if ch not in "ادذرزوؤأإآةى " and nxt != " " and "\u0621" <= ch <= "\u064a" and i % 2 == 0:
            out.append("ـــ")
    return "".join(out)
