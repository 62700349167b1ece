"""The pieces the HTML pages share: the base style sheet, jobs, education, contacts, the extra second page."""

import html

from dates import fmt_range

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
