// The HTML classic layout: a centred name block, then the sections; education starts a new page.
import { esc, contactText, page } from './page.mjs';
import { eduItems, nameBlock, sections } from './sections.mjs';

export function classic(m, flavour) {
  const body = `<div style="text-align:center">${nameBlock(m)}
<p>${m.contacts.map((c) => contactText(m, flavour, c)).join(' &nbsp;|&nbsp; ')}</p></div>
${sections(m, ['summary', 'experience'])}
<h2 style="page-break-before:always">${esc(m.education.heading)}</h2>${eduItems(m.education)}
${sections(m, ['certs', 'skills', 'languages', 'activities', 'personal', 'extra'])}`;
  return page(m, flavour, body, 'body { font-size: 11pt; } h2 { font-size: 13pt; }');
}
