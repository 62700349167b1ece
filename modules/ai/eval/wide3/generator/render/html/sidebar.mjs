// The HTML sidebar layout: a table of two cells, the dark sidebar first in reading order (on the right in Arabic).
import { esc, contactText, page } from './page.mjs';
import { nameBlock, sections } from './sections.mjs';

export function sidebar(m, flavour) {
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
