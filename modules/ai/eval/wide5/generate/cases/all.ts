// Every CV of the set, in the order of their ids.
import type { Case } from '../case.ts';
import { BATCH1_FIRST } from './batch1-first.ts';
import { BATCH1_REST } from './batch1-rest.ts';
import { BATCH2 } from './batch2.ts';

export const CASES: Case[] = [...BATCH1_FIRST, ...BATCH1_REST, ...BATCH2];
