// The HTML Europass-like layout: one table, a label column (bands, dates, contact labels) beside each row.
import { esc, contactText, page } from './page.mjs';

export function europass(m, flavour) {
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
