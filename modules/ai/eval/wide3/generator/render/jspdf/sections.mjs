// The CV's sections drawn one after another into a jsPDF flow, and the usual order of them.

export function sectionsFlow(f, m, keys, hopts = {}) {
  for (const k of keys) {
    const s = m[k];
    if (!s) continue;
    f.heading(s.heading, hopts);
    if (k === 'summary' || k === 'extra') f.para(s.text, { size: 9.5 });
    else if (k === 'experience' || k === 'activities')
      for (const it of s.items) {
        f.para(it.title, { size: 10.5, bold: true, gap: 0 });
        f.para(`${[it.org, it.place].filter(Boolean).join(f.rtl ? '، ' : ', ')}  |  ${it.dates}`, {
          size: 9.5,
          color: '#555555',
          gap: 1,
        });
        for (const l of it.lines) f.para(l, { size: 9.5, bullet: true, gap: 0 });
        f.y += 5;
      }
    else if (k === 'education')
      for (const it of s.items) {
        f.para(it.degree, { size: 10, bold: true, gap: 0 });
        f.para([it.school, it.dates, it.note].filter(Boolean).join(' | '), { size: 9.5, color: '#555555' });
      }
    else if (k === 'personal') for (const [a, b] of s.rows) f.para(`${a}: ${b}`, { size: 9.5, gap: 0 });
    else for (const l of s.list) f.para(l, { size: 9.5, bullet: true, gap: 0 });
  }
}

export const ALL = [
  'summary',
  'experience',
  'education',
  'certs',
  'skills',
  'languages',
  'activities',
  'personal',
  'extra',
];
