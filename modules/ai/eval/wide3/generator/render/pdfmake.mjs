// pdfmake (pdfkit + fontkit underneath): sidebar, designer (icon font), timeline, title-first, classic, Europass and
// job-site layouts. Arabic goes through lib/bidi.mjs: lines wrapped here, runs in visual order, one inline per word.
import { createRequire } from 'node:module';
import { writeFileSync } from 'node:fs';
import * as fontkit from 'fontkit';
import { plain } from '../lib/core.mjs';
import { hasArabic, runs, wrap } from '../lib/bidi.mjs';
import { FONT_DIR, ICON_FONT } from './fonts.mjs';

const require = createRequire(import.meta.url);
const pdfmake = require('pdfmake');
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy?.(() => true);

const F = (f) => `${FONT_DIR}/${f}`;
pdfmake.setFonts({
  Sans: {
    normal: F('noto/NotoSans-Regular.ttf'),
    bold: F('noto/NotoSans-Bold.ttf'),
    italics: F('noto/NotoSans-Italic.ttf'),
    bolditalics: F('noto/NotoSans-BoldItalic.ttf'),
  },
  Serif: {
    normal: F('noto/NotoSerif-Regular.ttf'),
    bold: F('noto/NotoSerif-Bold.ttf'),
    italics: F('noto/NotoSerif-Italic.ttf'),
    bolditalics: F('noto/NotoSerif-BoldItalic.ttf'),
  },
  DejaVu: {
    normal: F('dejavu/DejaVuSans.ttf'),
    bold: F('dejavu/DejaVuSans-Bold.ttf'),
    italics: F('dejavu/DejaVuSans-Oblique.ttf'),
    bolditalics: F('dejavu/DejaVuSans-BoldOblique.ttf'),
  },
  Naskh: {
    normal: F('noto/NotoNaskhArabic-Regular.ttf'),
    bold: F('noto/NotoNaskhArabic-Bold.ttf'),
    italics: F('noto/NotoNaskhArabic-Regular.ttf'),
    bolditalics: F('noto/NotoNaskhArabic-Bold.ttf'),
  },
  Kufi: {
    normal: F('noto/NotoKufiArabic-Regular.ttf'),
    bold: F('noto/NotoKufiArabic-Bold.ttf'),
    italics: F('noto/NotoKufiArabic-Regular.ttf'),
    bolditalics: F('noto/NotoKufiArabic-Bold.ttf'),
  },
  Icons: { normal: ICON_FONT, bold: ICON_FONT, italics: ICON_FONT, bolditalics: ICON_FONT },
});

const measureFonts = {
  Naskh: fontkit.openSync(F('noto/NotoNaskhArabic-Regular.ttf')),
  Kufi: fontkit.openSync(F('noto/NotoKufiArabic-Regular.ttf')),
};
const measure = (font, size) => (s) => {
  const f = measureFonts[font];
  return (f.layout(s).advanceWidth / f.unitsPerEm) * size * 1.08;
};

const ICON = { phone: '\uf095', email: '\uf0e0', address: '\uf3c5', web: '\uf0ac', dob: '\uf1fd' };

/** A writer bound to one CV: the Latin and Arabic fonts and the paragraph direction. */
function writer(model, { latin = 'Sans', arabic = 'Naskh' } = {}) {
  const rtl = model.dir === 'rtl';
  const inlines = (text, paragraphRtl, style = {}) => {
    const out = [];
    for (const r of runs(text, paragraphRtl)) {
      if (r.rtl || /[\u0660-\u0669]/u.test(r.text)) {
        const words = r.text.split(/(\s+)/u).filter((w) => w !== '');
        if (r.rtl) words.reverse();
        for (const w of words) {
          // Latin punctuation after an Arabic word (not in every Arabic font) is drawn on its left in the Latin font.
          const m = r.rtl ? /^(.*[^.,:;!?])([.,:;!?]+)$/u.exec(w) : null;
          const [word, punct] = m && hasArabic(m[1]) ? [m[1], m[2]] : [w, ''];
          if (punct) out.push({ text: punct, font: latin, ...style });
          out.push({ text: word, font: hasArabic(word) || /[\u0660-\u0669]/u.test(word) ? arabic : latin, ...style });
        }
      } else out.push({ text: r.text, font: latin, ...style });
    }
    return out;
  };
  /** One paragraph: { text: inlines } nodes; RTL paragraphs are wrapped here and right-aligned. */
  const P = (raw, { width = 500, size = 10, bold = false, color, margin, italics = false, align } = {}) => {
    const text = plain(raw);
    const style = { bold, italics, ...(color ? { color } : {}) };
    const paraRtl = rtl || (model.lang !== 'en' && hasArabic(text) && !/[A-Za-z]/u.test(text));
    if (paraRtl) {
      const lines = wrap(text, width, measure(arabic, size));
      return {
        stack: lines.map((l) => ({ text: inlines(l, true, style), alignment: align ?? 'right', fontSize: size })),
        ...(margin ? { margin } : {}),
      };
    }
    return {
      text: inlines(text, false, style),
      fontSize: size,
      alignment: align ?? 'left',
      ...(margin ? { margin } : {}),
    };
  };
  return { rtl, P };
}

const bullet = (w, line, width, size = 9.5) =>
  w.rtl
    ? { columns: [w.P(line, { width: width - 12, size }), { width: 10, text: '•', alignment: 'right' }], columnGap: 2 }
    : { columns: [{ width: 10, text: '•' }, w.P(line, { width: width - 12, size })], columnGap: 2 };

function heading(w, text, { color = '#1b4965', size = 12, width = 500, rule = true } = {}) {
  const node = [w.P(text, { size, bold: true, color, width, margin: [0, 10, 0, 2] })];
  if (rule)
    node.push({
      canvas: [{ type: 'line', x1: 0, y1: 0, x2: width, y2: 0, lineWidth: 0.8, lineColor: color }],
      margin: [0, 0, 0, 4],
    });
  return node;
}

function experienceItems(w, sec, width, { datesInline = true } = {}) {
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

function educationItems(w, sec, width) {
  const out = [];
  for (const it of sec.items) {
    out.push(w.P(it.degree, { bold: true, size: 10, width }));
    out.push(w.P([it.school, it.dates, it.note].filter(Boolean).join(' | '), { size: 9.5, color: '#444', width }));
  }
  return out;
}

const listItems = (w, sec, width, size = 9.5) => sec.list.map((l) => bullet(w, l, width, size));

function restSections(w, m, width, keys, opts = {}) {
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

// ---- layouts -------------------------------------------------------------------------------------------------

function sidebar(m, w) {
  const SW = 165;
  const MW = 595 - SW - 30 - 40 - 25;
  const side = [
    ...heading(w, m.contactHeading, { color: '#ffffff', width: SW, size: 11 }),
    ...m.contacts.map((c) =>
      w.P(`${c.label}: ${c.text}`, { width: SW, size: 8.5, color: '#f0f0f0', margin: [0, 0, 0, 3] }),
    ),
  ];
  for (const k of ['skills', 'languages', 'certs']) {
    if (!m[k]) continue;
    side.push(...heading(w, m[k].heading, { color: '#ffffff', width: SW, size: 11 }));
    side.push(...m[k].list.map((l) => w.P(l, { width: SW, size: 8.5, color: '#f0f0f0', margin: [0, 0, 0, 2] })));
  }
  const main = [
    w.P(m.name, { size: 22, bold: true, width: MW, color: '#1f2d3d' }),
    ...(m.nameAr ? [w.P(m.nameAr, { size: 16, width: MW, color: '#1f2d3d' })] : []),
    w.P(m.headline ?? '', { size: 12, width: MW, color: '#5c7080', margin: [0, 2, 0, 6] }),
    ...restSections(w, m, MW, ['summary', 'experience', 'education', 'activities', 'personal', 'extra']),
  ];
  const cols = w.rtl
    ? [
        { width: MW, stack: main },
        { width: SW, stack: side },
      ]
    : [
        { width: SW, stack: side },
        { width: MW, stack: main },
      ];
  return {
    pageMargins: [25, 30, 30, 30],
    background: () => ({
      absolutePosition: { x: 0, y: 0 },
      canvas: [{ type: 'rect', x: w.rtl ? 595 - SW - 40 : 0, y: 0, w: SW + 40, h: 842, color: '#23395b' }],
    }),
    content: [{ columns: cols, columnGap: 40 }],
  };
}

function designer(m, w) {
  const W = 595 - 80;
  const MW = 320;
  const SW = W - MW - 25;
  const iconRow = m.contacts.map((c) => ({
    columns: w.rtl
      ? [
          w.P(c.text, { size: 9, width: SW - 16, color: '#ffffff' }),
          { width: 14, text: ICON[c.kind], font: 'Icons', color: '#ffd166', fontSize: 9 },
        ]
      : [
          { width: 14, text: ICON[c.kind], font: 'Icons', color: '#ffd166', fontSize: 9 },
          w.P(c.text, { size: 9, width: 200, color: '#ffffff' }),
        ],
    columnGap: 4,
    margin: [0, 1, 0, 1],
  }));
  const header = {
    columns: [
      {
        width: 70,
        canvas: [
          { type: 'ellipse', x: 35, y: 35, r1: 32, r2: 32, color: '#e9ecef' },
          { type: 'ellipse', x: 35, y: 28, r1: 11, r2: 11, color: '#adb5bd' },
          { type: 'rect', x: 17, y: 44, w: 36, h: 16, r: 8, color: '#adb5bd' },
        ],
      },
      {
        width: '*',
        stack: [
          w.P(m.name, { size: 24, bold: true, color: '#ffffff', width: 420 }),
          w.P(m.headline ?? '', { size: 12, color: '#ffd166', width: 420, margin: [0, 0, 0, 6] }),
          { columns: [{ stack: iconRow.slice(0, 3) }, { stack: iconRow.slice(3) }], columnGap: 10 },
        ],
      },
    ],
    columnGap: 16,
  };
  if (w.rtl) header.columns.reverse();
  const bars = (list) =>
    list.map((s, i) => ({
      stack: [
        w.P(s, { size: 9, width: SW }),
        {
          canvas: [
            { type: 'rect', x: 0, y: 2, w: SW, h: 4, color: '#e9ecef' },
            {
              type: 'rect',
              x: w.rtl ? SW - SW * (0.9 - i * 0.1) : 0,
              y: 2,
              w: SW * (0.9 - i * 0.1),
              h: 4,
              color: '#ef476f',
            },
          ],
          margin: [0, 0, 0, 5],
        },
      ],
    }));
  const side = [];
  if (m.skills) side.push(...heading(w, m.skills.heading, { width: SW, color: '#ef476f' }), ...bars(m.skills.list));
  for (const k of ['languages', 'certs', 'personal']) {
    if (!m[k]) continue;
    side.push(...heading(w, m[k].heading, { width: SW, color: '#ef476f' }));
    if (k === 'personal') side.push(...m[k].rows.map(([a, b]) => w.P(`${a}: ${b}`, { width: SW, size: 9 })));
    else side.push(...m[k].list.map((l) => w.P(l, { width: SW, size: 9 })));
  }
  const main = restSections(w, m, MW, ['summary', 'experience', 'education', 'activities', 'extra'], {
    color: '#073b4c',
  });
  const cols = w.rtl
    ? [
        { width: SW, stack: side },
        { width: MW, stack: main },
      ]
    : [
        { width: MW, stack: main },
        { width: SW, stack: side },
      ];
  return {
    pageMargins: [40, 30, 40, 30],
    background: () => ({
      absolutePosition: { x: 0, y: 0 },
      canvas: [{ type: 'rect', x: 0, y: 0, w: 595, h: 158, color: '#073b4c' }],
    }),
    content: [header, { text: ' ', margin: [0, 14, 0, 0] }, { columns: cols, columnGap: 25 }],
  };
}

function timeline(m, w) {
  const W = 595 - 90;
  const DW = 88;
  const CW = W - DW - 30;
  const item = (it, lines) => {
    const dates = w.P(it.dates, {
      size: 8.5,
      bold: true,
      color: '#2a9d8f',
      width: DW,
      align: w.rtl ? 'left' : 'right',
    });
    const dot = {
      width: 14,
      canvas: [
        { type: 'line', x1: 7, y1: 0, x2: 7, y2: 60, lineWidth: 1, lineColor: '#b7d3d0' },
        { type: 'ellipse', x: 7, y: 6, r1: 4, r2: 4, color: '#2a9d8f' },
      ],
    };
    const body = { width: CW, stack: lines };
    const cols = w.rtl ? [body, dot, { width: DW, stack: [dates] }] : [{ width: DW, stack: [dates] }, dot, body];
    return { columns: cols, columnGap: 8, margin: [0, 0, 0, 8] };
  };
  const content = [
    w.P(m.name, { size: 24, bold: true, color: '#264653', width: W, align: 'center' }),
    ...(m.nameAr ? [w.P(m.nameAr, { size: 16, width: W, align: 'center' })] : []),
    w.P(m.headline ?? '', { size: 12, color: '#2a9d8f', width: W, align: 'center' }),
    w.P(m.contacts.map((c) => c.text).join('  |  '), { size: 9, width: W, align: 'center', margin: [0, 4, 0, 6] }),
  ];
  if (m.summary)
    content.push(...heading(w, m.summary.heading, { width: W }), w.P(m.summary.text, { width: W, size: 9.5 }));
  for (const k of ['experience', 'activities']) {
    if (!m[k]) continue;
    content.push(...heading(w, m[k].heading, { width: W }));
    for (const it of m[k].items)
      content.push(
        item(it, [
          w.P(it.title, { bold: true, size: 10.5, width: CW }),
          w.P([it.org, it.place].filter(Boolean).join(w.rtl ? '، ' : ', '), { size: 9.5, color: '#555', width: CW }),
          ...it.lines.map((l) => bullet(w, l, CW)),
        ]),
      );
  }
  content.push(...heading(w, m.education.heading, { width: W }));
  for (const it of m.education.items)
    content.push(
      item({ dates: it.dates }, [
        w.P(it.degree, { bold: true, size: 10, width: CW }),
        w.P([it.school, it.note].filter(Boolean).join(' | '), { size: 9.5, width: CW }),
      ]),
    );
  content.push(...restSections(w, m, W, ['certs', 'skills', 'languages', 'personal', 'extra']));
  return { pageMargins: [45, 40, 45, 40], content };
}

function titlefirst(m, w) {
  const W = 595 - 100;
  return {
    pageMargins: [50, 45, 50, 45],
    content: [
      w.P(m.headline ?? '', { size: 18, bold: true, color: '#6a040f', width: W }),
      w.P(m.name, { size: 14, width: W, margin: [0, 2, 0, 2] }),
      w.P(m.contacts.map((c) => c.text).join(w.rtl ? ' • ' : ' • '), { size: 9, width: W, color: '#333' }),
      ...restSections(
        w,
        m,
        W,
        ['summary', 'experience', 'education', 'certs', 'skills', 'languages', 'activities', 'personal', 'extra'],
        { color: '#6a040f', size: 11 },
      ),
    ],
  };
}

function classic(m, w) {
  const W = 595 - 110;
  const content = [
    w.P(m.name, { size: 20, bold: true, width: W, align: 'center' }),
    ...(m.nameAr ? [w.P(m.nameAr, { size: 16, width: W, align: 'center' })] : []),
    w.P(m.headline ?? '', { size: 11, width: W, align: 'center', italics: true }),
    w.P(m.contacts.map((c) => c.text).join('  ·  '), { size: 9, width: W, align: 'center', margin: [0, 4, 0, 4] }),
    ...restSections(
      w,
      m,
      W,
      ['summary', 'experience', 'education', 'certs', 'skills', 'languages', 'activities', 'personal', 'extra'],
      { color: '#000000', size: 11.5 },
    ),
  ];
  if (m.appendix) {
    const aw = writer({ ...m, dir: 'rtl', lang: 'ar' });
    content.push({ text: '', pageBreak: 'after' });
    content.push(...heading(aw, m.appendix.heading, { width: W, color: '#000000' }));
    content.push(...m.appendix.lines.map((l) => aw.P(l, { width: W, size: 11, margin: [0, 2, 0, 2] })));
  }
  return { pageMargins: [55, 50, 55, 50], content };
}

function europass(m, w) {
  const LW = 140;
  const RW = 595 - 80 - LW - 15;
  const row = (left, right) => {
    const l = {
      width: LW,
      stack: left ? [w.P(left, { size: 8.5, color: '#0e4194', width: LW, align: w.rtl ? 'left' : 'right' })] : [],
    };
    const r = { width: RW, stack: right };
    return { columns: w.rtl ? [r, l] : [l, r], columnGap: 15, margin: [0, 2, 0, 2] };
  };
  const band = (title) =>
    row(title.toUpperCase(), [
      { canvas: [{ type: 'line', x1: 0, y1: 6, x2: RW, y2: 6, lineWidth: 0.6, lineColor: '#0e4194' }] },
    ]);
  const content = [
    row(m.contactHeading, [w.P(m.name, { size: 16, width: RW, color: '#0e4194' })]),
    ...m.contacts.map((c) => row(c.label, [w.P(c.text, { size: 9.5, width: RW })])),
    row('', [w.P(m.headline ?? '', { size: 11, bold: true, width: RW, margin: [0, 4, 0, 0] })]),
  ];
  if (m.summary) content.push(band(m.summary.heading), row('', [w.P(m.summary.text, { size: 9.5, width: RW })]));
  for (const k of ['experience', 'activities']) {
    if (!m[k]) continue;
    content.push(band(m[k].heading));
    for (const it of m[k].items)
      content.push(
        row(it.dates, [
          w.P(it.title, { size: 10.5, bold: true, width: RW }),
          w.P([it.org, it.place].filter(Boolean).join(', '), { size: 9.5, width: RW }),
          ...it.lines.map((l) => bullet(w, l, RW, 9)),
        ]),
      );
  }
  content.push(band(m.education.heading));
  for (const it of m.education.items)
    content.push(
      row(it.dates, [
        w.P(it.degree, { size: 10, bold: true, width: RW }),
        w.P([it.school, it.note].filter(Boolean).join(', '), { size: 9.5, width: RW }),
      ]),
    );
  if (m.languages)
    content.push(
      band(m.languages.heading),
      ...m.languages.list.map((l) => row('', [w.P(l, { size: 9.5, width: RW })])),
    );
  for (const k of ['skills', 'certs'])
    if (m[k])
      content.push(
        band(m[k].heading),
        row(
          '',
          m[k].list.map((l) => w.P(l, { size: 9.5, width: RW })),
        ),
      );
  if (m.personal)
    content.push(
      band(m.personal.heading),
      ...m.personal.rows.map(([a, b]) => row(a, [w.P(b, { size: 9.5, width: RW })])),
    );
  if (m.extra) content.push(band(m.extra.heading), row('', [w.P(m.extra.text, { size: 9.5, width: RW })]));
  return { pageMargins: [40, 40, 40, 40], content, defaultStyle: { lineHeight: 1.15 } };
}

function jobsite(m, w) {
  const W = 595 - 80;
  return {
    pageMargins: [40, 60, 40, 50],
    header: () => ({
      margin: [40, 18, 40, 0],
      table: {
        widths: ['*'],
        body: [[{ text: m.banner.top, fontSize: 8, color: '#ffffff', fillColor: '#0077b6', margin: [6, 4, 6, 4] }]],
      },
      layout: 'noBorders',
    }),
    footer: (page, pages) => ({
      margin: [40, 10, 40, 0],
      columns: [
        { text: m.banner.footer, fontSize: 7, color: '#777' },
        { text: `Page ${page} of ${pages}`, fontSize: 7, color: '#777', alignment: 'right', width: 70 },
      ],
    }),
    content: [
      w.P(m.name, { size: 20, bold: true, width: W }),
      w.P(m.headline ?? '', { size: 11, color: '#0077b6', width: W, margin: [0, 0, 0, 6] }),
      {
        table: {
          widths: [110, '*'],
          body: m.contacts.map((c) => [
            { text: c.label, fontSize: 8.5, color: '#555' },
            { text: c.text, fontSize: 9 },
          ]),
        },
        layout: 'lightHorizontalLines',
      },
      ...restSections(
        w,
        m,
        W,
        ['summary', 'experience', 'education', 'certs', 'skills', 'languages', 'activities', 'personal', 'extra'],
        { color: '#023e8a', size: 11 },
      ),
    ],
  };
}

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
