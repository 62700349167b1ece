// The HTML designer layout: a dark header with an initials circle and icon glyphs before the contacts.
import { esc, contactText, page } from './page.mjs';
import { sections } from './sections.mjs';

export function designer(m, flavour) {
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
