// The HTML plain layout: one paragraph per field ("Name: …", "Position: …"), bold section names, no styling.
import { esc, contactText, page } from './page.mjs';

export function plainLayout(m, flavour) {
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
