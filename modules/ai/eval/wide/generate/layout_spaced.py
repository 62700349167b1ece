"""The letter-spaced headings layout."""

from flow import DARK, Flow, GREY
from pieces import arabic_name_line, contact_items, headline, name_lines
from sections import footer, sec_activities, sec_certs, sec_education, sec_jobs, sec_languages, sec_skills, sec_summary


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
