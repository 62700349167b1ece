import { applicationsPersonalData } from '@tawzeef/applications';
import type { PersonalDataRule } from '@tawzeef/shared';
import type { ReadModelTx } from '../db.ts';
import type { ErasedSubject } from '../erasure/placeholders.ts';
import { AnalyticsBatch } from './batch.ts';
import { contributionOf } from './row.ts';

/** Whether the skills the CV analysis matched are sealed (read when needed: that module imports this package). */
const matchedSkillsSealed = () => {
  const rule = applicationsPersonalData.CvAnalyzed as PersonalDataRule | string;
  return typeof rule !== 'string' && rule.fields.includes('results.skillsMatch.matched');
};

/**
 * `PersonalDataErased` of an application: counts, stages and scores are business facts and stay; the skills its CV
 * matched are sealed with the applicant's data, so a replay no longer finds them: they leave the skill counts here too.
 */
export async function eraseAnalytics(tx: ReadModelTx, { subject, kind }: ErasedSubject): Promise<void> {
  if (kind !== 'application' || !matchedSkillsSealed()) return;
  const batch = new AnalyticsBatch(tx);
  const app = await batch.application(subject);
  if (!app || app.row.skills.length === 0) return;
  const next = { ...app.row, skills: [] };
  batch.putApplication({ ...app, row: next });
  batch.move(contributionOf(app.row), contributionOf(next));
  await batch.flush();
}
