// What the wide evaluation scores (for eval-wide.ts): a label's shape, the fields, their goals and how each is
// counted.
import { canonicalSkill } from '../local/skills.ts';
import { type Accepted, type Counts, counts } from './metrics.ts';

export type WideTruth = {
  id: string;
  language: 'en' | 'ar' | 'mixed';
  layout: string;
  generator: string;
  scan: boolean;
  country: string;
  occupation: string;
  asOf: string;
  firstName: Accepted;
  lastName: Accepted;
  /** Father's or other middle names, shown between the given and the family name; not part of lastName. */
  middleName: Accepted | null;
  email: string;
  phone: string | null;
  currentTitle: Accepted | null;
  /** A set made for some fields only (names/) leaves the others out; a field left out is not scored. */
  years?: number;
  educationLevel?: string;
  skills?: Accepted[];
};

export const FIELDS = [
  'skills',
  'skills (Arabic CVs)',
  'phone',
  'email',
  'years±1',
  'firstName',
  'lastName',
  'lastName or middle+last',
  'educationLevel',
  'currentTitle',
] as const;
export type Field = (typeof FIELDS)[number];
export const SINGLE: Field[] = [
  'phone',
  'email',
  'years±1',
  'firstName',
  'lastName',
  'lastName or middle+last',
  'educationLevel',
  'currentTitle',
];

/** The goals, used by --min goals. */
export const GOALS: Partial<Record<Field | 'crashes' | 'p95ms', number>> = {
  skills: 0.85,
  'skills (Arabic CVs)': 0.75,
  phone: 0.95,
  'years±1': 0.85,
  firstName: 0.95,
  lastName: 0.95,
  educationLevel: 0.85,
  crashes: 0,
  p95ms: 300,
};

const LABEL_OF: Partial<Record<Field, keyof WideTruth>> = {
  'years±1': 'years',
  educationLevel: 'educationLevel',
  'skills (Arabic CVs)': 'skills',
};
/** Whether the set labels the field at all. */
export const scored = (truth: WideTruth, field: Field) =>
  (LABEL_OF[field] ?? (field.startsWith('lastName') ? 'lastName' : field)) in truth;

export const skillKey = (s: string) => canonicalSkill(s).normalize('NFKC').toLowerCase().trim();

export type Tally = { fields: Record<Field, Counts>; right: Record<Field, number>; n: Record<Field, number> };
export const tally = (): Tally => ({
  fields: Object.fromEntries(FIELDS.map((f) => [f, counts()])) as Record<Field, Counts>,
  right: Object.fromEntries(FIELDS.map((f) => [f, 0])) as Record<Field, number>,
  n: Object.fromEntries(FIELDS.map((f) => [f, 0])) as Record<Field, number>,
});
