// The HTML page around a CV (fonts per language and producer, base styles) and escaping: text, and phone numbers
// kept left to right inside right-to-left text.
import { plain } from '../../lib/core.mjs';

export const esc = (s) => plain(s).replace(/&/gu, '&amp;').replace(/</gu, '&lt;').replace(/>/gu, '&gt;');

/** Keeps a phone number in one left-to-right piece inside right-to-left text. */
// LibreOffice's HTML import drops embedding controls and dir on spans; a left-to-right mark after every group of
// digits keeps the groups in order. WebKit gets an isolating span.
const ltr = (flavour, s) =>
  flavour === 'lo'
    ? `\u200E${esc(s).split(' ').join('\u200E \u200E')}\u200E`
    : `<span dir="ltr" style="unicode-bidi:embed">${esc(s)}</span>`;
export const contactText = (m, flavour, c) =>
  m.dir === 'rtl' && c.kind === 'phone' ? ltr(flavour, c.text) : esc(c.text);

const FONTS = {
  en: { lo: 'DejaVu Sans', wk: "'Noto Sans', 'DejaVu Sans', sans-serif" },
  ar: { lo: 'Noto Naskh Arabic', wk: "'Noto Naskh Arabic', 'Noto Sans', sans-serif" },
  arAlt: { lo: 'AlHor', wk: "'Noto Kufi Arabic', 'Noto Sans', sans-serif" },
};

export function page(m, flavour, body, css = '') {
  const font = m.lang === 'en' ? FONTS.en[flavour] : m.id.startsWith('h06') ? FONTS.arAlt[flavour] : FONTS.ar[flavour];
  return `<!DOCTYPE html>
<html lang="${m.lang === 'ar' ? 'ar' : 'en'}" dir="${m.dir}">
<head><meta charset="utf-8"><title>${esc(m.name)}</title>
<style>
@page { size: A4; margin: 16mm 15mm 16mm 15mm; }
body { font-family: ${flavour === 'lo' ? `'${font}'` : font}; font-size: 10pt; color: #222; }
h1 { font-size: 20pt; margin: 0 0 2pt 0; }
h2 { font-size: 12pt; margin: 10pt 0 3pt 0; color: #1d3557; border-bottom: 1px solid #1d3557; }
p { margin-top: 1pt; margin-bottom: 1pt; }
ul { margin: 1pt 0 4pt 0; }
td { vertical-align: top; }
${css}
</style></head>
<body dir="${m.dir}">
${body}
</body></html>`;
}
