/** The browser flag of the spec's dashboard CV prompt. */
export const cvPromptFlag = 'hasShownCVPrompt';

export function cvPromptShown(): boolean {
  try {
    return window.localStorage.getItem(cvPromptFlag) !== null;
  } catch {
    return false;
  }
}

export function markCvPromptShown(): void {
  try {
    window.localStorage.setItem(cvPromptFlag, 'true');
  } catch {
    // Private windows may refuse storage; the prompt then simply shows again next time.
  }
}

/** Shown only to a candidate without a CV (or whose CVs could not be read) while the flag is unset. */
export function shouldShowCvPrompt(cvCount: number | null, flagSet: boolean): boolean {
  if (flagSet) return false;
  return cvCount === null || cvCount === 0;
}
