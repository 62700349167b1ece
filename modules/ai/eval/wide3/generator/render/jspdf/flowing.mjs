// The jsPDF layouts that are one flow of sections under a header: CV heading, plain (one line per field),
// title-first and job-site.
import { ALL, sectionsFlow } from './sections.mjs';

export function cvheading(f, m) {
  f.para(m.dir === 'rtl' ? 'السيرة الذاتية' : 'CURRICULUM VITAE', {
    size: 16,
    bold: true,
    align: 'center',
    color: '#000000',
    gap: 8,
  });
  f.para(m.name, { size: 18, bold: true });
  f.para(m.headline ?? '', { size: 11, color: '#444444' });
  for (const c of m.contacts) f.para(`${c.label}: ${c.text}`, { size: 9.5, gap: 0 });
  sectionsFlow(f, m, ALL);
}

export function plain(f, m) {
  const L = m.dir === 'rtl' ? { name: 'الاسم', title: 'الوظيفة' } : { name: 'Name', title: 'Position' };
  f.para(`${L.name}: ${m.name}`, { size: 11, gap: 0 });
  f.para(`${L.title}: ${m.headline ?? ''}`, { size: 11, gap: 0 });
  for (const c of m.contacts) f.para(`${c.label}: ${c.text}`, { size: 11, gap: 0 });
  sectionsFlow(f, m, ALL, { rule: false, size: 11.5, color: '#000000' });
}

export function titlefirst(f, m) {
  f.para(m.headline ?? '', { size: 20, bold: true, color: '#005f73' });
  f.para(m.name, { size: 13 });
  f.para(m.contacts.map((c) => c.text).join('   /   '), { size: 9, color: '#333333', gap: 6 });
  sectionsFlow(f, m, ALL, { color: '#005f73' });
}

export function jobsite(f, m) {
  f.para(m.name, { size: 20, bold: true });
  f.para(m.headline ?? '', { size: 11, color: '#0a9396', gap: 6 });
  for (const c of m.contacts) f.para(`${c.label}: ${c.text}`, { size: 9.5, gap: 0 });
  sectionsFlow(f, m, ALL, { color: '#0a9396' });
}
