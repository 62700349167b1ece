"""The sidebar layout (two columns), and the photo layout built on it."""

from flow import DARK, Flow, GREY
from pieces import arabic_name_line, contact_items, full_name, heading_text, headline, lang_line, learn_text, name_lines, personal_details, skill_text
from sections import footer, sec_activities, sec_certs, sec_education, sec_jobs, sec_languages, sec_personal, sec_skills, sec_summary


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
