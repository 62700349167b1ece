"""A CV's HTML page printed to PDF by WeasyPrint."""

from weasyprint import HTML

from html_pages import page_bilingual, page_classic, page_jobsite, page_sidebar, page_table
from html_parts import E


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
