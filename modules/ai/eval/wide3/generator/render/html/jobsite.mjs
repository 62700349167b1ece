// The HTML job-site export layout: a banner line on top, the contacts in a table and an "Exported from" footer.
import { esc, contactText, page } from './page.mjs';
import { nameBlock, sections } from './sections.mjs';

export function jobsite(m, flavour) {
  const body = `<div style="background:#e9f5ff;border:1px solid #9ccaf0;padding:4pt;font-size:8pt;color:#1b4f72">${esc(m.banner.top)}</div>
${nameBlock(m)}
<table cellpadding="2">${m.contacts.map((c) => `<tr><td style="color:#666">${esc(c.label)}</td><td>${contactText(m, flavour, c)}</td></tr>`).join('')}</table>
${sections(m, ['summary', 'experience', 'education', 'certs', 'skills', 'languages', 'activities', 'personal', 'extra'])}
<div style="margin-top:18pt;border-top:1px solid #bbb;padding-top:3pt;font-size:7.5pt;color:#888">${esc(m.banner.footer)}</div>`;
  return page(m, flavour, body);
}
