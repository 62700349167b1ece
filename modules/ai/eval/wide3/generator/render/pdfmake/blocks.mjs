// The pieces every pdfmake layout is made of: icons, bullets, headings, job, education and list sections.

export const ICON = { phone: '\uf095', email: '\uf0e0', address: '\uf3c5', web: '\uf0ac', dob: '\uf1fd' };

export const bullet = (w, line, width, size = 9.5) =>
  w.rtl
    ? { columns: [w.P(line, { width: width - 12, size }), { width: 10, text: '•', alignment: 'right' }], columnGap: 2 }
    : { columns: [{ width: 10, text: '•' }, w.P(line, { width: width - 12, size })], columnGap: 2 };

export function heading(w, text, { color = '#1b4965', size = 12, width = 500, rule = true } = {}) {
  const node = [w.P(text, { size, bold: true, color, width, margin: [0, 10, 0, 2] })];
  if (rule)
    node.push({
      canvas: [{ type: 'line', x1: 0, y1: 0, x2: width, y2: 0, lineWidth: 0.8, lineColor: color }],
      margin: [0, 0, 0, 4],
    });
  return node;
}

export function experienceItems(w, sec, width, { datesInline = true } = {}) {
  const out = [];
  for (const it of sec.items) {
    out.push(w.P(it.title, { bold: true, size: 10.5, width }));
    const orgLine = [it.org, it.place].filter(Boolean).join(w.rtl ? '، ' : ', ');
    out.push(w.P(datesInline ? `${orgLine} | ${it.dates}` : orgLine, { size: 9.5, color: '#444', width }));
    for (const l of it.lines) out.push(bullet(w, l, width));
    out.push({ text: ' ', fontSize: 4 });
  }
  return out;
}

export function educationItems(w, sec, width) {
  const out = [];
  for (const it of sec.items) {
    out.push(w.P(it.degree, { bold: true, size: 10, width }));
    out.push(w.P([it.school, it.dates, it.note].filter(Boolean).join(' | '), { size: 9.5, color: '#444', width }));
  }
  return out;
}

export const listItems = (w, sec, width, size = 9.5) => sec.list.map((l) => bullet(w, l, width, size));

export function restSections(w, m, width, keys, opts = {}) {
  const out = [];
  for (const k of keys) {
    const sec = m[k];
    if (!sec) continue;
    out.push(...heading(w, sec.heading, { width, ...opts }));
    if (k === 'summary' || k === 'extra') out.push(w.P(sec.text, { width, size: 9.5 }));
    else if (k === 'experience' || k === 'activities') out.push(...experienceItems(w, sec, width));
    else if (k === 'education') out.push(...educationItems(w, sec, width));
    else if (k === 'personal') out.push(...sec.rows.map(([a, b]) => w.P(`${a}: ${b}`, { width, size: 9.5 })));
    else out.push(...listItems(w, sec, width));
  }
  return out;
}
