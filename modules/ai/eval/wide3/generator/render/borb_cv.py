"""borb (pure-Python PDF library, v3 API): plain and "Curriculum Vitae"-headed English CVs in standard fonts.

Reads the document model (strings already plain) as JSON on stdin, writes the PDF to argv[1].
"""
import json
import sys

from borb.pdf import PDF, Document, HexColor, Page, Paragraph, SingleColumnLayout

m = json.load(sys.stdin)
out = sys.argv[1]

doc = Document()
page = Page()
doc.append_page(page)
layout = SingleColumnLayout(page)

BLUE = HexColor("#1f4e79")
GREY = HexColor("#555555")


def para(text, font="Helvetica", size=10, color=None, align=None, top=0, bottom=2):
    if not text:
        return
    kw = dict(font=font, font_size=size, margin_top=top, margin_bottom=bottom, padding_top=0, padding_bottom=0)
    if color is not None:
        kw["font_color"] = color
    if align is not None:
        kw["text_alignment"] = align
    layout.append_layout_element(Paragraph(text, **kw))


def sections(keys, heading_font="Helvetica-Bold"):
    for k in keys:
        s = m.get(k)
        if not s:
            continue
        para(s["heading"], font=heading_font, size=12, color=BLUE, top=8, bottom=3)
        if k in ("summary", "extra"):
            para(s["text"])
        elif k in ("experience", "activities"):
            for it in s["items"]:
                para(it["title"], font="Helvetica-Bold", size=10.5, bottom=0)
                org = ", ".join(x for x in (it["org"], it["place"]) if x)
                para(f"{org}   {it['dates']}", font="Helvetica-Oblique", size=9.5, color=GREY, bottom=1)
                for line in it["lines"]:
                    para(f"-  {line}", size=9.5, bottom=0)
                para(" ", size=4, bottom=0)
        elif k == "education":
            for it in s["items"]:
                para(it["degree"], font="Helvetica-Bold", bottom=0)
                para(", ".join(x for x in (it["school"], str(it["dates"]), it["note"]) if x), size=9.5, bottom=2)
        elif k == "personal":
            for a, b in s["rows"]:
                para(f"{a}: {b}", size=9.5, bottom=0)
        else:
            for line in s["list"]:
                para(f"-  {line}", size=9.5, bottom=0)


ALL = ["summary", "experience", "education", "certs", "skills", "languages", "activities", "personal", "extra"]

if m["layout"] == "cvheading":
    para("Curriculum Vitae", font="Times-Bold", size=20, bottom=10)
    para(m["name"], font="Helvetica-Bold", size=16, bottom=1)
    para(m["headline"], size=11, color=GREY, bottom=4)
    for c in m["contacts"]:
        para(f"{c['label']}: {c['text']}", size=9.5, bottom=0)
    sections(ALL)
elif m["layout"] == "plain":
    para(f"Name: {m['name']}", font="Courier", size=10, bottom=0)
    para(f"Position: {m['headline']}", font="Courier", size=10, bottom=0)
    for c in m["contacts"]:
        para(f"{c['label']}: {c['text']}", font="Courier", size=10, bottom=0)
    sections(ALL, heading_font="Courier-Bold")
else:
    raise SystemExit(f"borb: no layout {m['layout']}")

PDF.write(what=doc, where_to=out)
