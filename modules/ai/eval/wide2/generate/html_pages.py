"""The HTML page layouts (sidebar, table, job-site export, classic, bilingual): each returns its CSS and body."""

from dates import bi_range, fmt_range
from html_parts import BASE_CSS, E, contacts, edu_html, extra_pages, jobs_html
from labels import years


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
