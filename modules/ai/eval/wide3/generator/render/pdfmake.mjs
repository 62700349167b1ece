// pdfmake (pdfkit + fontkit underneath): sidebar, designer (icon font), timeline, title-first, classic, Europass and
// job-site layouts. Arabic goes through lib/bidi.mjs: lines wrapped here, runs in visual order, one inline per word.
import { writeFileSync } from 'node:fs';
import { plain } from '../lib/core.mjs';
import { pdfmake } from './pdfmake/fonts.mjs';
import { writer } from './pdfmake/writer.mjs';
import { sidebar } from './pdfmake/sidebar.mjs';
import { designer } from './pdfmake/designer.mjs';
import { timeline } from './pdfmake/timeline.mjs';
import { titlefirst } from './pdfmake/titlefirst.mjs';
import { classic } from './pdfmake/classic.mjs';
import { europass } from './pdfmake/europass.mjs';
import { jobsite } from './pdfmake/jobsite.mjs';

const LAYOUTS = { sidebar, designer, timeline, titlefirst, classic, europass, jobsite };
const FONTS_BY_LAYOUT = {
  sidebar: { latin: 'Sans', arabic: 'Naskh' },
  designer: { latin: 'DejaVu', arabic: 'Kufi' },
  timeline: { latin: 'Sans', arabic: 'Naskh' },
  titlefirst: { latin: 'Serif', arabic: 'Naskh' },
  classic: { latin: 'Serif', arabic: 'Naskh' },
  europass: { latin: 'DejaVu', arabic: 'Naskh' },
  jobsite: { latin: 'Sans', arabic: 'Naskh' },
};

export async function renderPdfmake(model, outPath) {
  const layout = LAYOUTS[model.layout];
  if (!layout) throw new Error(`pdfmake: no layout ${model.layout}`);
  const fonts = FONTS_BY_LAYOUT[model.layout];
  const w = writer(model, fonts);
  const doc = layout(model, w);
  doc.pageSize = 'A4';
  doc.info = { title: `CV ${plain(model.name)}`, creator: 'pdfmake' };
  doc.defaultStyle = { font: fonts.latin, fontSize: 10, ...(doc.defaultStyle ?? {}) };
  const pdf = pdfmake.createPdf(doc);
  const buf = await pdf.getBuffer();
  writeFileSync(outPath, buf);
}
