import { searchWords } from './normalize.ts';

/**
 * Words too common to tell jobs apart, as searchWords folds them. Job descriptions are full of them, so leaving them
 * out of the index keeps the board's rows narrow; "it" (IT) and "us" (the US) are not among them.
 */
const stopWords = new Set(
  [
    'a an and are as at be by for from has have in into is its of on or our that the their this to was we were will',
    'with you your',
    'في من الي علي عن مع او ان هذا هذه التي الذي ذلك كما ضمن لدي عند بين حتي ثم قد كل ما لا نحن',
  ]
    .join(' ')
    .split(' '),
);

/** A description's words as the board indexes them: folded, without the stop words. */
export const indexedBodyText = (text: string): string =>
  searchWords(text)
    .filter((word) => !stopWords.has(word))
    .join(' ');

/**
 * The words a query must find: its distinct folded words less the stop words, which no description is indexed by.
 * A query of stop words alone keeps them, as prefixes of longer words ("the" finds "theory").
 */
export function queryWords(text: string): string[] {
  const words = [...new Set(searchWords(text))];
  const telling = words.filter((word) => !stopWords.has(word));
  return telling.length ? telling : words;
}
