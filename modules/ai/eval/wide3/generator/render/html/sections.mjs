// The HTML of a CV's sections (jobs, education, lists, personal rows) and of its name block.
import { esc } from './page.mjs';

const items = (m, sec) =>
  sec.items
    .map(
      (it) => `<p><b>${esc(it.title)}</b></p>
<p><i>${esc([it.org, it.place].filter(Boolean).join(m.dir === 'rtl' ? '، ' : ', '))}</i> | ${esc(it.dates)}</p>
<ul>${it.lines.map((l) => `<li>${esc(l)}</li>`).join('')}</ul>`,
    )
    .join('\n');
export const eduItems = (sec) =>
  sec.items
    .map(
      (it) => `<p><b>${esc(it.degree)}</b><br>${esc([it.school, it.dates, it.note].filter(Boolean).join(' | '))}</p>`,
    )
    .join('\n');
const list = (sec) => `<ul>${sec.list.map((l) => `<li>${esc(l)}</li>`).join('')}</ul>`;
const rows = (sec) => sec.rows.map(([a, b]) => `<p>${esc(a)}: ${esc(b)}</p>`).join('\n');

export function sections(m, keys) {
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

export const nameBlock = (m) =>
  `<h1>${esc(m.name)}</h1>${m.nameAr ? `<p style="font-size:15pt">${esc(m.nameAr)}</p>` : ''}<p style="font-size:12pt;color:#457b9d">${esc(m.headline ?? '')}</p>`;
