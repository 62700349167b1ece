// A text layer can be present and still wrong: fonts without a Unicode map give private-use
// characters, control codes, U+FFFD or letters of unrelated scripts. Such pages are read by OCR.

// eslint-disable-next-line no-control-regex -- control codes are what a broken font map produces
const BAD = /[\uE000-\uF8FF\uFFFD\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u;
// Scripts a CV here is written in; anything else in quantity is a wrong map (CJK from Identity-H fonts, for one).
const EXPECTED = /[\p{Script=Latin}\p{Script=Arabic}\p{N}\p{P}\p{S}\s\p{M}]/u;

/** True when most of a page's text cannot be what its writer typed. */
export function isGarbage(text: string): boolean {
  const chars = [...text.replace(/\s+/gu, '')];
  if (chars.length < 12) return false;
  let bad = 0;
  let odd = 0;
  for (const c of chars) {
    if (BAD.test(c)) bad++;
    else if (!EXPECTED.test(c)) odd++;
  }
  if ((bad + odd) / chars.length > 0.3) return true;
  // Symbol soup: lines where letters are a small part of what is drawn.
  const lines = text.split('\n').filter((l) => l.trim().length >= 8);
  if (lines.length < 3) return false;
  const soup = lines.filter((l) => {
    const visible = l.replace(/\s+/gu, '');
    return (visible.match(/\p{L}/gu) ?? []).length < visible.length * 0.35;
  });
  return soup.length > lines.length * 0.6;
}
