// HTML for two producers: LibreOffice Writer (HTML import, then its PDF export) and wkhtmltopdf (Qt WebKit).
// LibreOffice reads presentational HTML (tables, bgcolor, <font>) better than CSS, so the 'lo' flavour keeps to it.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { plain } from '../lib/core.mjs';

const esc = (s) => plain(s).replace(/&/gu, '&amp;').replace(/</gu, '&lt;').replace(/>/gu, '&gt;');

/** Keeps a phone number in one left-to-right piece inside right-to-left text. */
// LibreOffice's HTML import drops embedding controls and dir on spans; a left-to-right mark after every group of
// digits keeps the groups in order. WebKit gets an isolating span.
const ltr = (flavour, s) =>
  flavour === 'lo'
    ? `\u200E${esc(s).split(' ').join('\u200E \u200E')}\u200E`
    : `<span dir="ltr" style="unicode-bidi:embed">${esc(s)}</span>`;
const contactText = (m, flavour, c) => (m.dir === 'rtl' && c.kind === 'phone' ? ltr(flavour, c.text) : esc(c.text));

const FONTS = {
  en: { lo: 'DejaVu Sans', wk: "'Noto Sans', 'DejaVu Sans', sans-serif" },
  ar: { lo: 'Noto Naskh Arabic', wk: "'Noto Naskh Arabic', 'Noto Sans', sans-serif" },
  arAlt: { lo: 'AlHor', wk: "'Noto Kufi Arabic', 'Noto Sans', sans-serif" },
};

function page(m, flavour, body, css = '') {
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

const items = (m, sec) =>
  sec.items
    .map(
      (it) => `<p><b>${esc(it.title)}</b></p>
<p><i>${esc([it.org, it.place].filter(Boolean).join(m.dir === 'rtl' ? '، ' : ', '))}</i> | ${esc(it.dates)}</p>
<ul>${it.lines.map((l) => `<li>${esc(l)}</li>`).join('')}</ul>`,
    )
    .join('\n');
const eduItems = (sec) =>
  sec.items
    .map(
      (it) => `<p><b>${esc(it.degree)}</b><br>${esc([it.school, it.dates, it.note].filter(Boolean).join(' | '))}</p>`,
    )
    .join('\n');
const list = (sec) => `<ul>${sec.list.map((l) => `<li>${esc(l)}</li>`).join('')}</ul>`;
const rows = (sec) => sec.rows.map(([a, b]) => `<p>${esc(a)}: ${esc(b)}</p>`).join('\n');

function sections(m, keys) {
  let out = '';
  for (const k of keys) {
    const s = m[k];
    if (!s) continue;
    out += `<h2>${esc(s.heading)}</h2>\n`;
    if (k === 'summary' || k === 'extra') out += `<p>${esc(s.text)}</p>\n`;
    else if (k === 'experience' || k === 'activities') out += items(m, s);
    else if (k === 'education') out += eduItems(s);
    else if (k === 'personal') out += rows(s);
    else out += list(s);
  }
  return out;
}

const nameBlock = (m) =>
  `<h1>${esc(m.name)}</h1>${m.nameAr ? `<p style="font-size:15pt">${esc(m.nameAr)}</p>` : ''}<p style="font-size:12pt;color:#457b9d">${esc(m.headline ?? '')}</p>`;

// ---- layouts -------------------------------------------------------------------------------------------------

function sidebar(m, flavour) {
  const side = `<h3 style="color:#ffffff">${esc(m.contactHeading)}</h3>
${m.contacts.map((c) => `<p style="color:#ffffff;font-size:9pt">${esc(c.label)}:<br>${contactText(m, flavour, c)}</p>`).join('\n')}
${['skills', 'languages', 'certs']
  .filter((k) => m[k])
  .map(
    (k) =>
      `<h3 style="color:#ffffff">${esc(m[k].heading)}</h3>${m[k].list.map((l) => `<p style="color:#ffffff;font-size:9pt">${esc(l)}</p>`).join('')}`,
  )
  .join('\n')}`;
  const main = `${nameBlock(m)}${sections(m, ['summary', 'experience', 'education', 'activities', 'personal', 'extra'])}`;
  const sideCell = `<td width="32%" bgcolor="#2b2d42" style="background:#2b2d42;padding:10pt"><font color="#ffffff">${side}</font></td>`;
  const mainCell = `<td width="68%" style="padding:4pt 12pt">${main}</td>`;
  // the sidebar is the first cell in reading order: on the right for Arabic (the table follows dir=rtl)
  return page(
    m,
    flavour,
    `<table width="100%" cellspacing="0" cellpadding="8"><tr>${sideCell}${mainCell}</tr></table>`,
  );
}

function table(m, flavour) {
  const rtl = m.dir === 'rtl';
  const head = rtl
    ? ['الفترة', 'جهة العمل', 'المسمى الوظيفي', 'المهام']
    : m.lang === 'mixed'
      ? ['Period | الفترة', 'Employer | جهة العمل', 'Position | الوظيفة', 'Duties | المهام']
      : ['Period', 'Employer', 'Position', 'Duties'];
  const personal = [
    [rtl ? 'الاسم' : m.lang === 'mixed' ? 'Name | الاسم' : 'Name', m.nameAr ? `${m.name} / ${m.nameAr}` : m.name],
    ...m.contacts.map((c) => [c.label, c.text, c]),
    ...(m.personal ? m.personal.rows : []),
  ];
  const tbl = (cells) =>
    `<table width="100%" border="1" cellspacing="0" cellpadding="4" style="border-collapse:collapse">${cells}</table>`;
  let body = `<h1 style="text-align:center">${esc(rtl ? 'السيرة الذاتية' : m.lang === 'mixed' ? 'Curriculum Vitae | السيرة الذاتية' : 'Curriculum Vitae')}</h1>
<p style="text-align:center;font-size:12pt">${esc(m.headline ?? '')}</p>
<h2>${esc(m.personal ? m.personal.heading : m.contactHeading)}</h2>
${tbl(personal.map(([a, b, c]) => `<tr><td width="30%" bgcolor="#edf2f4"><b>${esc(a)}</b></td><td>${c ? contactText(m, flavour, c) : esc(b)}</td></tr>`).join(''))}`;
  if (m.summary) body += `<h2>${esc(m.summary.heading)}</h2><p>${esc(m.summary.text)}</p>`;
  body += `<h2>${esc(m.experience.heading)}</h2>
${tbl(
  `<tr>${head.map((h) => `<td bgcolor="#8d99ae"><b><font color="#ffffff">${esc(h)}</font></b></td>`).join('')}</tr>` +
    m.experience.items
      .map(
        (it) =>
          `<tr><td width="17%">${esc(it.dates)}</td><td width="22%">${esc(it.org)}${it.place ? `<br>${esc(it.place)}` : ''}</td><td width="19%"><b>${esc(it.title)}</b></td><td>${it.lines.map((l) => `- ${esc(l)}`).join('<br>')}</td></tr>`,
      )
      .join(''),
)}`;
  const eh = rtl
    ? ['المؤهل', 'الجهة', 'السنة']
    : m.lang === 'mixed'
      ? ['Degree | المؤهل', 'Institution | الجامعة', 'Year | السنة']
      : ['Degree', 'Institution', 'Year'];
  body += `<h2>${esc(m.education.heading)}</h2>
${tbl(
  `<tr>${eh.map((h) => `<td bgcolor="#8d99ae"><b><font color="#ffffff">${esc(h)}</font></b></td>`).join('')}</tr>` +
    m.education.items
      .map(
        (it) =>
          `<tr><td>${esc(it.degree)}${it.note ? ` - ${esc(it.note)}` : ''}</td><td>${esc(it.school)}</td><td>${esc(it.dates)}</td></tr>`,
      )
      .join(''),
)}`;
  body += sections(m, ['certs', 'skills', 'languages', 'activities', 'extra']);
  return page(m, flavour, body);
}

function plainLayout(m, flavour) {
  const rtl = m.dir === 'rtl';
  const L = rtl ? { name: 'الاسم', title: 'المسمى الوظيفي' } : { name: 'Name', title: 'Position' };
  let body = `<p>${esc(L.name)}: ${esc(m.name)}</p>
<p>${esc(L.title)}: ${esc(m.headline ?? '')}</p>
${m.contacts.map((c) => `<p>${esc(c.label)}: ${contactText(m, flavour, c)}</p>`).join('\n')}
${m.personal ? m.personal.rows.map(([a, b]) => `<p>${esc(a)}: ${esc(b)}</p>`).join('\n') : ''}`;
  for (const k of ['summary', 'experience', 'education', 'certs', 'skills', 'languages', 'activities', 'extra']) {
    const s = m[k];
    if (!s) continue;
    body += `<p><br><b>${esc(s.heading)}</b></p>\n`;
    if (s.text) body += `<p>${esc(s.text)}</p>`;
    if (s.items && k !== 'education')
      body += s.items
        .map(
          (it) =>
            `<p>${esc(it.dates)}: ${esc(it.title)} - ${esc(it.org)}${it.place ? `، ${esc(it.place)}` : ''}</p>${it.lines.map((l) => `<p>- ${esc(l)}</p>`).join('')}`,
        )
        .join('\n');
    if (k === 'education')
      body += s.items.map((it) => `<p>${esc(it.dates)}: ${esc(it.degree)} - ${esc(it.school)}</p>`).join('\n');
    if (s.list) body += s.list.map((l) => `<p>- ${esc(l)}</p>`).join('\n');
  }
  return page(m, flavour, body, 'p { font-size: 11pt; }');
}

function classic(m, flavour) {
  const body = `<div style="text-align:center">${nameBlock(m)}
<p>${m.contacts.map((c) => contactText(m, flavour, c)).join(' &nbsp;|&nbsp; ')}</p></div>
${sections(m, ['summary', 'experience'])}
<h2 style="page-break-before:always">${esc(m.education.heading)}</h2>${eduItems(m.education)}
${sections(m, ['certs', 'skills', 'languages', 'activities', 'personal', 'extra'])}`;
  return page(m, flavour, body, 'body { font-size: 11pt; } h2 { font-size: 13pt; }');
}

function europass(m, flavour) {
  const rtl = m.dir === 'rtl';
  const row = (left, right) =>
    `<tr><td width="28%" style="text-align:${rtl ? 'left' : 'right'};color:#0e4194;font-size:8.5pt"><font color="#0e4194">${left}</font></td><td width="72%">${right}</td></tr>`;
  const band = (t) => row(`<b>${esc(t)}</b>`, '<hr>');
  let rowsHtml =
    band(m.contactHeading) +
    row('', `<font size="5" color="#0e4194">${esc(m.name)}</font>`) +
    m.contacts.map((c) => row(esc(c.label), contactText(m, flavour, c))).join('') +
    row('', `<b>${esc(m.headline ?? '')}</b>`);
  if (m.summary) rowsHtml += band(m.summary.heading) + row('', esc(m.summary.text));
  for (const k of ['experience', 'activities']) {
    if (!m[k]) continue;
    rowsHtml += band(m[k].heading);
    for (const it of m[k].items)
      rowsHtml += row(
        esc(it.dates),
        `<b>${esc(it.title)}</b><br>${esc([it.org, it.place].filter(Boolean).join(rtl ? '، ' : ', '))}<ul>${it.lines.map((l) => `<li>${esc(l)}</li>`).join('')}</ul>`,
      );
  }
  rowsHtml += band(m.education.heading);
  for (const it of m.education.items) rowsHtml += row(esc(it.dates), `<b>${esc(it.degree)}</b><br>${esc(it.school)}`);
  if (m.languages) rowsHtml += band(m.languages.heading) + m.languages.list.map((l) => row('', esc(l))).join('');
  for (const k of ['skills', 'certs'])
    if (m[k]) rowsHtml += band(m[k].heading) + row('', m[k].list.map(esc).join('<br>'));
  if (m.personal) rowsHtml += band(m.personal.heading) + m.personal.rows.map(([a, b]) => row(esc(a), esc(b))).join('');
  if (m.extra) rowsHtml += band(m.extra.heading) + row('', esc(m.extra.text));
  return page(m, flavour, `<table width="100%" cellspacing="0" cellpadding="3">${rowsHtml}</table>`);
}

function jobsite(m, flavour) {
  const body = `<div style="background:#e9f5ff;border:1px solid #9ccaf0;padding:4pt;font-size:8pt;color:#1b4f72">${esc(m.banner.top)}</div>
${nameBlock(m)}
<table cellpadding="2">${m.contacts.map((c) => `<tr><td style="color:#666">${esc(c.label)}</td><td>${contactText(m, flavour, c)}</td></tr>`).join('')}</table>
${sections(m, ['summary', 'experience', 'education', 'certs', 'skills', 'languages', 'activities', 'personal', 'extra'])}
<div style="margin-top:18pt;border-top:1px solid #bbb;padding-top:3pt;font-size:7.5pt;color:#888">${esc(m.banner.footer)}</div>`;
  return page(m, flavour, body);
}

function designer(m, flavour) {
  const icon = { phone: '☎', email: '✉', address: '⌂', web: '◉', dob: '✱' };
  const body = `<div style="background:#3d405b;color:#fff;padding:14pt 18pt;margin:-4pt -4pt 10pt -4pt">
<table width="100%"><tr><td width="80"><div style="width:66pt;height:66pt;border-radius:33pt;background:#e07a5f;color:#fff;font-size:24pt;text-align:center;line-height:66pt">${esc(
    m.name
      .split(' ')
      .map((p) => p[0])
      .slice(0, 2)
      .join(''),
  )}</div></td><td>
<div style="font-size:24pt;font-weight:bold;letter-spacing:1pt">${esc(m.name)}</div>
${m.nameAr ? `<div style="font-size:15pt">${esc(m.nameAr)}</div>` : ''}
<div style="font-size:12pt;color:#f2cc8f">${esc(m.headline ?? '')}</div>
<div style="font-size:9pt;margin-top:4pt">${m.contacts.map((c) => `<span style="color:#f2cc8f">${icon[c.kind]}</span> ${contactText(m, flavour, c)}`).join(' &nbsp; ')}</div>
</td></tr></table></div>
<table width="100%" cellspacing="0"><tr>
<td width="63%" style="padding-right:14pt">${sections(m, ['summary', 'experience', 'education', 'activities', 'extra'])}</td>
<td width="37%" style="background:#f4f1de;padding:8pt">${sections(m, ['skills', 'languages', 'certs', 'personal'])}</td>
</tr></table>`;
  return page(m, flavour, body, 'h2 { color: #e07a5f; border-bottom: 2px solid #e07a5f; } body { margin: 0; }');
}

const LAYOUTS = { sidebar, table, plain: plainLayout, classic, europass, jobsite, designer };

export function html(model, flavour) {
  const f = LAYOUTS[model.layout];
  if (!f) throw new Error(`html: no layout ${model.layout}`);
  let out = f(model, flavour);
  if (flavour === 'lo' && model.dir === 'rtl')
    out = out
      .replace(/<ul>/gu, '')
      .replace(/<\/ul>/gu, '')
      .replace(/<li>/gu, '<p dir="rtl" align="right">• ')
      .replace(/<\/li>/gu, '</p>')
      .replace(/<p>/gu, '<p dir="rtl" align="right">')
      .replace(/<p style="/gu, '<p dir="rtl" align="right" style="')
      .replace(/<h([123])>/gu, '<h$1 dir="rtl" align="right">')
      .replace(/<h([123]) style="/gu, '<h$1 dir="rtl" align="right" style="');
  // Writer gives every imported paragraph its body-text spacing: bullet lines go into one paragraph.
  if (flavour === 'lo') out = out.replace(/<\/p>(<p dir="rtl" align="right">)?• /gu, '<br>• ');
  return out;
}

export function renderLibreOffice(model, outPath) {
  const dir = mkdtempSync(join(tmpdir(), 'cv-lo-'));
  try {
    const src = join(dir, `${model.id}.html`);
    writeFileSync(src, html(model, 'lo'));
    execFileSync(
      'soffice',
      [
        `-env:UserInstallation=file://${join(dir, 'profile')}`,
        '--headless',
        '--infilter=HTML (StarWriter)',
        '--convert-to',
        'pdf:writer_pdf_Export',
        '--outdir',
        dir,
        src,
      ],
      { stdio: 'pipe', timeout: 120_000 },
    );
    renameSync(join(dir, `${model.id}.pdf`), outPath);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function renderWkhtmltopdf(model, outPath) {
  const dir = mkdtempSync(join(tmpdir(), 'cv-wk-'));
  try {
    const src = join(dir, `${model.id}.html`);
    writeFileSync(src, html(model, 'wk'));
    const args = [
      '-q',
      '--encoding',
      'utf-8',
      '-s',
      'A4',
      '-T',
      '12mm',
      '-B',
      '12mm',
      '-L',
      '12mm',
      '-R',
      '12mm',
      src,
      outPath,
    ];
    execFileSync('wkhtmltopdf', args, { stdio: 'pipe', timeout: 120_000 });
    readFileSync(outPath);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
