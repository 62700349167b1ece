"""A CV typeset by Typst."""

from pathlib import Path

import typst

from dates import fmt_range


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
