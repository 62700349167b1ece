// Every CV of the set, in the order of their ids (batch 1 first).
import type { Spec } from '../cv-spec.ts';
import { BATCH1_ENGLISH_FIRST } from './batch1-english-first.ts';
import { BATCH1_ENGLISH_REST_ARABIC } from './batch1-english-rest-arabic.ts';
import { BATCH1_BILINGUAL } from './batch1-bilingual.ts';
import { BATCH2 } from './batch2.ts';
import { BATCH3 } from './batch3.ts';
import { BATCH4 } from './batch4.ts';
import { BATCH5 } from './batch5.ts';
import { BATCH6 } from './batch6.ts';
import { BATCH7 } from './batch7.ts';

export const SPECS: Spec[] = [
  ...BATCH1_ENGLISH_FIRST,
  ...BATCH1_ENGLISH_REST_ARABIC,
  ...BATCH1_BILINGUAL,
  ...BATCH2,
  ...BATCH3,
  ...BATCH4,
  ...BATCH5,
  ...BATCH6,
  ...BATCH7,
];
