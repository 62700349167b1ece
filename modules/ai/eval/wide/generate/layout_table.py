"""The table layout."""

from flow import AR_BANNER, DARK, Flow, GREY
from pieces import arabic_name_line, bullet_text, edu_lines, full_name, heading_text, headline, job_lines, personal_details
from sections import footer, sec_activities, sec_certs, sec_languages, sec_skills, sec_summary


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
