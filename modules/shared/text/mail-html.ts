const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const linkPattern = /https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/g;

function linkify(escaped: string): string {
  return escaped.replace(linkPattern, (url) => `<a href="${url}" dir="ltr">${url}</a>`);
}

/**
 * The HTML part of a plain-text mail. Each paragraph takes the direction of its own first strong letter
 * (`dir="auto"`), so a mail in English then Arabic shows each half the right way round, and links are clickable.
 * `language` sets the whole mail's language and base direction when the mail is in one language.
 */
export function mailHtml(text: string, language?: 'en' | 'ar'): string {
  const paragraphs = text
    .replace(/\r\n/g, '\n')
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map(
      (p) =>
        `<p dir="auto" style="margin:0 0 1em">${p
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
