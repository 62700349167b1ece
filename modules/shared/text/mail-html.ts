const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const linkPattern = /https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/g;

function linkify(escaped: string): string {
  return escaped.replace(linkPattern, (url) => `<a href="${url}" dir="ltr">${url}</a>`);
}

/**
 * The HTML part of a plain-text mail, links clickable. A mail in both languages gives each paragraph the direction of
 * its own first strong letter (`dir="auto"`), so each half shows the right way round. A mail in one `language` takes
 * that language's direction throughout (a lone link in an Arabic mail stays on the right; names and titles inside a
 * sentence are isolated by the text itself).
 */
export function mailHtml(text: string, language?: 'en' | 'ar'): string {
  const paragraphs = text
    .replace(/\r\n/g, '\n')
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map(
      (p) =>
        `<p${language ? '' : ' dir="auto"'} style="margin:0 0 1em">${p
          .split('\n')
          .map((line) => linkify(escapeHtml(line)))
          .join('<br>')}</p>`,
    );
  const lang = language ? ` lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}"` : '';
  return (
    `<!doctype html><html${lang}><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
    `</head><body style="font-family:'Segoe UI',Tahoma,Arial,'Noto Sans Arabic',sans-serif;font-size:15px;line-height:1.6;color:#1f2937">` +
    paragraphs.join('') +
    '</body></html>'
  );
}
