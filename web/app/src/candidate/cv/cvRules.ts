import { MAX_CV_BYTES } from '@tawzeef/applications/rules';
import type { TFunction } from 'i18next';
import { ApiError } from '../../api/client.ts';
import { errorText } from '../../forms/messages.ts';

export const maxCvBytes = MAX_CV_BYTES;

/** The spec's client checks before any upload: PDF only, at most 10 MB. Returns a translation key or null. */
export function cvFileProblem(file: File): 'cvManager.onlyPdf' | 'cvManager.tooLarge' | null {
  const pdf = file.type === 'application/pdf' || (!file.type && /\.pdf$/i.test(file.name));
  if (!pdf) return 'cvManager.onlyPdf';
  if (file.size > maxCvBytes) return 'cvManager.tooLarge';
  return null;
}

/** Bytes, KB, MB or GB with up to 2 decimals, as the spec shows sizes. */
export function formatSize(t: TFunction, bytes: number | null | undefined): string {
  const value = Math.max(0, bytes ?? 0);
  const units = ['bytes', 'kb', 'mb', 'gb'] as const;
  let index = 0;
  let amount = value;
  while (amount >= 1024 && index < units.length - 1) {
    amount /= 1024;
    index += 1;
  }
  const rounded = String(Math.round(amount * 100) / 100);
  return t(`cvManager.units.${units[index] ?? 'bytes'}`, { value: rounded });
}

export type CvDisplayStatus = 'current' | 'processing' | 'error' | 'uploaded';

/** PROCESSED is current, PROCESSING processing, ERROR error, anything else uploaded. */
export function cvDisplayStatus(status: string): CvDisplayStatus {
  if (status === 'PROCESSED') return 'current';
  if (status === 'PROCESSING') return 'processing';
  if (status === 'ERROR') return 'error';
  return 'uploaded';
}

const knownCodes: Record<string, string> = {
  'CV.TOO_LARGE': 'cvManager.tooLarge',
  'CV.UNSUPPORTED_MEDIA_TYPE': 'cvManager.onlyPdf',
  'CV.ENCRYPTED': 'cvManager.encrypted',
  'APPLICATION.ALREADY_APPLIED': 'applyPage.alreadyApplied',
};

/** A failed CV or apply call in the page's language: the spec's texts for the codes this area knows. */
export function candidateErrorText(t: TFunction, error: unknown, fallbackKey: string): string {
  if (error instanceof ApiError) {
    const key = knownCodes[error.code] ?? (error.status === 413 ? 'cvManager.tooLarge' : undefined);
    if (key) return (t as unknown as (k: string) => string)(key);
    if (error.status === 415) return t('cvManager.onlyPdf');
  }
  return errorText(t, error, fallbackKey);
}
