import { LATIN_FONTS, type Fonts, type Doc, newDoc, ARABIC_FONTS, say, save } from '../../names/generate/draw.ts';
import type { Case, Job } from './case.ts';
import { sayRtl } from './rtl-line.ts';

export const latin = (i: number) => LATIN_FONTS[i % LATIN_FONTS.length]!;

export async function draw(c: Case, i: number) {
  const f = {} as Fonts;
  const doc: Doc = newDoc(f, latin(i), ARABIC_FONTS[i % ARABIC_FONTS.length]!);
  const rtl = c.language === 'ar';
  const W = 595;
  const H = 842;
  const T = rtl
    ? { exp: 'الخبرات العملية', edu: 'المؤهل العلمي', skills: 'المهارات', contact: 'معلومات التواصل', lang: 'اللغات' }
    : { exp: 'Work Experience', edu: 'Education', skills: 'Skills', contact: 'Contact', lang: 'Languages' };
  const languages = rtl ? ['العربية', 'الإنجليزية'] : ['English', 'Arabic'];
  const put = (text: string, x: number, y: number, w: number, size: number, bold = false, color = '#222222') => {
    if (rtl) return sayRtl(doc, f, text, x + w, y, { size, bold, color });
    return say(doc, f, text, x, y, { size, bold, color });
  };
  /** Text that pdfkit wraps inside `w` (Latin only); returns its height. */
  const wrap = (text: string, x: number, y: number, w: number, size: number, color = '#222222') => {
    doc.font(f.reg).fontSize(size).fillColor(color);
    const h = doc.heightOfString(text, { width: w });
    doc.text(text, x, y, { width: w });
    return h;
  };
  const range = (j: Job) => `${c.fmt(j.start)} – ${c.fmt(j.end)}`;

  let mainX = 50;
  let mainW = W - 100;
  let y = 50;
  if (c.layout === 'rail') {
    // A narrow rail (90 pt) with contacts, skills and languages: long numbers and addresses wrap inside it.
    const railX = rtl ? W - 110 : 0;
    doc.rect(railX, 0, 110, H).fill('#243447');
    let ry = 160;
    if (rtl) {
      put(T.contact, railX + 10, ry, 90, 10, true, '#ffffff');
      ry += 18;
      for (const line of [c.phoneLine, c.email, c.address]) {
        // Arabic lines are broken by hand at 90 pt, as the rail would.
        const words = line.split(' ');
        let cur = '';
        for (const w2 of words) {
          doc.font(f.ar).fontSize(8);
          if (cur && doc.widthOfString(`${cur} ${w2}`) > 72) {
            put(cur, railX + 10, ry, 90, 8, false, '#ffffff');
            ry += 13;
            cur = w2;
          } else cur = cur ? `${cur} ${w2}` : w2;
        }
        put(cur, railX + 10, ry, 90, 8, false, '#ffffff');
        ry += 18;
      }
    } else {
      say(doc, f, T.contact.toUpperCase(), railX + 10, ry, { size: 10, bold: true, color: '#ffffff' });
      ry += 18;
      // The contact lines wrap at 72 pt (a rail with an icon column), so a long number breaks over two lines.
      for (const line of [c.phoneLine, c.email, c.address]) ry += wrap(line, railX + 10, ry, 72, 9, '#ffffff') + 8;
    }
    ry += 10;
    put(T.skills, railX + 10, ry, 90, 10, true, '#ffffff');
    ry += 18;
    for (const s of c.skills) {
      if (rtl) put(s, railX + 10, ry, 90, 8, false, '#ffffff');
      else wrap(s, railX + 10, ry, 90, 8.5, '#ffffff');
      ry += 14;
    }
    ry += 10;
    put(T.lang, railX + 10, ry, 90, 10, true, '#ffffff');
    ry += 18;
    for (const l of languages) {
      put(l, railX + 10, ry, 90, 8.5, false, '#ffffff');
      ry += 14;
    }
    mainX = rtl ? 40 : 135;
    mainW = W - 110 - 40 - 25;
  }
  if (c.heading) {
    put(c.heading, mainX, y, mainW, c.heading.includes('   ') ? 16 : 20, true, '#1b2a3a');
    y += 34;
  }
  if (c.layout !== 'rail') {
    // Contacts on one line under the name (or at the top when there is no name).
    const line = [c.phoneLine, c.email, c.address].join('  |  ');
    if (rtl) {
      for (const part of [c.phoneLine, c.email, c.address]) {
        put(part, mainX, y, mainW, 9);
        y += 14;
      }
    } else y += wrap(line, mainX, y, mainW, 9, '#444444');
    y += 10;
  }
  const heading = (text: string) => {
    y += 8;
    put(rtl ? text : text.toUpperCase(), mainX, y, mainW, 12, true, '#1b2a3a');
    y += 16;
    doc
      .moveTo(mainX, y)
      .lineTo(mainX + mainW, y)
      .lineWidth(0.6)
      .strokeColor('#8899aa')
      .stroke();
    y += 8;
  };
  heading(T.exp);
  for (const j of c.jobs) {
    if (c.layout === 'grid') {
      // Start | End | Position and employer: the range spans two columns.
      const startX = rtl ? mainX + mainW - 80 : mainX;
      const endX = rtl ? mainX + mainW - 165 : mainX + 85;
      const posX = rtl ? mainX : mainX + 175;
      const posW = mainW - 175;
      put(c.fmt(j.start), startX, y, 80, 9);
      put(c.fmt(j.end), endX, y, 80, 9);
      put(j.title, posX, y, posW, 10.5, true);
      put(j.employer, posX, y + 15, posW, 9.5, false, '#555555');
      y += 36;
    } else {
      put(j.title, mainX, y, mainW, 11, true);
      y += 15;
      if (rtl) {
        // The employer, then the range on a line of its own (pdfkit's Arabic fonts here lack '|' and '(').
        put(j.employer, mainX, y, mainW, 9.5, false, '#555555');
        y += 15;
        put(range(j), mainX, y, mainW, 9.5, false, '#555555');
      } else put(`${j.employer}, ${range(j)}`, mainX, y, mainW, 9.5, false, '#555555');
      y += 22;
    }
  }
  heading(T.edu);
  if (c.layout === 'grid') {
    const [a, b] = c.education.years.split(/\s[–-]\s/u);
    put(a!, rtl ? mainX + mainW - 80 : mainX, y, 80, 9);
    put(b!, rtl ? mainX + mainW - 165 : mainX + 85, y, 80, 9);
    put(c.education.degree, rtl ? mainX : mainX + 175, y, mainW - 175, 10, true);
    y += 26;
  } else {
    put(c.education.degree, mainX, y, mainW, 10.5, true);
    y += 15;
    put(c.education.years, mainX, y, mainW, 9.5, false, '#555555');
    y += 22;
  }
  if (c.layout !== 'rail') {
    heading(T.skills);
    put(c.skills.join(rtl ? ' ، ' : ', '), mainX, y, mainW, 9.5);
    y += 18;
    heading(T.lang);
    put(languages.join(rtl ? ' ، ' : ', '), mainX, y, mainW, 9.5);
    y += 18;
  }
  if (c.footer) put(c.footer, mainX, H - 40, mainW, 8, false, '#777777');
  const pdf = await save(doc);
  return pdf;
}
