import { describe, expect, it } from 'vitest';
import { canonicalSkill, findSkills } from './skills.ts';

describe('skills taxonomy', () => {
  it('maps synonyms and Arabic names to one skill', () => {
    expect(findSkills('Built apps in JS').map((s) => s.name)).toEqual(['JavaScript']);
    expect(findSkills('تطوير تطبيقات باستخدام جافا سكريبت').map((s) => s.name)).toEqual(['JavaScript']);
    expect(canonicalSkill('جافا سكريبت')).toBe('JavaScript');
    expect(canonicalSkill('reactjs')).toBe('React');
  });

  it('prefers the longest name, so JavaScript is not also Java and React Native is not React', () => {
    expect(findSkills('JavaScript and React Native').map((s) => s.name)).toEqual(['JavaScript', 'React Native']);
  });

  it('does not read everyday words as skills', () => {
    expect(findSkills('I go to excel at sales meetings every spring')).toEqual([]);
  });

  it('quotes the CV line that names the skill, verbatim', () => {
    const text = 'Summary\nLed a team using Docker and Kubernetes in production\nEducation';
    const hits = findSkills(text);
    expect(hits.map((h) => h.name)).toEqual(['Docker', 'Kubernetes']);
    for (const h of hits) expect(text).toContain(h.quote);
  });
});
