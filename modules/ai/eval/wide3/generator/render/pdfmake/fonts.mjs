// pdfmake's fonts (Noto, DejaVu, Font Awesome) and the width of an Arabic string in them, for wrapping RTL lines.
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import { FONT_DIR, ICON_FONT } from '../fonts.mjs';

const require = createRequire(import.meta.url);
export const pdfmake = require('pdfmake');
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
export const measure = (font, size) => (s) => {
  const f = measureFonts[font];
  return (f.layout(s).advanceWidth / f.unitsPerEm) * size * 1.08;
};
