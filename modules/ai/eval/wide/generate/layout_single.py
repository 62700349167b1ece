"""The single-column layout, and the banner layout built on it."""

from flow import ACCENT, AR_BANNER, DARK, Flow, GREY
from pieces import arabic_name_line, contact_items, full_name, headline
from sections import footer, sec_activities, sec_certs, sec_education, sec_jobs, sec_languages, sec_personal, sec_skills, sec_summary


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
