// The jsPDF timeline layout: each job's dates left of a line with a dot, the job to its right.
import { sectionsFlow } from './sections.mjs';

export function timeline(f, m) {
  f.para(m.name, { size: 22, bold: true, align: 'center' });
  f.para(m.headline ?? '', { size: 11, color: '#9b2226', align: 'center' });
  f.para(m.contacts.map((c) => c.text).join('  •  '), { size: 9, align: 'center', gap: 6 });
  sectionsFlow(f, m, ['summary']);
  const D = 95;
  for (const k of ['experience', 'activities']) {
    const s = m[k];
    if (!s) continue;
    f.heading(s.heading, { color: '#9b2226' });
    for (const it of s.items) {
      f.ensure(60);
      const top = f.y;
      f.para(it.dates, { size: 8.5, bold: true, color: '#9b2226', x1: f.left + D - 12, align: 'right' });
      f.y = top;
      f.para(it.title, { size: 10.5, bold: true, x0: f.left + D + 8, gap: 0 });
      f.para([it.org, it.place].filter(Boolean).join(', '), {
        size: 9.5,
        color: '#555555',
        x0: f.left + D + 8,
        gap: 0,
      });
      for (const l of it.lines) f.para(l, { size: 9.5, bullet: true, x0: f.left + D + 8, gap: 0 });
      f.doc.setDrawColor('#ca6702');
      f.doc.setLineWidth(1);
      f.doc.line(f.left + D, top + 2, f.left + D, f.y);
      f.doc.setFillColor('#ca6702');
      f.doc.circle(f.left + D, top + 6, 3, 'F');
      f.y += 6;
    }
  }
  sectionsFlow(f, m, ['education', 'certs', 'skills', 'languages', 'personal', 'extra'], { color: '#9b2226' });
}
