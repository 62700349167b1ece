import { DomainError } from './errors.ts';

/**
 * C0 controls and DEL. PostgreSQL refuses NUL in text, and none of the others belongs in what a person types;
 * tab and line breaks are kept where a text may span lines.
 */
// eslint-disable-next-line no-control-regex -- finding them is the point
const controlAnywhere = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex -- finding them is the point
const controlInLongText = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex -- finding them is the point
const controlAnywhereGlobal = /[\u0000-\u001f\u007f]/g;

/**
 * Explicit embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069). In a one-line name or title they
 * only ever serve to turn the platform's own sentence, or a file's extension, around; the marks LRM, RLM and ALM,
 * which Arabic typing uses, are kept.
 */
const bidiControls = /[\u202a-\u202e\u2066-\u2069]/g;

export type BadCharacter = { codePoint: string; problem: (path: string) => DomainError };

const hex = (char: string) => `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/** The first control character `text` may not hold, with the 400 that names the field it came in. */
export function badCharacterIn(text: string, { multiline }: { multiline: boolean }): BadCharacter | undefined {
  const found = (multiline ? controlInLongText : controlAnywhere).exec(text);
  if (!found) return undefined;
  const codePoint = hex(found[0]);
  return {
    codePoint,
    problem: (path) =>
      new DomainError(
        'REQUEST.CONTROL_CHARACTER',
        `The field "${path || 'body'}" contains the control character ${codePoint}; remove it and send again.`,
        400,
        [{ path, message: `Control character ${codePoint} is not allowed.`, code: 'control_character' }],
      ),
  };
}

/** A file name as shown and stored: one line, no controls, no folders. */
export const fileNameOf = (name: string) => singleLine(name).replace(controlAnywhereGlobal, '').replace(/[/\\]/g, '');

export const isSingleLine = (text: string) => !/[\r\n]/.test(text);

/** A one-line text without bidi controls; a text with line breaks is shown in a block of its own and kept. */
export const singleLine = (text: string) => (isSingleLine(text) ? text.replace(bidiControls, '') : text);
