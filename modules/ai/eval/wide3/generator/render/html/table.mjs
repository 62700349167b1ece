// The HTML table layout: personal details and the jobs (period, employer, position, duties) in bordered tables.
import { esc, contactText, page } from './page.mjs';
import { sections } from './sections.mjs';

export function table(m, flavour) {
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
