/**
 * The bias audit's figures for the seeded fixture, counted by hand for the tests (fixture.unit.test.ts, the HTTP and
 * seed tests): plain loops over the raw people, none of the production code's helpers. Local Law 144's method:
 * selection rate = selected / people in the group considered; impact ratio = rate / the highest rate of the groups
 * shown; groups under 5 are not shown; "not disclosed" has no ratio.
 */
import type { FixturePerson } from './fixture.ts';

export const STAGES = ['applied', 'reviewed', 'interview', 'offer', 'hired'];
const SEXES = ['female', 'male'];
const AGES = ['under25', '25to34', '35to44', '45to54', '55plus'];
export const GROUPS: Record<string, string[]> = {
  sex: SEXES,
  ageBand: AGES,
  sexByAgeBand: SEXES.flatMap((s) => AGES.map((a) => `${s}:${a}`)),
};

function groupOf(p: FixturePerson, category: string): string {
  const sex = p.answers?.sex;
  const age = p.answers?.ageBand;
  const value =
    category === 'sex'
      ? sex
      : category === 'ageBand'
        ? age
        : sex && age && sex !== 'preferNot' && age !== 'preferNot'
          ? `${sex}:${age}`
          : undefined;
  return value && value !== 'preferNot' ? value : 'preferNot';
}

type Expected = { considered: number; selected: number; rate: number; ratio: number | null; suppressed: boolean };

/** Everything the report should say about one job, stage and category, counted by hand. */
export function expectedTable(people: FixturePerson[], job: string, stage: string, category: string) {
  const before = STAGES.indexOf(stage) - 1;
  const counts: Record<string, Expected> = {};
  for (const group of [...GROUPS[category]!, 'preferNot']) {
    let considered = 0;
    let selected = 0;
    for (const p of people) {
      if (p.job !== job || groupOf(p, category) !== group) continue;
      const reached = STAGES.indexOf(p.reached);
      if (reached >= before) considered += 1;
      if (reached > before) selected += 1;
    }
    const rate = considered === 0 ? 0 : selected / considered;
    counts[group] = { considered, selected, rate, ratio: null, suppressed: considered < 5 };
  }
  let highest = 0;
  for (const group of GROUPS[category]!)
    if (!counts[group]!.suppressed) highest = Math.max(highest, counts[group]!.rate);
  for (const group of GROUPS[category]!) {
    const c = counts[group]!;
    if (!c.suppressed && highest > 0) c.ratio = c.rate / highest;
  }
  return counts;
}
