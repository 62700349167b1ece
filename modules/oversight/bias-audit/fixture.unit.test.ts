/**
 * The seeded data's known answers: every rate and ratio of the report over the fixture, recomputed here with plain
 * arithmetic over the raw lines (Local Law 144: selection rate = selected / people in the group; impact ratio = rate /
 * the highest rate of the groups shown), without the production code's helpers.
 */
import { describe, expect, it } from 'vitest';
import { fixturePeople } from './fixture.ts';
import { biasAudit } from './report.ts';
import { expectedTable, GROUPS, STAGES } from './test-expected.ts';

const people = fixturePeople();
const audit = biasAudit(
  people.map((p) => ({ jobId: p.job, jobTitle: p.job, reached: p.reached, answers: p.answers })),
  ['sex', 'ageBand'],
);

describe('the seeded bias audit, recomputed independently', () => {
  it('has every job, stage and category, sex × age band included', () => {
    expect(audit.map((j) => [j.jobId, j.applications])).toEqual([
      ['A', 28],
      ['B', 10],
    ]);
    for (const job of audit)
      expect(job.tables.map((t) => `${t.stage}/${t.question}`)).toEqual(
        STAGES.slice(1).flatMap((s) => Object.keys(GROUPS).map((c) => `${s}/${c}`)),
      );
  });

  it('gives the hand-counted rate and ratio of every group, suppressing groups under 5 and flagging under 0.8', () => {
    let suppressed = 0;
    let flagged = 0;
    for (const job of audit)
      for (const table of job.tables) {
        const expected = expectedTable(people, job.jobId, table.stage, table.question);
        expect(table.groups.map((g) => g.group)).toEqual(Object.keys(expected));
        for (const line of table.groups) {
          const e = expected[line.group]!;
          const where = `${job.jobId} ${table.stage} ${table.question} ${line.group}`;
          if (e.suppressed) {
            expect(line, where).toMatchObject({
              suppressed: true,
              considered: null,
              selectionRate: null,
              flagged: false,
            });
            suppressed += 1;
            continue;
          }
          expect([line.considered, line.selected], where).toEqual([e.considered, e.selected]);
          expect(line.selectionRate, where).toBeCloseTo(e.rate, 12);
          if (e.ratio === null) expect(line.impactRatio, where).toBeNull();
          else expect(line.impactRatio, where).toBeCloseTo(e.ratio, 12);
          expect(line.flagged, where).toBe(e.ratio !== null && e.ratio < 0.8);
          if (line.flagged) flagged += 1;
        }
      }
    // The fixture is built to show both rules at work.
    expect(suppressed).toBeGreaterThan(0);
    expect(flagged).toBeGreaterThan(0);
  });

  it('job A, sex × age band, reviewed: the figures a person can check on the screen', () => {
    const table = audit[0]!.tables.find((t) => t.stage === 'reviewed' && t.question === 'sexByAgeBand')!;
    const line = (group: string) => table.groups.find((g) => g.group === group)!;
    // Women 25–34: 5 of 7 reviewed, the highest rate shown; women 35–44: 3 of 5; men 25–34: 4 of 6.
    expect(line('female:25to34')).toMatchObject({ considered: 7, selected: 5, impactRatio: 1 });
    expect(line('female:35to44')).toMatchObject({ considered: 5, selected: 3 });
    expect(line('female:35to44').impactRatio).toBeCloseTo(3 / 5 / (5 / 7), 12); // 0.84
    expect(line('male:25to34').impactRatio).toBeCloseTo(4 / 6 / (5 / 7), 12); // 0.933
    // Men under 25: 4 people, fewer than five.
    expect(line('male:under25')).toMatchObject({ suppressed: true, considered: null });
  });
});
