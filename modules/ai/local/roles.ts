import { foldString } from './normalize.ts';
import roleFamilies from './role-families.json' with { type: 'json' };

/** What the local engine knows about a family of roles; job texts combine it with the job's own fields. */
export type RoleFamily = {
  id: string;
  keywords: string[];
  department: string;
  field: string;
  mission: string;
  skills: string[];
  duties: string[];
  education: string;
  /** Monthly pay in US dollars at mid level in Saudi Arabia, the reference market. */
  baseUsd: number;
};

// Role families live in a data file, maintained like the skills taxonomy.
export const FAMILIES: RoleFamily[] = roleFamilies.families;
export const GENERIC: RoleFamily = roleFamilies.generic;

export function familyFor(...texts: Array<string | undefined>): RoleFamily {
  const hay = ` ${foldString(texts.filter(Boolean).join(' '))} `;
  let best: { f: RoleFamily; score: number } | undefined;
  for (const f of FAMILIES) {
    const score = f.keywords.filter((k) => hay.includes(foldString(k))).reduce((s, k) => s + k.length, 0);
    if (score > 0 && (!best || score > best.score)) best = { f, score };
  }
  return best?.f ?? GENERIC;
}

export const COUNTRY_PAY: Record<string, { currency: string; perUsd: number; factor: number }> = {
  'saudi arabia': { currency: 'SAR', perUsd: 3.75, factor: 1 },
  uae: { currency: 'AED', perUsd: 3.67, factor: 1.05 },
  'united arab emirates': { currency: 'AED', perUsd: 3.67, factor: 1.05 },
  qatar: { currency: 'QAR', perUsd: 3.64, factor: 1.1 },
  kuwait: { currency: 'KWD', perUsd: 0.307, factor: 1 },
  bahrain: { currency: 'BHD', perUsd: 0.376, factor: 0.85 },
  oman: { currency: 'OMR', perUsd: 0.385, factor: 0.85 },
  jordan: { currency: 'JOD', perUsd: 0.709, factor: 0.35 },
  egypt: { currency: 'EGP', perUsd: 48, factor: 0.15 },
  lebanon: { currency: 'USD', perUsd: 1, factor: 0.4 },
};

export const LEVEL_PAY: Record<string, number> = { ENTRY: 0.6, MID: 1, SENIOR: 1.45, EXECUTIVE: 2.2 };
export const LEVEL_EXPERIENCE: Record<string, string> = {
  ENTRY: '0-1 years',
  MID: '3-5 years',
  SENIOR: '5-7 years',
  EXECUTIVE: '7+ years',
};
