// Drawing with pdfkit: fonts, right-to-left lines (Arabic shaped by fontkit, runs placed right to left as a
// bidi-aware producer would) and a flowing body that starts new pages with a running header.
import PDFDocument from 'pdfkit';

export type Doc = PDFKit.PDFDocument;
const T = '/usr/share/fonts/truetype';
export const LATIN_FONTS: Array<[string, string] | [string, string, string, string]> = [
  ['Helvetica', 'Helvetica-Bold'],
  ['Times-Roman', 'Times-Bold'],
  ['DejaVu', 'DejaVu-Bold', `${T}/dejavu/DejaVuSans.ttf`, `${T}/dejavu/DejaVuSans-Bold.ttf`],
  ['NotoSans', 'NotoSans-Bold', `${T}/noto/NotoSans-Regular.ttf`, `${T}/noto/NotoSans-Bold.ttf`],
  ['NotoSerif', 'NotoSerif-Bold', `${T}/noto/NotoSerif-Regular.ttf`, `${T}/noto/NotoSerif-Bold.ttf`],
  ['DejaVuSerif', 'DejaVuSerif-Bold', `${T}/dejavu/DejaVuSerif.ttf`, `${T}/dejavu/DejaVuSerif-Bold.ttf`],
];
export const ARABIC_FONTS: Array<[string, string, string, string]> = [
  ['Naskh', 'Naskh-Bold', `${T}/noto/NotoNaskhArabic-Regular.ttf`, `${T}/noto/NotoNaskhArabic-Bold.ttf`],
  ['Kufi', 'Kufi-Bold', `${T}/noto/NotoKufiArabic-Regular.ttf`, `${T}/noto/NotoKufiArabic-Bold.ttf`],
  ['AlArabiya', 'AlArabiya-Bold', `${T}/fonts-arabeyes/ae_AlArabiya.ttf`, `${T}/fonts-arabeyes/ae_AlArabiya.ttf`],
];

export type Fonts = { reg: string; bold: string; ar: string; arBold: string };

export function newDoc(fonts: Fonts, latin: (typeof LATIN_FONTS)[number], arabic: (typeof ARABIC_FONTS)[number]) {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    autoFirstPage: true,
    info: { Producer: 'PDFKit', Creator: 'names set', CreationDate: new Date(Date.UTC(2025, 4, 1)) },
  });
  if (latin.length === 4) {
    doc.registerFont(latin[0], latin[2]);
    doc.registerFont(latin[1], latin[3]);
  }
  doc.registerFont(arabic[0], arabic[2]);
  doc.registerFont(arabic[1], arabic[3]);
  Object.assign(fonts, { reg: latin[0], bold: latin[1], ar: arabic[0], arBold: arabic[1] });
  return doc;
}

const ARABIC = /[\u0600-\u06FF]/u;
export const hasArabic = (s: string) => ARABIC.test(s);

type Style = { size: number; bold?: boolean; color?: string; spacing?: number; fit?: number };

/** The style with its size made small enough for the text to fit `fit` points, as a designer would. */
export function fitted(doc: Doc, f: Fonts, text: string, s: Style): Style {
  if (!s.fit) return s;
  let size = s.size;
  for (; size > 8; size -= 0.5) {
    doc.font(hasArabic(text) ? (s.bold ? f.arBold : f.ar) : s.bold ? f.bold : f.reg).fontSize(size);
    if (doc.widthOfString(text, { characterSpacing: s.spacing ?? 0 }) <= s.fit) break;
  }
  return { ...s, size };
}

/** A one-line text; Latin from its left edge. Returns its width. */
export function say(doc: Doc, f: Fonts, text: string, x: number, y: number, style: Style): number {
  const s = fitted(doc, f, text, style);
  doc
    .font(s.bold ? f.bold : f.reg)
    .fontSize(s.size)
    .fillColor(s.color ?? '#222222');
  const w = doc.widthOfString(text, { characterSpacing: s.spacing ?? 0 });
  doc.text(text, x, y, { lineBreak: false, characterSpacing: s.spacing ?? 0 });
  return w;
}

/** Each Arabic word on its own (pdfkit lays a string out word by word, left to right), runs of other words together. */
function runs(text: string): Array<{ text: string; arabic: boolean }> {
  const out: Array<{ text: string; arabic: boolean }> = [];
  for (const word of text.split(/\s+/u).filter(Boolean)) {
    const arabic = hasArabic(word) || (!/[\p{L}\p{N}]/u.test(word) && out.at(-1)?.arabic === true);
    const last = out.at(-1);
    if (last && !arabic && !last.arabic) last.text += ` ${word}`;
    else out.push({ text: word, arabic });
  }
  return out;
}

/** A right-to-left line ending at xRight: Arabic runs shaped, Latin and number runs left to right. */
export function sayRtl(doc: Doc, f: Fonts, text: string, xRight: number, y: number, style: Style): number {
  const s = fitted(doc, f, text, style);
  let cursor = xRight;
  const font = (arabic: boolean) => (arabic ? (s.bold ? f.arBold : f.ar) : s.bold ? f.bold : f.reg);
  for (const r of runs(text)) {
    doc
      .font(font(r.arabic))
      .fontSize(s.size)
      .fillColor(s.color ?? '#222222');
    const w = doc.widthOfString(r.text);
    cursor -= w;
    doc.text(r.text, cursor, y + (r.arabic ? -s.size * 0.25 : 0), { lineBreak: false });
    doc.font(font(true)).fontSize(s.size);
    cursor -= doc.widthOfString(' ');
  }
  return xRight - cursor;
}

export type FlowOptions = { x: number; w: number; top: number; bottom: number; rtl: boolean; newPage: () => void };

/** A column of body text that continues on a new page when it runs out of room. */
export class Flow {
  y: number;
  constructor(
    private doc: Doc,
    private f: Fonts,
    private o: FlowOptions,
    y: number,
  ) {
    this.y = y;
  }
  private room(h: number) {
    if (this.y + h <= this.o.bottom) return;
    this.doc.addPage();
    this.o.newPage();
    this.y = this.o.top;
  }
  line(text: string, s: Style, gap = 4) {
    this.room(s.size + gap);
    if (this.o.rtl) sayRtl(this.doc, this.f, text, this.o.x + this.o.w, this.y, s);
    else say(this.doc, this.f, text, this.o.x, this.y, s);
    this.y += s.size * 1.3 + gap;
  }
  heading(text: string, s: Style & { rule?: string }) {
    this.y += 8;
    this.room(s.size * 3);
    this.line(text, { ...s, bold: true }, 2);
    if (s.rule) {
      this.doc
        .moveTo(this.o.x, this.y)
        .lineTo(this.o.x + this.o.w, this.y)
        .lineWidth(0.7)
        .strokeColor(s.rule)
        .stroke();
      this.y += 5;
    }
  }
  para(text: string, s: Style) {
    if (this.o.rtl) {
      // Wrapped by hand: each line is laid out right to left like any other.
      this.doc.font(this.f.ar).fontSize(s.size);
      let line = '';
      for (const word of text.split(' ')) {
        const next = line ? `${line} ${word}` : word;
        if (line && this.doc.widthOfString(next) > this.o.w) {
          this.line(line, s, 2);
          line = word;
        } else line = next;
      }
      if (line) this.line(line, s, 2);
      return;
    }
    const font = this.f.reg;
    this.doc
      .font(font)
      .fontSize(s.size)
      .fillColor(s.color ?? '#333333');
    const h = this.doc.heightOfString(text, { width: this.o.w });
    this.room(h);
    this.doc.text(text, this.o.x, this.y, { width: this.o.w });
    this.y += h + 4;
  }
}

export function save(doc: Doc): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  return new Promise((resolve) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.end();
  });
}

/** A photo's place: a grey frame with a head-and-shoulders outline, drawn as vectors (no text). */
export function photo(doc: Doc, x: number, y: number, w: number, h: number) {
  doc.rect(x, y, w, h).fill('#d9dde3');
  doc.circle(x + w / 2, y + h * 0.38, w * 0.2).fill('#9aa3ad');
  doc.ellipse(x + w / 2, y + h * 0.95, w * 0.38, h * 0.3).fill('#9aa3ad');
}
