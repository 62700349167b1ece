// The jsPDF page flow: lines placed by hand from the top margin, new pages as they fill, Arabic runs shaped by
// jsPDF and drawn in visual order piece by piece.
import { readFileSync } from 'node:fs';
import { plain } from '../../lib/core.mjs';
import { hasArabic, runs, wrap } from '../../lib/bidi.mjs';
import { FONT_DIR } from '../fonts.mjs';

export const A4 = { w: 595.28, h: 841.89 };

export function addFont(doc, file, family, style) {
  const name = file.split('/').pop();
  doc.addFileToVFS(name, readFileSync(`${FONT_DIR}/${file}`).toString('base64'));
  doc.addFont(name, family, style, 'Identity-H');
}

export class Flow {
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
