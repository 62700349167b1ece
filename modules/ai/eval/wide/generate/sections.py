"""A CV's sections drawn into a flow (summary, jobs, education, skills, certificates, languages, activities,
personal details) and the page footer."""

from flow import GREY
from pieces import activity_range, bullet_text, edu_lines, heading_text, job_lines, lang_line, learn_text, personal_details, skill_text


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
