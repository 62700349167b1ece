export type SalaryPeriod = 'MONTH' | 'YEAR';
export type SalaryRange = { min: number | null; max: number | null; currency: string | null; period: SalaryPeriod };

const currencyWords: [RegExp, string][] = [
  [/\bSAR\b|\bSR\b|ر\.?\s?س|ريال\s*سعودي/iu, 'SAR'],
  [/\bAED\b|\bDHS?\b|درهم/iu, 'AED'],
  [/\bQAR\b|\bQR\b|ريال\s*قطري|ر\.?\s?ق/iu, 'QAR'],
  [/\bKWD\b|\bKD\b|دينار\s*كويتي|د\.?\s?ك/iu, 'KWD'],
  [/\bBHD\b|\bBD\b|دينار\s*بحريني|د\.?\s?ب/iu, 'BHD'],
  [/\bOMR\b|\bRO\b|ريال\s*عماني|ر\.?\s?ع/iu, 'OMR'],
  [/\bJOD\b|\bJD\b|دينار\s*أردني|دينار/iu, 'JOD'],
  [/\bUSD\b|\$|دولار/iu, 'USD'],
  [/\bEUR\b|€|يورو/iu, 'EUR'],
  [/ريال/u, 'SAR'],
];

const yearly = /\b(year|yearly|annual|annually|annum|p\.?a\.?|yr)\b|سنوي|سنويا|في السنة|بالسنة/iu;

/** Eastern Arabic and Persian digits become ASCII, so "١٥٬٠٠٠" reads as 15000. */
export function asciiDigits(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/gu, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/gu, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/[\u066b]/gu, '.')
    .replace(/[\u066c]/gu, ',');
}

function amounts(text: string): number[] {
  const found: number[] = [];
  for (const match of text.matchAll(/(\d{1,3}(?:[,\s]\d{3})+|\d+(?:\.\d+)?)\s*(k|K|ألف|الف)?/gu)) {
    const value = Number(match[1]!.replace(/[,\s]/g, ''));
    if (!Number.isFinite(value)) continue;
    found.push(match[2] ? value * 1000 : value);
  }
  return found;
}

/** Min, max, currency and period read from free text such as "SAR 15,000 - 20,000 per month" or "15k-20k AED". */
export function parseSalary(text: string): SalaryRange | null {
  const normalized = asciiDigits(text);
  // A "k" after the second number applies to the first too: "15-20k".
  const numbers = amounts(normalized.replace(/(\d+)\s*-\s*(\d+)\s*([kK])\b/gu, '$1$3 - $2$3')).filter((n) => n > 0);
  if (numbers.length === 0) return null;
  const currency = currencyWords.find(([pattern]) => pattern.test(normalized))?.[1] ?? null;
  const period: SalaryPeriod = yearly.test(normalized) ? 'YEAR' : 'MONTH';
  const [first, second] = numbers;
  const min = second === undefined ? first! : Math.min(first!, second);
  const max = second === undefined ? first! : Math.max(first!, second);
  return { min, max, currency, period };
}

/** The monthly [low, high] of a range; null when it has no amount. */
export function monthlyBounds(range: SalaryRange | null): { low: number; high: number } | null {
  if (!range || (range.min === null && range.max === null)) return null;
  const divisor = range.period === 'YEAR' ? 12 : 1;
  const low = (range.min ?? range.max)! / divisor;
  const high = (range.max ?? range.min)! / divisor;
  return { low: Math.round(low), high: Math.round(high) };
}

/** The board's salary buckets, monthly, as [from, to) in the job's currency as posted. */
export const salaryBuckets = {
  'below-10k': [0, 10_000],
  '10k-20k': [10_000, 20_000],
  '20k-35k': [20_000, 35_000],
  '35k-50k': [35_000, 50_000],
  '50k-plus': [50_000, 1_000_000_000],
} as const;
export type SalaryBucket = keyof typeof salaryBuckets;
