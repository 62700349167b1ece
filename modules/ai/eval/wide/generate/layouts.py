"""Page layouts: single column, sidebar, tables, banners, a date column, letter-spaced headings, a photo."""

import random

from cvdata import CV, LEVEL_AR
from occupations import LANG_AR

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


# ---- text pieces -------------------------------------------------------------------------------------------


def heading_text(cv: CV, kind):
    en, ar = cv.headings[kind]
    return ar if cv.lang == "ar" else f"{en} | {ar}" if cv.lang == "mixed" else en


def full_name(cv: CV, upper=False):
    first = cv.first[0][0] if isinstance(cv.first[0], tuple) else cv.first[0]
    last = cv.last[0][0] if isinstance(cv.last[0], tuple) else cv.last[0]
    mid = cv.middle[0]
    if cv.lang == "ar":
        return " ".join(x for x in (cv.first[1], cv.middle[1], cv.last[1]) if x)
    if cv.name_order == "family-first":
        name = " ".join(x for x in (last.upper() if cv.country == "VN" else last, mid, first) if x)
    else:
        name = " ".join(x for x in (first, mid, last) if x)
    return name.upper() if upper else name


def name_lines(cv: CV):
    """The name as two lines (given names, family name) for layouts that wrap it."""
    if cv.lang == "ar":
        return [" ".join(x for x in (cv.first[1], cv.middle[1]) if x), cv.last[1]]
    first = cv.first[0][0] if isinstance(cv.first[0], tuple) else cv.first[0]
    last = cv.last[0][0] if isinstance(cv.last[0], tuple) else cv.last[0]
    if cv.name_order == "family-first":
        return [last.upper(), " ".join(x for x in (cv.middle[0], first) if x)]
    return [first, last]


def arabic_name_line(cv: CV):
    return " ".join(x for x in (cv.first[1], cv.middle[1], cv.last[1]) if x) if cv.lang == "mixed" else ""


def title_text(cv: CV, pair):
    return pair[1] if cv.lang == "ar" else f"{pair[0]} – {pair[1]}" if cv.lang == "mixed" and pair[1] else pair[0]


def headline(cv: CV):
    if not cv.jobs:
        return cv.t("Fresh Graduate", "حديث التخرج")
    cur = [j for j in cv.jobs if not j.part_time][-1]
    return title_text(cv, cur.title)


def contact_items(cv: CV, labels=True):
    items = []
    lab = (lambda en, ar: (ar + ": ") if cv.lang == "ar" else (en + ": ")) if labels else (lambda en, ar: "")
    if cv.phone_shown:
        items.append(lab("Mobile", "الهاتف") + cv.phone_shown)
    items.append(lab("Email", "البريد الإلكتروني") + cv.email)
    items.append(lab("Address", "العنوان") + (cv.address[1] if cv.lang == "ar" and cv.address[1] else cv.address[0]))
    return items


def personal_details(cv: CV, rng: random.Random):
    nat = {"JO": ("Jordanian", "أردني"), "SA": ("Saudi", "سعودي"), "AE": ("Emirati", "إماراتي"), "QA": ("Qatari", "قطري"), "KW": ("Kuwaiti", "كويتي"), "BH": ("Bahraini", "بحريني"), "OM": ("Omani", "عماني"), "EG": ("Egyptian", "مصري"), "LB": ("Lebanese", "لبناني"), "IQ": ("Iraqi", "عراقي"), "PS": ("Palestinian", "فلسطيني"), "IN": ("Indian", ""), "PK": ("Pakistani", ""), "PH": ("Filipino", "")}
    out = []
    if cv.country in nat:
        out.append((cv.t("Nationality", "الجنسية"), cv.t(*nat[cv.country]) or nat[cv.country][0]))
        y = cv.as_of[0] - 22 - len(cv.jobs) * 3 - rng.randint(0, 6)
        out.append((cv.t("Date of Birth", "تاريخ الميلاد"), f"{rng.randint(1, 28):02d}/{rng.randint(1, 12):02d}/{y}"))
        out.append((cv.t("Marital Status", "الحالة الاجتماعية"), cv.t(rng.choice(["Married", "Single"]), rng.choice(["متزوج", "أعزب"]))))
    if cv.driving:
        out.append((cv.t("Driving Licence", "رخصة قيادة"), cv.t("Valid " + cv.address[0].split(", ")[-1] + " licence", "سارية المفعول")))
    return out


def job_lines(cv: CV, j):
    company = j.company[1] if cv.lang == "ar" else j.company[0]
    city = cv.address[1].split("،")[0] if cv.lang == "ar" and cv.address[1] else cv.address[0].split(",")[0]
    return title_text(cv, j.title), f"{company}, {city}", cv.fmt_range(j.start, j.end)


def bullet_text(cv: CV, b):
    return b[1] if cv.lang == "ar" else b[0]


def skill_text(cv: CV, s, rng):
    if cv.lang == "ar":
        return s[1]
    if cv.lang == "mixed" and rng.random() < 0.3:
        return f"{s[0]} ({s[1]})"
    return s[0]


def learn_text(cv: CV):
    if not cv.learn:
        return ""
    return cv.t(f"Planning to learn {cv.learn[0]} next year.", f"أخطط لتعلم {cv.learn[1]} في العام القادم.")


def edu_lines(cv: CV, e):
    deg = e.degree[1] if cv.lang == "ar" and e.degree[1] else e.degree[0]
    school = e.school[1] if cv.lang == "ar" and e.school[1] else e.school[0]
    year = str(e.year)
    if cv.lang == "ar" and cv.date_style == "ar_indic":
        year = year.translate(str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩"))
    return deg, school, year


def lang_line(cv: CV, name, level):
    if cv.lang == "ar":
        return f"{LANG_AR.get(name, name)}: {LEVEL_AR.get(level, level)}"
    return f"{name} ({level})" if cv.lang == "en" else f"{name} – {LANG_AR.get(name, name)} ({level})"


def activity_range(cv, s, e):
    return cv.fmt_range(s, e)


# ---- sections in a flow ------------------------------------------------------------------------------------


def sec_summary(cv, f, style, rng):
    f.heading(heading_text(cv, "summary"), style)
    if cv.lang == "mixed":
        f.para(cv.summary[1], 9.5)
    f.para(cv.summary[0] if cv.lang != "ar" else cv.summary[1], 9.5)


def sec_jobs(cv, f, style, rng, dates="right"):
    if not cv.jobs:
        return
    f.heading(heading_text(cv, "experience"), style)
    for j in sorted(cv.jobs, key=lambda j: (j.end or (9999, 1), j.start), reverse=True):
        title, company, rng_ = job_lines(cv, j)
        f.need(20)
        if dates == "right":
            f.two(title, rng_)
            f.line(company, 9.5, color=GREY)
        elif dates == "above":
            f.line(rng_, 9, color=GREY)
            f.line(title, 10.5, True)
            f.line(company, 9.5, color=GREY)
        else:
            f.line(title, 10.5, True)
            f.line(f"{company} | {rng_}", 9.5, color=GREY)
        for b in j.bullets:
            f.para(bullet_text(cv, b), 9.5, bullet="•")
        f.space(2)


def sec_education(cv, f, style, rng):
    if not cv.education:
        return
    f.heading(heading_text(cv, "education"), style)
    for e in cv.education:
        deg, school, year = edu_lines(cv, e)
        f.two(deg, year, 10)
        f.line(school, 9.5, color=GREY)
        f.space(1)


def sec_skills(cv, f, style, rng, mode=None):
    f.heading(heading_text(cv, "skills"), style)
    names = [skill_text(cv, s, rng) for s in cv.skills]
    mode = mode or rng.choice(["bullets", "comma", "grid"])
    if mode == "comma":
        f.para(("، " if cv.lang == "ar" else ", ").join(names), 9.5)
    elif mode == "grid" and f.w > 100:
        half = (len(names) + 1) // 2
        for a, b in zip(names[:half], names[half:] + [""]):
            f.need(6)
            f.y += 5
            if f.rtl:
                f.c.text(f.x + f.w, f.y, "• " + a if not cv.lang == "ar" else a + " •", 9.5, align="R")
                if b:
                    f.c.text(f.x + f.w / 2, f.y, b + " •" if cv.lang == "ar" else "• " + b, 9.5, align="R")
            else:
                f.c.text(f.x, f.y, "• " + a, 9.5)
                if b:
                    f.c.text(f.x + f.w / 2, f.y, "• " + b, 9.5)
    else:
        for n in names:
            f.para(n, 9.5, bullet="•")
    if cv.learn:
        f.para(learn_text(cv), 9, color=GREY)


def sec_certs(cv, f, style, rng):
    if not cv.certs:
        return
    f.heading(heading_text(cv, "certs"), style)
    for c in cv.certs:
        f.para(c[1] if cv.lang == "ar" else c[0], 9.5, bullet="•")


def sec_languages(cv, f, style, rng):
    if not cv.languages:
        return
    f.heading(heading_text(cv, "languages"), style)
    for n, lv in cv.languages:
        f.line(lang_line(cv, n, lv), 9.5)


def sec_activities(cv, f, style, rng):
    if cv.activities:
        f.heading(heading_text(cv, "activities"), style)
        for a, s, e in cv.activities:
            f.two(a[1] if cv.lang == "ar" else a[0], activity_range(cv, s, e), 9.5, bold=False)
    if cv.training:
        f.heading(heading_text(cv, "training"), style)
        for a, s, e in cv.training:
            f.two(a[1] if cv.lang == "ar" else a[0], activity_range(cv, s, e), 9.5, bold=False)


def sec_personal(cv, f, style, rng):
    rows = personal_details(cv, rng)
    if not rows:
        return
    f.heading(heading_text(cv, "contact") if cv.headings["contact"][0] == "Personal Details" else cv.t("Personal Information", "المعلومات الشخصية"), style)
    for k, v in rows:
        f.line(f"{k}: {v}", 9.5)


def footer(cv, c, rng):
    if rng.random() < 0.4:
        s = cv.t("References available upon request.", "المعرّفون متوفرون عند الطلب.")
        c.text(c.w / 2, c.h - 10, s, 8, color=GREY, align="C")


# ---- layouts -----------------------------------------------------------------------------------------------


def layout_single(cv, c, rng, banner=None):
    rtl = cv.lang == "ar"
    m = 18
    f = Flow(c, m, c.w - 2 * m, 14, rtl)
    style = rng.choice(["rule", "plain", "bar"])
    color = rng.choice(ACCENT)
    if banner == "featured":
        f.y = 12
        c.rect(0, 0, c.w, 24, fill=(235, 238, 242))
        if rtl:
            c.text(c.w - m, f.y, full_name(cv), 18, True, align="R")
            c.text(m, f.y, "Featured Resume", 9, True, color=(200, 120, 0))
        else:
            c.text(m, f.y, full_name(cv), 18, True)
            c.text(m + c.width(full_name(cv), 18, True) + 2.5, f.y, "Featured Resume", 9, True, color=(200, 120, 0))
        f.y += 2
        f.line(headline(cv), 11, color=GREY)
        f.y = 28
        for ln in c.wrap("  ·  ".join(contact_items(cv, labels=True)), f.w, 9):
            f.line(ln, 9)
        f.space(1)
    else:
        if banner:
            f.line(banner, 13, True, color, charspace=1.5 if banner.isascii() else 0)
            f.space(3)
        centered = rng.random() < 0.5
        name = full_name(cv, upper=rng.random() < 0.4)
        f.y += 8
        c.text(c.w / 2 if centered else (c.w - m if rtl else m), f.y, name, 20, True, color=DARK, align="C" if centered else ("R" if rtl else "L"))
        if arabic_name_line(cv):
            f.y += 7
            c.text(c.w / 2 if centered else m, f.y, arabic_name_line(cv), 13, True, color=DARK, align="C" if centered else "L")
        f.y += 6.5
        c.text(c.w / 2 if centered else (c.w - m if rtl else m), f.y, headline(cv), 11, color=GREY, align="C" if centered else ("R" if rtl else "L"))
        f.y += 5.5
        line = "  |  ".join(contact_items(cv, labels=False))
        for ln in c.wrap(line, f.w, 9):
            c.text(c.w / 2 if centered else (c.w - m if rtl else m), f.y, ln, 9, align="C" if centered else ("R" if rtl else "L"))
            f.y += 4.5
        c.line(m, f.y, c.w - m, f.y, color, 0.6)
        f.y += 2
    dates = rng.choice(["right", "right", "below", "above"])
    sec_summary(cv, f, style, rng)
    sec_jobs(cv, f, style, rng, dates)
    sec_education(cv, f, style, rng)
    sec_skills(cv, f, style, rng)
    sec_certs(cv, f, style, rng)
    sec_languages(cv, f, style, rng)
    sec_activities(cv, f, style, rng)
    sec_personal(cv, f, style, rng)
    footer(cv, c, rng)


def layout_banner(cv, c, rng):
    kind = rng.choice(["cv", "featured"] if cv.lang != "ar" else ["cv"])
    if kind == "featured":
        return layout_single(cv, c, rng, banner="featured")
    text = AR_BANNER if cv.lang == "ar" else rng.choice(["CURRICULUM VITAE", "Curriculum Vitae", "RESUME"]) if cv.lang == "en" else f"{AR_BANNER} - CURRICULUM VITAE"
    return layout_single(cv, c, rng, banner=text)


def layout_sidebar(cv, c, rng, photo=None):
    rtl = cv.lang == "ar"
    sw = 66
    dark = rng.random() < 0.5
    fill = DARK if dark else (236, 239, 241)
    fg = (255, 255, 255) if dark else (20, 20, 20)
    sx = c.w - sw if rtl else 0
    c.rect(sx, 0, sw, c.h, fill=fill)
    side = Flow(c, sx + 7, sw - 14, 16, rtl, bottom=c.h - 8)
    if photo:
        c.image(photo, sx + (sw - 34) / 2, 12, 34, 40)
        side.y = 56
    style = rng.choice(["rule", "charspace", "plain"])

    def sh(kind):
        side.need(12)
        side.y += 3
        side.line(heading_text(cv, kind) if cv.lang != "mixed" else cv.headings[kind][0], 10.5, True, fg)
        side.y += 0.8
        c.line(side.x, side.y, side.x + side.w, side.y, fg, 0.3)
        side.y += 1

    sh("contact")
    for item in contact_items(cv, labels=rng.random() < 0.5):
        side.para(item, 8.5, color=fg)
    for k, v in personal_details(cv, rng):
        side.para(f"{k}: {v}", 8.5, color=fg)
    sh("skills")
    for s in cv.skills:
        side.para(skill_text(cv, s, rng), 9, color=fg, bullet="•")
    if cv.learn:
        side.para(learn_text(cv), 8.5, color=fg)
    if cv.languages:
        sh("languages")
        for n, lv in cv.languages:
            side.para(lang_line(cv, n, lv), 9, color=fg)
    if cv.certs:
        sh("certs")
        for cc in cv.certs:
            side.para(cc[1] if cv.lang == "ar" else cc[0], 8.5, color=fg)
    mx = 8 if rtl else sw + 9
    mw = c.w - sw - 17
    f = Flow(c, mx, mw, 14, rtl, cont=(mx, mw))
    f.y += 9
    if rng.random() < 0.5:
        for i, ln in enumerate(name_lines(cv)):
            f.line(ln.upper() if cv.lang != "ar" and i == 1 else ln, 22, True, DARK, lead=1.1)
    else:
        f.line(full_name(cv), 20, True, DARK)
    if arabic_name_line(cv):
        f.line(arabic_name_line(cv), 13, True, DARK)
    f.line(headline(cv), 11.5, color=GREY)
    f.space(2)
    sec_summary(cv, f, style, rng)
    sec_jobs(cv, f, style, rng, rng.choice(["right", "below", "above"]))
    sec_education(cv, f, style, rng)
    sec_activities(cv, f, style, rng)
    footer(cv, c, rng)


def layout_photo(cv, c, rng, photo):
    if rng.random() < 0.4:
        return layout_sidebar(cv, c, rng, photo=photo)
    rtl = cv.lang == "ar"
    m = 16
    px = c.w - m - 32 if rtl else m
    c.image(photo, px, 14, 32, 38)
    f = Flow(c, m if rtl else m + 38, c.w - 2 * m - 38, 16, rtl, cont=(m, c.w - 2 * m))
    for ln in name_lines(cv):
        f.line(ln, 21, True, DARK, lead=1.15)
    if arabic_name_line(cv):
        f.line(arabic_name_line(cv), 12, True, DARK)
    f.line(headline(cv), 11, color=GREY)
    for item in contact_items(cv, labels=False):
        f.line(item, 9)
    f.y = max(f.y, 56)
    f.x, f.w = m, c.w - 2 * m
    style = rng.choice(["bar", "rule"])
    sec_summary(cv, f, style, rng)
    sec_jobs(cv, f, style, rng, rng.choice(["right", "below"]))
    sec_education(cv, f, style, rng)
    sec_skills(cv, f, style, rng)
    sec_certs(cv, f, style, rng)
    sec_languages(cv, f, style, rng)
    sec_activities(cv, f, style, rng)
    sec_personal(cv, f, style, rng)
    footer(cv, c, rng)


def layout_spaced(cv, c, rng):
    rtl = cv.lang == "ar"
    m = 20
    f = Flow(c, m, c.w - 2 * m, 14, rtl)
    f.y += 6
    for ln in name_lines(cv):
        f.line(ln.upper() if cv.lang != "ar" else ln, 24, True, DARK, charspace=3 if cv.lang != "ar" else 0, lead=1.2)
    if arabic_name_line(cv):
        f.line(arabic_name_line(cv), 13, True, DARK)
    f.line(headline(cv).upper() if cv.lang != "ar" else headline(cv), 10.5, color=GREY, charspace=1.2 if cv.lang != "ar" else 0)
    f.space(2)
    for item in contact_items(cv, labels=False):
        f.line(item, 9)
    style = "spaced" if rng.random() < 0.6 else "charspace"
    sec_summary(cv, f, style, rng)
    sec_jobs(cv, f, style, rng, rng.choice(["right", "below"]))
    sec_education(cv, f, style, rng)
    sec_skills(cv, f, style, rng)
    sec_certs(cv, f, style, rng)
    sec_languages(cv, f, style, rng)
    sec_activities(cv, f, style, rng)
    footer(cv, c, rng)


def layout_datecol(cv, c, rng):
    """Dates in their own column beside the entries (on the right for Arabic)."""
    rtl = cv.lang == "ar"
    m = 16
    dw = 36
    full = Flow(c, m, c.w - 2 * m, 14, rtl)
    full.y += 8
    # Name on one side and the contact block on the other: two blocks on the same lines.
    name_at = c.w - m if rtl else m
    c.text(name_at, full.y, full_name(cv), 19, True, color=DARK, align="R" if rtl else "L")
    cy = full.y - 5
    for item in contact_items(cv, labels=False):
        c.text(m if rtl else c.w - m, cy, item, 8.5, align="L" if rtl else "R")
        cy += 4.3
    full.y += 6.5
    c.text(name_at, full.y, headline(cv), 11, color=GREY, align="R" if rtl else "L")
    if arabic_name_line(cv):
        full.y += 6
        c.text(name_at, full.y, arabic_name_line(cv), 12, True, color=DARK)
    full.y = max(full.y, cy) + 4
    style = rng.choice(["rule", "bar", "plain"])
    f = full
    sec_summary(cv, f, style, rng)
    col = Flow(c, m + dw if not rtl else m, c.w - 2 * m - dw, f.y, rtl)

    def dated(date, lines):
        """lines: [(text, size, bold, color, bullet)]"""
        col.need(12)
        if col.y < f.y:
            col.y = f.y
        y0 = col.y
        dx = c.w - m if rtl else m
        c.text(dx, y0 + 4.6, date, 9, color=GREY, align="R" if rtl else "L")
        for text, size, bold, color, bullet in lines:
            col.para(text, size, bold, color, bullet=bullet)
        col.space(2)
        f.y = col.y

    if cv.jobs:
        f.heading(heading_text(cv, "experience"), style)
        col.y = f.y
        for j in sorted(cv.jobs, key=lambda j: (j.end or (9999, 1), j.start), reverse=True):
            title, company, r = job_lines(cv, j)
            dated(r, [(title, 10.5, True, (0, 0, 0), None), (company, 9.5, False, GREY, None)] + [(bullet_text(cv, b), 9.5, False, (0, 0, 0), "•") for b in j.bullets])
    if cv.education:
        f.heading(heading_text(cv, "education"), style)
        col.y = f.y
        for e in cv.education:
            deg, school, year = edu_lines(cv, e)
            dated(year, [(deg, 10, True, (0, 0, 0), None), (school, 9.5, False, GREY, None)])
    if cv.activities or cv.training:
        f.heading(heading_text(cv, "activities" if cv.activities else "training"), style)
        col.y = f.y
        for a, s, e in cv.activities + cv.training:
            dated(activity_range(cv, s, e), [(a[1] if cv.lang == "ar" else a[0], 9.5, False, (0, 0, 0), None)])
    sec_skills(cv, f, style, rng)
    sec_certs(cv, f, style, rng)
    sec_languages(cv, f, style, rng)
    sec_personal(cv, f, style, rng)
    footer(cv, c, rng)


def layout_table(cv, c, rng):
    """Personal data, experience and education as ruled tables, as many Gulf and South Asian CVs are."""
    rtl = cv.lang == "ar"
    m = 15
    W = c.w - 2 * m
    f = Flow(c, m, W, 14, rtl)
    if rng.random() < 0.5:
        f.y += 6
        c.text(c.w / 2, f.y, AR_BANNER if cv.lang == "ar" else "CURRICULUM VITAE", 14, True, color=DARK, align="C")
        f.y += 4
    f.y += 8
    c.text(c.w / 2, f.y, full_name(cv, upper=cv.lang != "ar"), 17, True, align="C")
    f.y += 6
    c.text(c.w / 2, f.y, headline(cv), 10.5, color=GREY, align="C")
    f.y += 4
    style = "bar"

    def table(cols, rows, widths, head=True):
        widths = [w * W for w in widths]
        if rtl:
            cols, rows, widths = cols[::-1], [r[::-1] for r in rows], widths[::-1]
        allrows = ([cols] if head else []) + rows
        for ri, row in enumerate(allrows):
            wrapped = [c.wrap(str(cell), widths[i] - 3, 9, ri == 0 and head) for i, cell in enumerate(row)]
            h = max(len(w) for w in wrapped) * 4.4 + 2.4
            f.need(h)
            x = m
            if ri == 0 and head:
                c.rect(m, f.y, W, h, fill=(225, 230, 236))
            for i, lines in enumerate(wrapped):
                c.rect(x, f.y, widths[i], h, stroke=(120, 120, 120))
                yy = f.y + 4.6
                for ln in lines:
                    c.text(x + widths[i] - 1.5 if rtl else x + 1.5, yy, ln, 9, ri == 0 and head, align="R" if rtl else "L")
                    yy += 4.4
                x += widths[i]
            f.y += h

    f.heading(cv.t("Personal Information", "المعلومات الشخصية") if cv.lang != "mixed" else "Personal Information | المعلومات الشخصية", style)
    rows = [(cv.t("Name", "الاسم"), full_name(cv))]
    if arabic_name_line(cv):
        rows.append(("الاسم", arabic_name_line(cv)))
    if cv.phone_shown:
        rows.append((cv.t("Mobile", "رقم الهاتف"), cv.phone_shown))
    rows += [(cv.t("E-mail", "البريد الإلكتروني"), cv.email), (cv.t("Address", "العنوان"), cv.address[1] if cv.lang == "ar" and cv.address[1] else cv.address[0])]
    rows += personal_details(cv, rng)
    table(["", ""], rows, [0.3, 0.7], head=False)
    sec_summary(cv, f, style, rng)
    if cv.jobs:
        f.heading(heading_text(cv, "experience"), style)
        jobs = sorted(cv.jobs, key=lambda j: (j.end or (9999, 1), j.start), reverse=True)
        rows = []
        for j in jobs:
            title, company, r = job_lines(cv, j)
            rows.append((r, company, title))
        table([cv.t("Period", "الفترة"), cv.t("Employer", "جهة العمل"), cv.t("Position", "المسمى الوظيفي")], rows, [0.28, 0.4, 0.32])
        f.space(2)
        for j in jobs:
            if j.bullets:
                comp = j.company[1] if cv.lang == "ar" else j.company[0]
                f.line(cv.t(f"Responsibilities at {comp}:", f"المهام في {comp}:"), 9.5, True)
                for b in j.bullets:
                    f.para(bullet_text(cv, b), 9.5, bullet="•")
    if cv.education:
        f.heading(heading_text(cv, "education"), style)
        rows = [edu_lines(cv, e) for e in cv.education]
        table([cv.t("Qualification", "المؤهل"), cv.t("Institution", "الجهة"), cv.t("Year", "السنة")], rows, [0.45, 0.4, 0.15])
    sec_skills(cv, f, style, rng, mode=rng.choice(["bullets", "comma"]))
    sec_certs(cv, f, style, rng)
    sec_languages(cv, f, style, rng)
    sec_activities(cv, f, style, rng)
    footer(cv, c, rng)


LAYOUTS = {
    "single": layout_single,
    "banner": layout_banner,
    "sidebar": layout_sidebar,
    "photo": layout_photo,
    "spaced": layout_spaced,
    "datecol": layout_datecol,
    "table": layout_table,
}
