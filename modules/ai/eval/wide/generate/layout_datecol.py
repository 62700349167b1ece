"""The date-column layout: each job's dates in a column of their own."""

from flow import DARK, Flow, GREY
from pieces import activity_range, arabic_name_line, bullet_text, contact_items, edu_lines, full_name, heading_text, headline, job_lines
from sections import footer, sec_certs, sec_languages, sec_personal, sec_skills, sec_summary


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
