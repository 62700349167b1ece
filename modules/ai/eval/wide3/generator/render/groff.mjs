// groff with the ms macros (and tbl for tables), PDF by gropdf: typeset English CVs in the URW Times/Helvetica
// fonts groff ships for devpdf.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { plain } from '../lib/core.mjs';

/** Text safe for a groff input line (no control character at the start, backslashes escaped). */
const t = (s) =>
  plain(s)
    .replace(/\\/gu, '\\e')
    .replace(/^([.'])/u, '\\&$1')
    .replace(/•/gu, '\\(bu');

const PREAMBLE = (family) => `.nr PS 10
.nr VS 12.5
.nr LL 6.6i
.nr PO 0.85i
.nr HM 0.7i
.nr FM 0.7i
.nr PD 0.25v
.fam ${family}
.ds CH
.ds CF \\s-2\\*[cvname] \\(em page %\\s0
`;

const sh = (title) => `.SH
\\s+1${t(title.toUpperCase())}\\s0
.br
\\l'6.6i\\(ru'
`;

function body(m, keys) {
  let out = '';
  for (const k of keys) {
    const s = m[k];
    if (!s) continue;
    out += sh(s.heading);
    if (s.text) out += `.LP\n${t(s.text)}\n`;
    if (s.items && k !== 'education')
      for (const it of s.items) {
        out += `.LP\n\\fB${t(it.title)}\\fP\n.br\n\\fI${t([it.org, it.place].filter(Boolean).join(', '))}\\fP\\h'|4.6i'${t(it.dates)}\n`;
        for (const l of it.lines) out += `.IP \\(bu 1.5m\n${t(l)}\n`;
      }
    if (k === 'education')
      for (const it of s.items)
        out += `.LP\n\\fB${t(it.degree)}\\fP\n.br\n${t([it.school, it.dates, it.note].filter(Boolean).join(', '))}\n`;
    if (s.list) for (const l of s.list) out += `.IP \\(bu 1.5m\n${t(l)}\n`;
    if (s.rows) for (const [a, b] of s.rows) out += `.LP\n${t(a)}: ${t(b)}\n`;
  }
  return out;
}

const ALL = ['summary', 'experience', 'education', 'certs', 'skills', 'languages', 'activities', 'personal', 'extra'];

const LAYOUTS = {
  plain(m) {
    return `${PREAMBLE('T')}.ds cvname ${t(m.name)}
.LP
Name: ${t(m.name)}
.br
Position: ${t(m.headline ?? '')}
${m.contacts.map((c) => `.br\n${t(c.label)}: ${t(c.text)}`).join('\n')}
${body(m, ALL)}`;
  },
  titlefirst(m) {
    return `${PREAMBLE('H')}.ds cvname ${t(m.name)}
.LP
.ps 17
\\fB${t(m.headline ?? '')}\\fP
.ps 10
.sp 0.4
.ps 13
${t(m.name)}
.ps 10
.br
${t(m.contacts.map((c) => c.text).join('  |  '))}
${body(m, ALL)}`;
  },
  table(m) {
    const rows = [
      ['Name', m.name],
      ...m.contacts.map((c) => [c.label, c.text]),
      ...(m.personal ? m.personal.rows : []),
    ];
    const exp = m.experience.items
      .map(
        (it) =>
          `T{\n${t(it.dates)}\nT}|T{\n${t(it.title)}\nT}|T{\n${t(it.org)}, ${t(it.place)}\nT}|T{\n${it.lines.map(t).join('\n.br\n')}\nT}`,
      )
      .join('\n');
    const edu = m.education.items
      .map((it) => `T{\n${t(it.degree)}\nT}|T{\n${t(it.school)}\nT}|${t(it.dates)}`)
      .join('\n');
    return `${PREAMBLE('T')}.ds cvname ${t(m.name)}
.na
.nh
.LP
.ce 2
\\s+6\\fB${t(m.name)}\\fP\\s0
\\s+2${t(m.headline ?? '')}\\s0
${sh(m.personal ? m.personal.heading : m.contactHeading)}.TS
allbox tab(|);
lb lw(4.5i).
${rows.map(([a, b]) => `${t(a)}|${t(b)}`).join('\n')}
.TE
${sh(m.experience.heading)}.TS
allbox tab(|);
cb cb cb cb
lw(1.0i) lw(1.2i) lw(1.3i) lw(2.3i).
Period|Position|Employer|Main duties
${exp}
.TE
${sh(m.education.heading)}.TS
allbox tab(|);
cb cb cb
lw(2.8i) lw(2.6i) l.
Qualification|Institution|Year
${edu}
.TE
${body(m, ['summary', 'certs', 'skills', 'languages', 'activities', 'extra'])}`;
  },
};

export function renderGroff(model, outPath) {
  const layout = LAYOUTS[model.layout];
  if (!layout) throw new Error(`groff: no layout ${model.layout}`);
  const src = layout(model);
  const pdf = execFileSync('groff', ['-k', '-t', '-ms', '-Tpdf', '-P-pa4'], { input: src, maxBuffer: 1 << 26 });
  writeFileSync(outPath, pdf);
}
