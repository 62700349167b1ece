// jsPDF: a hand-placed flow of lines (cvheading, plain, Europass, timeline, job-site, title-first). English CVs use
// jsPDF's built-in Helvetica (standard font, not embedded); Arabic uses embedded Noto fonts, letters shaped by
// jsPDF's own Arabic plugin (presentation forms) and laid out in visual order by lib/bidi.mjs.
import { readFileSync, writeFileSync } from 'node:fs';
import { jsPDF } from 'jspdf';
import { plain } from '../lib/core.mjs';
import { hasArabic, runs, wrap } from '../lib/bidi.mjs';
import { FONT_DIR } from './fonts.mjs';

const A4 = { w: 595.28, h: 841.89 };

function addFont(doc, file, family, style) {
  const name = file.split('/').pop();
  doc.addFileToVFS(name, readFileSync(`${FONT_DIR}/${file}`).toString('base64'));
  doc.addFont(name, family, style, 'Identity-H');
}

class Flow {
  constructor(doc, { rtl, latin, arabic, margin = 50 }) {
    Object.assign(this, { doc, rtl, latin, arabic, margin });
    this.y = margin;
    this.left = margin;
    this.right = A4.w - margin;
  }
  ensure(h) {
    if (this.y + h > A4.h - this.margin) {
      this.doc.addPage();
      this.y = this.margin;
    }
  }
  setFont(family, bold) {
    this.doc.setFont(family, bold ? 'bold' : 'normal');
  }
  width(s, family, bold, size) {
    this.setFont(family, bold);
    this.doc.setFontSize(size);
    return this.doc.getTextWidth(s);
  }
  /** The visual-order pieces of one line: [{ text (as drawn), family }]. */
  pieces(line, paraRtl) {
    return runs(line, paraRtl).map((r) => {
      if (!r.rtl && !/[\u0660-\u0669]/u.test(r.text)) return { text: r.text, family: this.latin };
      const shaped = this.doc.processArabic(r.text);
      return { text: r.rtl ? [...shaped].reverse().join('') : shaped, family: this.arabic };
    });
  }
  drawLine(line, { size, bold, color, x0, x1, align, paraRtl }) {
    const doc = this.doc;
    doc.setTextColor(color ?? '#222222');
    if (!hasArabic(line) && !/[\u0660-\u0669]/u.test(line)) {
      this.setFont(this.latin, bold);
      doc.setFontSize(size);
      const x = align === 'right' ? x1 : align === 'center' ? (x0 + x1) / 2 : x0;
      doc.text(line, x, this.y, { align, isInputVisual: true, isOutputVisual: true });
      return;
    }
    const ps = this.pieces(line, paraRtl);
    const widths = ps.map((p) => this.width(p.text, p.family, bold, size));
    const total = widths.reduce((a, b) => a + b, 0);
    let x = align === 'right' ? x1 - total : align === 'center' ? (x0 + x1 - total) / 2 : x0;
    ps.forEach((p, i) => {
      this.setFont(p.family, bold);
      doc.setFontSize(size);
      doc.text(p.text, x, this.y, { isInputVisual: true, isOutputVisual: true, isInputRtl: false, isOutputRtl: false });
      x += widths[i];
    });
  }
  para(raw, { size = 10, bold = false, color, x0 = this.left, x1 = this.right, align, gap = 2, bullet = false } = {}) {
    const text = plain(raw);
    const paraRtl = this.rtl;
    const a = align ?? (paraRtl ? 'right' : 'left');
    const indent = bullet ? 10 : 0;
    const bx0 = paraRtl ? x0 : x0 + indent;
    const bx1 = paraRtl ? x1 - indent : x1;
    const lines = hasArabic(text)
      ? wrap(text, bx1 - bx0, (s) =>
          this.width(
            this.pieces(s, paraRtl)
              .map((p) => p.text)
              .join(''),
            this.arabic,
            bold,
            size,
          ),
        )
      : (this.setFont(this.latin, bold), this.doc.setFontSize(size), this.doc.splitTextToSize(text, bx1 - bx0));
    const lh = size * 1.35;
    lines.forEach((line, i) => {
      this.ensure(lh);
      this.y += size;
      if (bullet && i === 0) {
        this.doc.setFillColor(color ?? '#333333');
        this.doc.circle(paraRtl ? x1 - 3 : x0 + 3, this.y - size * 0.33, 1.3, 'F');
      }
      this.drawLine(line, { size, bold, color, x0: bx0, x1: bx1, align: a, paraRtl });
      this.y += lh - size;
    });
    this.y += gap;
  }
  rule(color = '#999999', width = 0.6) {
    this.doc.setDrawColor(color);
    this.doc.setLineWidth(width);
    this.doc.line(this.left, this.y, this.right, this.y);
    this.y += 4;
  }
  heading(text, { color = '#1d3557', size = 12, rule = true } = {}) {
    this.ensure(40);
    this.y += 6;
    this.para(text, { size, bold: true, color, gap: 1 });
    if (rule) this.rule(color);
  }
}

function sectionsFlow(f, m, keys, hopts = {}) {
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

const ALL = ['summary', 'experience', 'education', 'certs', 'skills', 'languages', 'activities', 'personal', 'extra'];

const LAYOUTS = {
  cvheading(f, m) {
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
  },
  plain(f, m) {
    const L = m.dir === 'rtl' ? { name: 'الاسم', title: 'الوظيفة' } : { name: 'Name', title: 'Position' };
    f.para(`${L.name}: ${m.name}`, { size: 11, gap: 0 });
    f.para(`${L.title}: ${m.headline ?? ''}`, { size: 11, gap: 0 });
    for (const c of m.contacts) f.para(`${c.label}: ${c.text}`, { size: 11, gap: 0 });
    sectionsFlow(f, m, ALL, { rule: false, size: 11.5, color: '#000000' });
  },
  titlefirst(f, m) {
    f.para(m.headline ?? '', { size: 20, bold: true, color: '#005f73' });
    f.para(m.name, { size: 13 });
    f.para(m.contacts.map((c) => c.text).join('   /   '), { size: 9, color: '#333333', gap: 6 });
    sectionsFlow(f, m, ALL, { color: '#005f73' });
  },
  jobsite(f, m) {
    f.para(m.name, { size: 20, bold: true });
    f.para(m.headline ?? '', { size: 11, color: '#0a9396', gap: 6 });
    for (const c of m.contacts) f.para(`${c.label}: ${c.text}`, { size: 9.5, gap: 0 });
    sectionsFlow(f, m, ALL, { color: '#0a9396' });
  },
  timeline(f, m) {
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
  },
  europass(f, m) {
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
  },
};

export function renderJspdf(model, outPath) {
  const doc = new jsPDF({ unit: 'pt', format: 'a4', compress: true });
  const needsArabic = model.lang !== 'en';
  let latin = 'helvetica';
  let arabic = 'helvetica';
  if (needsArabic) {
    addFont(doc, 'noto/NotoSans-Regular.ttf', 'NotoSans', 'normal');
    addFont(doc, 'noto/NotoSans-Bold.ttf', 'NotoSans', 'bold');
    addFont(doc, 'noto/NotoSansArabic-Regular.ttf', 'NotoSansArabic', 'normal');
    addFont(doc, 'noto/NotoSansArabic-Bold.ttf', 'NotoSansArabic', 'bold');
    latin = 'NotoSans';
    arabic = 'NotoSansArabic';
  }
  doc.setProperties({ title: `CV - ${plain(model.name)}`, creator: 'jsPDF' });
  if (model.dir === 'rtl') doc.viewerPreferences({ Direction: 'R2L' });
  const f = new Flow(doc, { rtl: model.dir === 'rtl', latin, arabic, margin: model.layout === 'jobsite' ? 60 : 48 });
  const layout = LAYOUTS[model.layout];
  if (!layout) throw new Error(`jspdf: no layout ${model.layout}`);
  layout(f, model);
  if (model.banner) {
    const n = doc.getNumberOfPages();
    const rtl = model.dir === 'rtl';
    for (let i = 1; i <= n; i++) {
      doc.setPage(i);
      doc.setFillColor('#005f73');
      doc.rect(0, 0, A4.w, 30, 'F');
      const line = (text, y, size, color, align) => {
        f.y = y;
        f.drawLine(text, { size, bold: false, color, x0: 48, x1: A4.w - 48, align, paraRtl: rtl });
      };
      line(model.banner.top, 19, 8.5, '#ffffff', rtl ? 'right' : 'left');
      line(model.banner.footer, A4.h - 24, 7.5, '#888888', rtl ? 'right' : 'left');
      line(rtl ? `صفحة ${i} من ${n}` : `Page ${i} of ${n}`, A4.h - 24, 7.5, '#888888', rtl ? 'left' : 'right');
    }
  }
  writeFileSync(outPath, Buffer.from(doc.output('arraybuffer')));
}
