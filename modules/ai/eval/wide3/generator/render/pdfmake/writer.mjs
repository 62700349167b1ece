// A writer bound to one CV: paragraphs in its fonts, Arabic lines wrapped and drawn word by word in visual order.
import { plain } from '../../lib/core.mjs';
import { hasArabic, runs, wrap } from '../../lib/bidi.mjs';
import { measure } from './fonts.mjs';

/** A writer bound to one CV: the Latin and Arabic fonts and the paragraph direction. */
export function writer(model, { latin = 'Sans', arabic = 'Naskh' } = {}) {
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
