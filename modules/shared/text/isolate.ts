/**
 * A user's text (a name, a job title) inside a sentence of plain text, such as an e-mail or its subject: between
 * U+2068 FIRST STRONG ISOLATE and U+2069 POP DIRECTIONAL ISOLATE, it keeps its own direction and does not reorder
 * the sentence's words and punctuation (an Arabic name in an English line, an English title in an Arabic one).
 * The web app uses <bdi> for the same; HTML and text both follow the Unicode bidirectional algorithm.
 */
export function isolate(text: string | number): string {
  return `\u2068${text}\u2069`;
}
