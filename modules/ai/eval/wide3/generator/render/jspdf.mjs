// jsPDF: a hand-placed flow of lines (cvheading, plain, Europass, timeline, job-site, title-first). English CVs use
// jsPDF's built-in Helvetica (standard font, not embedded); Arabic uses embedded Noto fonts, letters shaped by
// jsPDF's own Arabic plugin (presentation forms) and laid out in visual order by lib/bidi.mjs.
import { writeFileSync } from 'node:fs';
import { jsPDF } from 'jspdf';
import { plain } from '../lib/core.mjs';
import { A4, Flow, addFont } from './jspdf/flow.mjs';
import { cvheading, jobsite, plain as plainLayout, titlefirst } from './jspdf/flowing.mjs';
import { timeline } from './jspdf/timeline.mjs';
import { europass } from './jspdf/europass.mjs';

const LAYOUTS = { cvheading, plain: plainLayout, titlefirst, jobsite, timeline, europass };

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
