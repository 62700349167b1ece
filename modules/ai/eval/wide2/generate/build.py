"""Renders the second held-out CV set (HTML/CSS through WeasyPrint, a few through Typst) and writes each label from
the same record that renders the PDF. Usage: python build.py <out-dir>"""
import html
import json
import sys
from pathlib import Path

import typst
from weasyprint import HTML

from people import AS_OF, PEOPLE

EN_MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
EN_MONTH = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
            "November", "December"]
AR_LEV = ["كانون الثاني", "شباط", "آذار", "نيسان", "أيار", "حزيران", "تموز", "آب", "أيلول", "تشرين الأول",
          "تشرين الثاني", "كانون الأول"]
AR_GULF = ["يناير", "فبراير", "مارس", "أبريل", "مايو", "يونيو", "يوليو", "أغسطس", "سبتمبر", "أكتوبر", "نوفمبر", "ديسمبر"]
INDIC = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")


def fmt_range(style, start, end):
    sy, sm = start
    if style == "mon":
        s, e = f"{EN_MON[sm-1]} {sy}", "Present" if end is None else f"{EN_MON[end[1]-1]} {end[0]}"
        return f"{s} – {e}"
    if style == "MON":
        e = "PRESENT" if end is None else f"{EN_MON[end[1]-1].upper()} {end[0]}"
        return f"{EN_MON[sm-1].upper()} {sy} - {e}"
    if style == "mon_to":
        e = "present" if end is None else f"{EN_MON[end[1]-1]} {end[0]}"
        return f"{EN_MON[sm-1]} {sy} to {e}"
    if style == "till":
        e = "Till Date" if end is None else f"{EN_MON[end[1]-1]} {end[0]}"
        return f"{EN_MON[sm-1]} {sy} to {e}"
    if style == "till_date":
        e = "till date" if end is None else f"{EN_MONTH[end[1]-1]} {end[0]}"
        return f"{EN_MONTH[sm-1]} {sy} – {e}"
    if style == "month_long":
        e = "present" if end is None else f"{EN_MONTH[end[1]-1]} {end[0]}"
        return f"{EN_MONTH[sm-1]} {sy} – {e}"
    if style == "month_to_date":
        e = "date" if end is None else f"{EN_MONTH[end[1]-1]} {end[0]}"
        return f"{EN_MONTH[sm-1]} {sy} to {e}"
    if style == "slash":
        e = "Present" if end is None else f"{end[1]:02d}/{end[0]}"
        return f"{sm:02d}/{sy} - {e}"
    if style == "german":
        e = "now" if end is None else f"{end[1]:02d}.{end[0]}"
        return f"{sm:02d}.{sy} – {e}"
    if style == "mon_dot":
        e = "Present" if end is None else f"{EN_MON[end[1]-1]}. {end[0]}"
        return f"{EN_MON[sm-1]}. {sy} – {e}"
    if style == "year":
        return f"{sy}–{'Present' if end is None else end[0]}"
    if style == "ar_lev":
        e = "حتى الآن" if end is None else f"{AR_LEV[end[1]-1]} {end[0]}"
        return f"{AR_LEV[sm-1]} {sy} – {e}"
    if style == "ar_gulf":
        e = "الآن" if end is None else f"{AR_GULF[end[1]-1]} {end[0]}"
        return f"{AR_GULF[sm-1]} {sy} - {e}"
    if style == "ar_year_indic":
        e = "حتى تاريخه" if end is None else str(end[0]).translate(INDIC)
        return f"من {str(sy).translate(INDIC)} إلى {e}"
    if style == "ar_slash_indic":
        e = "حتى الآن" if end is None else f"{end[1]:02d}/{end[0]}".translate(INDIC)
        return f"{sm:02d}/{sy}".translate(INDIC) + f" - {e}"
    if style == "ar_mon_rtl":
        e = "الآن" if end is None else f"{AR_GULF[end[1]-1]} {end[0]}"
        return f"من {AR_GULF[sm-1]} {sy} إلى {e}"
    raise ValueError(style)


def bi_range(start, end):
    en = fmt_range("mon", start, end)
    ar = fmt_range("ar_gulf", start, end)
    return en, ar


def years(p):
    """Whole years of the positions shown, overlaps merged; year-only dates count from January."""
    year_only = p["dates"] in ("year", "ar_year_indic")
    spans = []
    for job in p["jobs"]:
        s, e = job[3], job[4] or AS_OF
        if year_only:
            s, e = (s[0], 1), ((e[0], 1) if job[4] else AS_OF)
        spans.append((s[0] * 12 + s[1], e[0] * 12 + e[1]))
    spans.sort()
    total, cur = 0, None
    for a, b in spans:
        if cur and a <= cur[1]:
            cur = (cur[0], max(cur[1], b))
        else:
            if cur:
                total += cur[1] - cur[0]
            cur = (a, b)
    total += cur[1] - cur[0]
    return total // 12


def label(p):
    def one(v):
        return v

    return {
        "id": p["id"],
        "language": p["lang"],
        "layout": p["layout"],
        "generator": p["gen"],
        "scan": False,
        "country": p["country"],
        "occupation": p["occupation"],
        "asOf": f"{AS_OF[0]}-{AS_OF[1]:02d}-01",
        "firstName": one(p["first"]),
        "lastName": one(p["last"]),
        "middleName": p["middle"],
        "email": p["email"],
        "phone": p["e164"],
        "currentTitle": p["current"],
        "years": years(p),
        "educationLevel": p["level"],
        "skills": p["skills"],
    }


E = html.escape

BASE_CSS = """
@page { size: A4; margin: 14mm 14mm 16mm 14mm; }
body { font-family: 'DejaVu Sans', 'Noto Sans Arabic', sans-serif; font-size: 9.6pt; color: #1f2937; line-height: 1.38; }
h1 { font-size: 22pt; margin: 0; }
h2 { font-size: 11pt; text-transform: uppercase; letter-spacing: 1.5pt; margin: 12pt 0 4pt; border-bottom: 1.2pt solid var(--a); color: var(--a); }
.rtl, .rtl * { font-family: 'Noto Sans Arabic', 'Noto Naskh Arabic', 'DejaVu Sans', sans-serif; }
.job { margin-bottom: 7pt; page-break-inside: avoid; }
.job .t { font-weight: bold; }
.job .m { color: #4b5563; }
ul { margin: 2pt 0 0 0; padding-left: 14pt; }
.rtl ul { padding-left: 0; padding-right: 14pt; }
.rtl h2, .rtl h3, .rtl .cv { letter-spacing: 0 !important; font-variant: normal !important; }
"""


def jobs_html(p, with_dates=True):
    out = []
    for t, emp, place, s, e, duties in p["jobs"]:
        d = f'<div class="m">{E(fmt_range(p["dates"], s, e))}</div>' if with_dates else ""
        li = "".join(f"<li>{E(x)}</li>" for x in duties)
        out.append(f'<div class="job"><div class="t">{E(t)}</div><div class="m">{E(emp)} | {E(place)}</div>{d}<ul>{li}</ul></div>')
    return "".join(out)


def edu_html(p):
    return "".join(f'<div class="job"><div class="t">{E(d)}</div><div class="m">{E(s)}, {E(y)}</div></div>' for d, s, y in p["education"])


def T(p, en, ar):
    return ar if p["lang"] == "ar" else en


def extra_pages(p):
    """Extra material some real CVs carry that makes them run to a second page."""
    if p.get("pages") != 2:
        return ""
    if p["lang"] == "ar":
        return """<h2>الدورات التدريبية</h2><ul><li>دورة إدارة الوقت – معهد الإدارة العامة</li><li>دورة مهارات العرض والتقديم</li>
        <li>ورشة عمل كتابة التقارير</li></ul><h2>الأنشطة التطوعية</h2><ul><li>متطوعة في جمعية الهلال الأحمر – فعاليات رمضان</li></ul>
        <h2>المعرّفون</h2><p>يتم تقديمهم عند الطلب.</p>""" + "<p>&nbsp;</p>" * 12
    return """<h2>Training</h2><ul><li>First Aid at Work – St John Ambulance</li><li>Time management workshop</li>
    <li>Report writing for supervisors</li></ul><h2>Volunteering</h2><ul><li>Community football coach on weekends (unpaid)</li></ul>
    <h2>Personal details</h2><p>Nationality: see passport · Marital status: Married · Visa: Transferable iqama / residence</p>
    <h2>References</h2><p>Available upon request.</p>""" + "<p>&nbsp;</p>" * 12


def contacts(p, icons=True):
    i = icons
    return [(("✉ " if i else ""), p["email"]), (("☎ " if i else ""), p["phone"]), (("⌂ " if i else ""), p["address"])]


def page_sidebar(p):
    rtl = p["lang"] == "ar"
    side = "right" if rtl else "left"
    c = "".join(f'<div class="c">{E(ic)}<span dir="ltr">{E(v)}</span></div>' if "@" in v or v[:1] in "+0٠" else f'<div class="c">{E(ic)}{E(v)}</div>' for ic, v in contacts(p))
    skills = "".join(f'<div class="pill">{E(s)}</div>' for s in p["skill_list"])
    langs = "".join(f"<div>• {E(s)}</div>" for s in p["langs"])
    certs = "".join(f"<div>▸ {E(s)}</div>" for s in p["certs"])
    css = BASE_CSS + f"""
    @page {{ margin: 0; background: linear-gradient(to {'left' if rtl else 'right'}, {p['accent']} 0, {p['accent']} 68mm, white 68mm); }}
    .wrap {{ display: flex; flex-direction: row; }}
    aside {{ width: 58mm; padding: 16mm 5mm 10mm 5mm; color: white; font-size: 8.8pt; }}
    aside h3 {{ font-size: 10pt; letter-spacing: 2pt; border-bottom: 1pt solid rgba(255,255,255,.6); margin: 12pt 0 5pt; }}
    aside .c {{ margin-bottom: 4pt; word-wrap: break-word; }}
    aside .pill {{ display: inline-block; background: rgba(255,255,255,.18); border-radius: 6pt; padding: 1pt 5pt; margin: 1.5pt; }}
    main {{ flex: 1; padding: 16mm 12mm 12mm 12mm; }}
    .photo {{ width: 30mm; height: 30mm; border-radius: 50%; background: rgba(255,255,255,.35); margin: 0 auto 8pt; text-align: center; line-height: 30mm; font-size: 20pt; }}
    .head {{ font-size: 12pt; color: {p['accent']}; margin-bottom: 6pt; }}
    """
    initials = "".join(w[0] for w in p["name"].split()[:2] if w[0].isalpha())
    lab = (("التواصل", "المهارات", "اللغات", "الشهادات", "نبذة", "الخبرات العملية", "المؤهلات العلمية") if rtl else
           ("CONTACT", "SKILLS", "LANGUAGES", "CERTIFICATIONS", "Profile", "Work Experience", "Education"))
    cert_block = f"<h3>{lab[3]}</h3>{certs}" if p["certs"] else ""
    body = f"""<div class="wrap"><aside><div class="photo">{E(initials)}</div><h3>{lab[0]}</h3>{c}<h3>{lab[1]}</h3>{skills}
    <h3>{lab[2]}</h3>{langs}{cert_block}</aside>
    <main><h1>{E(p['name'])}</h1><div class="head">{E(p['headline'])}</div><h2 style="--a:{p['accent']}">{lab[4]}</h2><p>{E(p['summary'])}</p>
    <h2 style="--a:{p['accent']}">{lab[5]}</h2>{jobs_html(p)}<h2 style="--a:{p['accent']}">{lab[6]}</h2>{edu_html(p)}{extra_pages(p)}</main></div>"""
    return css, body


def page_table(p):
    rtl = p["lang"] == "ar"
    rows = "".join(
        f"<tr><td class='d'>{E(fmt_range(p['dates'], s, e))}</td><td><b>{E(t)}</b><br>{E(emp)}, {E(pl)}<ul>{''.join(f'<li>{E(x)}</li>' for x in du)}</ul></td></tr>"
        for t, emp, pl, s, e, du in p["jobs"])
    erows = "".join(f"<tr><td class='d'>{E(y)}</td><td><b>{E(d)}</b><br>{E(s)}</td></tr>" for d, s, y in p["education"])
    lab = (("البيانات الشخصية", "الخبرات", "الفترة", "الوظيفة / جهة العمل", "التعليم", "المهارات", "اللغات", "الشهادات المهنية", "البريد الإلكتروني", "الجوال", "العنوان")
           if rtl else ("Personal Information", "Professional Experience", "Period", "Position / Employer", "Education",
                        "Key Skills", "Languages", "Certifications", "E-mail", "Mobile", "Address"))
    css = BASE_CSS + f"""
    table {{ width: 100%; border-collapse: collapse; margin-bottom: 6pt; }}
    td, th {{ border: 0.6pt solid #cbd5e1; padding: 4pt 6pt; vertical-align: top; text-align: start; }}
    th {{ background: {p['accent']}; color: white; }}
    td.d {{ width: 34mm; white-space: nowrap; }}
    td.k {{ width: 34mm; background: #f1f5f9; font-weight: bold; }}
    .head {{ color: {p['accent']}; font-size: 12pt; }}
    """
    certs = f"<tr><td class='k'>{lab[7]}</td><td>{E(' · '.join(p['certs']))}</td></tr>" if p["certs"] else ""
    body = f"""<h1>{E(p['name'])}</h1><div class="head">{E(p['headline'])}</div>
    <h2 style="--a:{p['accent']}">{lab[0]}</h2><table>
    <tr><td class='k'>{lab[8]}</td><td>{E(p['email'])}</td></tr><tr><td class='k'>{lab[9]}</td><td dir="ltr">{E(p['phone'])}</td></tr>
    <tr><td class='k'>{lab[10]}</td><td>{E(p['address'])}</td></tr></table><p>{E(p['summary'])}</p>
    <h2 style="--a:{p['accent']}">{lab[1]}</h2><table><tr><th>{lab[2]}</th><th>{lab[3]}</th></tr>{rows}</table>
    <h2 style="--a:{p['accent']}">{lab[4]}</h2><table>{erows}</table>
    <h2 style="--a:{p['accent']}">{lab[5]}</h2><table><tr><td class='k'>{lab[5]}</td><td>{E(', '.join(p['skill_list']))}</td></tr>
    <tr><td class='k'>{lab[6]}</td><td>{E(', '.join(p['langs']))}</td></tr>{certs}</table>"""
    return css, body


def page_jobsite(p):
    rtl = p["lang"] == "ar"
    yrs = years(p)
    if rtl:
        banner = "بوابة وظائف الخليج | ملف المرشح – طُبع بتاريخ 12/10/2026"
        kv = [("الاسم", p["name"]), ("المسمى الحالي", p["headline"]), ("إجمالي الخبرة", f"{yrs} سنوات"), ("الجوال", p["phone"]),
              ("البريد الإلكتروني", p["email"]), ("الموقع", p["address"])]
        labs = ("الملخص", "الخبرة العملية", "التعليم", "المهارات", "اللغات", "السيرة الذاتية المرفقة: لا يوجد")
    else:
        banner = "CareerHub Gulf  |  Candidate Profile  –  printed 12 Oct 2026  –  Featured Resume"
        kv = [("Current Position", p["headline"]), ("Total Experience", f"{yrs} Years"), ("Mobile", p["phone"]),
              ("Email", p["email"]), ("Location", p["address"]), ("Notice Period", "1 Month")]
        labs = ("Summary", "Experience", "Education", "Skills", "Languages", "Attached CV: none")
    kvh = "".join(f"<tr><td class='k'>{E(k)}</td><td>{E(v)}</td></tr>" for k, v in kv)
    jobs = "".join(
        f"<div class='job'><div class='t'>{E(t)}</div><div class='m'>{E(emp)} – {E(pl)}</div><div class='m'>{E(fmt_range(p['dates'], s, e))}</div><ul>{''.join(f'<li>{E(x)}</li>' for x in du)}</ul></div>"
        for t, emp, pl, s, e, du in p["jobs"])
    css = BASE_CSS + f"""
    .banner {{ background: {p['accent']}; color: white; padding: 5pt 8pt; font-size: 8.5pt; margin-bottom: 10pt; }}
    table {{ border-collapse: collapse; }} td {{ padding: 2pt 8pt 2pt 0; vertical-align: top; }} td.k {{ color: #6b7280; width: 36mm; }}
    .skill {{ display: inline-block; border: 0.6pt solid #9ca3af; border-radius: 8pt; padding: 0 5pt; margin: 1.5pt; font-size: 8.6pt; }}
    .foot {{ color: #9ca3af; font-size: 7.5pt; margin-top: 14pt; }}
    """
    name_block = f"<h1>{E(p['name'])}</h1>" if not rtl else f"<h1>{E(p['name'])}</h1>"
    body = f"""<div class="banner">{E(banner)}</div>{name_block}<table>{kvh}</table>
    <h2 style="--a:{p['accent']}">{labs[0]}</h2><p>{E(p['summary'])}</p>
    <h2 style="--a:{p['accent']}">{labs[1]}</h2>{jobs}<h2 style="--a:{p['accent']}">{labs[2]}</h2>{edu_html(p)}
    <h2 style="--a:{p['accent']}">{labs[3]}</h2>{''.join(f"<span class='skill'>{E(s)}</span>" for s in p['skill_list'])}
    <h2 style="--a:{p['accent']}">{labs[4]}</h2><p>{E(' / '.join(p['langs']))}</p><div class="foot">{labs[5]}</div>"""
    return css, body


def page_classic(p):
    rtl = p["lang"] == "ar"
    lab = (("الملخص المهني", "الخبرات العملية", "المؤهلات العلمية", "المهارات", "الشهادات", "اللغات", "السيرة الذاتية")
           if rtl else ("Professional Summary", "Employment History", "Education & Qualifications", "Core Competencies",
                        "Certifications", "Languages", "Curriculum Vitae"))
    jobs = "".join(
        f"<div class='job'><div style='display:flex;justify-content:space-between'><span class='t'>{E(t)}, {E(emp)}</span><span class='m'>{E(fmt_range(p['dates'], s, e))}</span></div><div class='m'><i>{E(pl)}</i></div><ul>{''.join(f'<li>{E(x)}</li>' for x in du)}</ul></div>"
        for t, emp, pl, s, e, du in p["jobs"])
    certs = f"<h2 style='--a:{p['accent']}'>{lab[4]}</h2><ul>{''.join(f'<li>{E(c)}</li>' for c in p['certs'])}</ul>" if p["certs"] else ""
    css = BASE_CSS + """
    body { font-family: 'DejaVu Serif', 'Noto Naskh Arabic', serif; }
    .top { text-align: center; border-bottom: 2pt double #111; padding-bottom: 6pt; }
    .cv { font-size: 8pt; letter-spacing: 4pt; color: #6b7280; }
    h2 { text-transform: none; letter-spacing: 3pt; font-variant: small-caps; }
    """
    body = f"""<div class="top"><div class="cv">{lab[6]}</div><h1>{E(p['name'])}</h1><div>{E(p['headline'])}</div>
    <div>{E(p['address'])} · <span dir="ltr">{E(p['phone'])}</span> · {E(p['email'])}</div></div>
    <h2 style="--a:{p['accent']}">{lab[0]}</h2><p>{E(p['summary'])}</p><h2 style="--a:{p['accent']}">{lab[1]}</h2>{jobs}
    <h2 style="--a:{p['accent']}">{lab[2]}</h2>{edu_html(p)}<h2 style="--a:{p['accent']}">{lab[3]}</h2><p>{E(' • '.join(p['skill_list']))}</p>
    {certs}<h2 style="--a:{p['accent']}">{lab[5]}</h2><p>{E(', '.join(p['langs']))}</p>{extra_pages(p)}"""
    return css, body


def page_bilingual(p):
    a = p["accent"]
    stacked = p["layout"] == "bilingual-stacked"
    def col(i):
        rtl = i == 1
        lab = ("نبذة", "الخبرات", "التعليم", "المهارات", "الشهادات", "اللغات") if rtl else (
            "Profile", "Experience", "Education", "Skills", "Certificates", "Languages")
        jobs = "".join(
            f"<div class='job'><div class='t'>{E(t[i])}</div><div class='m'>{E(emp[i])} – {E(pl[i])}</div><div class='m'>{E(bi_range(s, e)[i])}</div><ul>{''.join(f'<li>{E(x[i])}</li>' for x in du)}</ul></div>"
            for t, emp, pl, s, e, du in p["jobs"])
        edu = "".join(f"<div class='job'><div class='t'>{E(d[i])}</div><div class='m'>{E(s[i])}, {y}</div></div>" for d, s, y in p["education"])
        certs = f"<h2 style='--a:{a}'>{lab[4]}</h2>" + "".join(f"<div>{E(c[i])}</div>" for c in p["certs"]) if p["certs"] else ""
        return f"""<div class="col {'rtl' if rtl else ''}" dir="{'rtl' if rtl else 'ltr'}"><h1>{E(p['name'][i])}</h1><div class="head">{E(p['headline'][i])}</div>
        <div>{E(p['address'][i])}</div><h2 style="--a:{a}">{lab[0]}</h2><p>{E(p['summary'][i])}</p><h2 style="--a:{a}">{lab[1]}</h2>{jobs}
        <h2 style="--a:{a}">{lab[2]}</h2>{edu}<h2 style="--a:{a}">{lab[3]}</h2><p>{E(' · '.join(s[i] for s in p['skill_list']))}</p>{certs}
        <h2 style="--a:{a}">{lab[5]}</h2><p>{E(' · '.join(s[i] for s in p['langs']))}</p></div>"""
    css = BASE_CSS + f"""
    .contact {{ text-align: center; background: {a}; color: white; padding: 4pt; margin-bottom: 8pt; }}
    .cols {{ display: flex; gap: 8mm; }} .col {{ flex: 1; }} h1 {{ font-size: 16pt; }} .head {{ color: {a}; }}
    .stack .col {{ margin-bottom: 10pt; }} .stack .col.rtl {{ page-break-before: always; }}
    """
    contact = f'<div class="contact">✉ {E(p["email"])}   ☎ <span dir="ltr">{E(p["phone"])}</span></div>'
    body = contact + (f'<div class="stack">{col(0)}{col(1)}</div>' if stacked else f'<div class="cols">{col(0)}{col(1)}</div>')
    return css, body


def render_html(p, out):
    kind = p["layout"]
    if kind.startswith("sidebar"):
        css, body = page_sidebar(p)
    elif kind.startswith("table"):
        css, body = page_table(p)
    elif kind.startswith("jobsite"):
        css, body = page_jobsite(p)
    elif kind.startswith("classic"):
        css, body = page_classic(p)
    else:
        css, body = page_bilingual(p)
    rtl = p["lang"] == "ar"
    doc = f"""<!doctype html><html lang="{'ar' if rtl else 'en'}" dir="{'rtl' if rtl else 'ltr'}"><head><meta charset="utf-8">
    <title>{E(p['name'] if isinstance(p['name'], str) else p['name'][0])}</title><style>{css}</style></head>
    <body class="{'rtl' if rtl else ''}">{body}</body></html>"""
    HTML(string=doc).write_pdf(out)


def ts(s):
    return "".join("\\" + ch if ch in '\\#$*_`@<>[]"' else ch for ch in s)


def render_typst(p, out):
    rtl = p["lang"] == "ar"
    jobs = "\n".join(
        f"""#grid(columns: (1fr, auto), [*{ts(t)}* — {ts(emp)}, {ts(pl)}], text(fill: gray)[{ts(fmt_range(p['dates'], s, e))}])
{''.join(f'- {ts(x)}' + chr(10) for x in du)}""" for t, emp, pl, s, e, du in p["jobs"])
    edu = "\n".join(f"- *{ts(d)}* — {ts(s)} ({y})" for d, s, y in p["education"])
    lab = (("الملف الشخصي", "الخبرة المهنية", "التعليم", "المهارات", "اللغات", "الشهادات")
           if rtl else ("Profile", "Experience", "Education", "Skills", "Languages", "Certifications"))
    certs = f"== {lab[5]}\n" + "\n".join(f"- {ts(c)}" for c in p["certs"]) if p["certs"] else ""
    font = '("Noto Sans Arabic", "Noto Naskh Arabic")' if rtl else '("DejaVu Sans",)'
    src = f"""#set page(paper: "a4", margin: (x: 16mm, y: 14mm))
#set text(font: {font}, size: 9.5pt, lang: "{'ar' if rtl else 'en'}", dir: {'rtl' if rtl else 'ltr'})
#show heading.where(level: 2): it => block(above: 10pt, below: 5pt)[#text(fill: rgb("{p['accent']}"), size: 11pt, weight: "bold")[#it.body] #line(length: 100%, stroke: 0.6pt + rgb("{p['accent']}"))]
#block(fill: rgb("{p['accent']}"), inset: 10pt, width: 100%)[
  #text(fill: white, size: 22pt, weight: "bold")[{ts(p['name'])}] \\
  #text(fill: white, size: 11pt)[{ts(p['headline'])}] \\
  #text(fill: white, size: 8.5pt)[{ts(p['email'])} #h(8pt) {ts(p['phone'])} #h(8pt) {ts(p['address'])}]
]
== {lab[0]}
{ts(p['summary'])}
== {lab[1]}
{jobs}
== {lab[2]}
{edu}
== {lab[3]}
{ts(' | '.join(p['skill_list']))}
{certs}
== {lab[4]}
{ts(', '.join(p['langs']))}
"""
    src_path = Path(out).with_suffix(".typ")
    src_path.write_text(src, encoding="utf-8")
    try:
        typst.compile(str(src_path), output=str(out), font_paths=["/usr/share/fonts/truetype"])
    finally:
        src_path.unlink()


def main():
    out_dir = Path(sys.argv[1])
    out_dir.mkdir(parents=True, exist_ok=True)
    for p in PEOPLE:
        pdf = out_dir / f"{p['id']}.pdf"
        (render_typst if p["gen"] == "typst" else render_html)(p, str(pdf))
        (out_dir / f"{p['id']}.json").write_text(json.dumps(label(p), ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
        print(p["id"], years(p))


if __name__ == "__main__":
    main()
