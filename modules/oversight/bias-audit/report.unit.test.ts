import { describe, expect, it } from 'vitest';
import { auditStages, selectionStages, type SelfIdAnswers } from './categories.ts';
import { fixtureLines } from './fixture.ts';
import { biasAudit, type AuditApplication, type JobAudit } from './report.ts';

const applicationsOf = (lines: typeof fixtureLines): AuditApplication[] =>
  lines.flatMap((line) =>
    Array.from({ length: line.people }, () => ({
      jobId: line.job,
      jobTitle: `Job ${line.job}`,
      reached: line.reached,
      answers: line.answers,
    })),
  );

const lineOf = (audit: JobAudit[], job: string, stage: string, question: string, group: string) => {
  const table = audit.find((j) => j.jobId === job)!.tables.find((t) => t.stage === stage && t.question === question);
  return table!.groups.find((g) => g.group === group)!;
};

describe('bias audit on the seeded applicants (rates and ratios worked out by hand)', () => {
  const audit = biasAudit(applicationsOf(fixtureLines), ['sex', 'ageBand']);
  const at = (job: string, stage: string, question: string, group: string) =>
    lineOf(audit, job, stage, question, group);

  it('counts each job apart', () => {
    expect(audit.map((j) => [j.jobId, j.applications])).toEqual([
      ['A', 28],
      ['B', 10],
    ]);
  });

  it('job A, sex: women 12, men 10, not disclosed 6', () => {
    // Reached reviewed or later: women 8 of 12, men 8 of 10. The men's rate is the highest.
    expect(at('A', 'reviewed', 'sex', 'female')).toMatchObject({ considered: 12, selected: 8, flagged: false });
    expect(at('A', 'reviewed', 'sex', 'female').selectionRate).toBeCloseTo(8 / 12, 10);
    expect(at('A', 'reviewed', 'sex', 'female').impactRatio).toBeCloseTo(8 / 12 / (8 / 10), 10); // 0.833
    expect(at('A', 'reviewed', 'sex', 'male').impactRatio).toBe(1);
    // Not disclosed (6: five prefer not to say, one gave no answers at all): shown without a ratio.
    expect(at('A', 'reviewed', 'sex', 'preferNot')).toMatchObject({
      disclosed: false,
      considered: 6,
      selected: 3,
      impactRatio: null,
      flagged: false,
    });
    // Interview, of those reviewed: women 6 of 8, men 6 of 8.
    expect(at('A', 'interview', 'sex', 'female')).toMatchObject({ considered: 8, selected: 6, impactRatio: 1 });
    expect(at('A', 'interview', 'sex', 'male')).toMatchObject({ considered: 8, selected: 6, impactRatio: 1 });
    // Offer, of those interviewed: women 3 of 6 (0.5), men 4 of 6: ratio 0.75, under four fifths.
    expect(at('A', 'offer', 'sex', 'female')).toMatchObject({ considered: 6, selected: 3, flagged: true });
    expect(at('A', 'offer', 'sex', 'female').impactRatio).toBeCloseTo(3 / 6 / (4 / 6), 10);
    expect(at('A', 'offer', 'sex', 'male')).toMatchObject({ considered: 6, selected: 4, impactRatio: 1 });
    // Hired, of those offered: women 3, men 4: both fewer than five, so nothing is shown.
    for (const group of ['female', 'male'])
      expect(at('A', 'hired', 'sex', group)).toEqual({
        group,
        disclosed: true,
        suppressed: true,
        considered: null,
        selected: null,
        selectionRate: null,
        impactRatio: null,
        flagged: false,
      });
  });

  it('job A, age band: a suppressed group is never the reference', () => {
    // under25 (4 people, all reviewed: rate 1) is suppressed; 25to34 9 of 13 is the reference, 35to44 5 of 8.
    expect(at('A', 'reviewed', 'ageBand', 'under25')).toMatchObject({ suppressed: true, selectionRate: null });
    expect(at('A', 'reviewed', 'ageBand', '25to34')).toMatchObject({ considered: 13, selected: 9, impactRatio: 1 });
    const older = at('A', 'reviewed', 'ageBand', '35to44');
    expect(older).toMatchObject({ considered: 8, selected: 5, flagged: false });
    expect(older.impactRatio).toBeCloseTo(5 / 8 / (9 / 13), 10); // 65/72 = 0.903
    // Interview: 25to34 7 of 9, 35to44 3 of 5: (3/5)/(7/9) = 27/35 = 0.771, flagged.
    const interview = at('A', 'interview', 'ageBand', '35to44');
    expect(interview).toMatchObject({ considered: 5, selected: 3, flagged: true });
    expect(interview.impactRatio).toBeCloseTo(27 / 35, 10);
    // Groups nobody answered are suppressed, as is the not-disclosed line of 3.
    expect(at('A', 'reviewed', 'ageBand', '45to54').suppressed).toBe(true);
    expect(at('A', 'reviewed', 'ageBand', 'preferNot').suppressed).toBe(true);
    // Offer: 25to34 4 of 7 is the only group shown, so it is its own reference.
    expect(at('A', 'offer', 'ageBand', '25to34')).toMatchObject({ considered: 7, selected: 4, impactRatio: 1 });
    expect(at('A', 'offer', 'ageBand', '35to44').suppressed).toBe(true);
  });

  it('job B: a group nobody selected has ratio 0; a stage nobody passed has no ratios', () => {
    expect(at('B', 'reviewed', 'sex', 'female')).toMatchObject({ considered: 5, selected: 5, impactRatio: 1 });
    expect(at('B', 'reviewed', 'sex', 'male')).toMatchObject({ considered: 5, selected: 0, impactRatio: 0 });
    expect(at('B', 'reviewed', 'sex', 'male').flagged).toBe(true);
    expect(at('B', 'interview', 'sex', 'male').suppressed).toBe(true);
    expect(at('B', 'offer', 'sex', 'female')).toMatchObject({
      considered: 5,
      selected: 0,
      selectionRate: 0,
      impactRatio: null,
      flagged: false,
    });
  });
});

describe('bias audit against a plain independent count', () => {
  // A deterministic pseudo-random population, audited twice: by the report and by loops written here.
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const choose = <T>(values: readonly T[]) => values[Math.floor(next() * values.length)]!;
  const sexes = ['female', 'male', 'preferNot', undefined] as const;
  const apps: AuditApplication[] = Array.from({ length: 400 }, () => {
    const sex = choose(sexes);
    const answers: SelfIdAnswers | null = sex === undefined ? null : { sex };
    return { jobId: choose(['J1', 'J2']), jobTitle: 'Job', reached: choose(auditStages), answers };
  });
  const audit = biasAudit(apps, ['sex']);

  it('matches for every job, stage and group', () => {
    for (const job of ['J1', 'J2'])
      selectionStages.forEach((stage, i) => {
        const rates: Record<string, number> = {};
        const counts: Record<string, [number, number]> = {};
        for (const group of ['female', 'male', 'preferNot']) {
          let considered = 0;
          let selected = 0;
          for (const a of apps) {
            if (a.jobId !== job || (a.answers?.sex ?? 'preferNot') !== group) continue;
            const reached = auditStages.indexOf(a.reached);
            if (reached >= i) considered++;
            if (reached >= i + 1) selected++;
          }
          counts[group] = [considered, selected];
          if (group !== 'preferNot' && considered >= 5) rates[group] = selected / considered;
        }
        const best = Math.max(...Object.values(rates));
        for (const group of ['female', 'male']) {
          const line = lineOf(audit, job, stage, 'sex', group);
          const [considered, selected] = counts[group]!;
          if (considered < 5) expect(line.suppressed).toBe(true);
          else {
            expect([line.considered, line.selected]).toEqual([considered, selected]);
            expect(line.impactRatio).toBeCloseTo(selected / considered / best, 10);
            expect(line.flagged).toBe(selected / considered / best < 0.8);
          }
        }
      });
  });
});
