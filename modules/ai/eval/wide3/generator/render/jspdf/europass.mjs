// The jsPDF Europass-like layout: a label column (section bands, dates, contact labels) beside each row.

export function europass(f, m) {
  const LW = 150;
  const row = (left, right, opts = {}) => {
    f.ensure(30);
    const top = f.y;
    if (left) f.para(left, { size: 8.5, color: '#0e4194', x1: f.left + LW - 10, align: 'right' });
    const afterLeft = f.y;
    f.y = top;
    for (const r of right) f.para(r.text, { x0: f.left + LW, ...opts, ...r });
    f.y = Math.max(f.y, afterLeft);
  };
  const band = (t) => {
    f.ensure(40);
    f.y += 6;
    const top = f.y;
    f.para(t, { size: 9, bold: true, color: '#0e4194', x1: f.left + LW - 10, align: 'right' });
    f.doc.setDrawColor('#0e4194');
    f.doc.line(f.left + LW, top + 6, f.right, top + 6);
  };
  band(m.contactHeading);
  row('', [{ text: m.name, size: 16, color: '#0e4194' }]);
  for (const c of m.contacts) row(c.label, [{ text: c.text, size: 9.5 }]);
  row('', [{ text: m.headline ?? '', size: 11, bold: true }]);
  if (m.summary) {
    band(m.summary.heading);
    row('', [{ text: m.summary.text, size: 9.5 }]);
  }
  for (const k of ['experience', 'activities']) {
    if (!m[k]) continue;
    band(m[k].heading);
    for (const it of m[k].items)
      row(it.dates, [
        { text: it.title, size: 10.5, bold: true, gap: 0 },
        { text: [it.org, it.place].filter(Boolean).join(', '), size: 9.5, gap: 0 },
        ...it.lines.map((l) => ({ text: l, size: 9, bullet: true, gap: 0 })),
      ]);
  }
  band(m.education.heading);
  for (const it of m.education.items)
    row(it.dates, [
      { text: it.degree, size: 10, bold: true, gap: 0 },
      { text: it.school, size: 9.5 },
    ]);
  if (m.languages) {
    band(m.languages.heading);
    row(
      '',
      m.languages.list.map((l) => ({ text: l, size: 9.5, gap: 0 })),
    );
  }
  for (const k of ['skills', 'certs'])
    if (m[k]) {
      band(m[k].heading);
      row(
        '',
        m[k].list.map((l) => ({ text: l, size: 9.5, gap: 0 })),
      );
    }
  if (m.personal) {
    band(m.personal.heading);
    m.personal.rows.forEach(([a, b]) => row(a, [{ text: b, size: 9.5 }]));
  }
  if (m.extra) {
    band(m.extra.heading);
    row('', [{ text: m.extra.text, size: 9.5 }]);
  }
}
