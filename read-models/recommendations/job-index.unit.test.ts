import { describe, expect, it } from 'vitest';
import { canonicalSkill } from '@tawzeef/ai';
import { skillKeys } from './job-index.ts';

describe('skill keys: one taxonomy for the CV and the job', () => {
  const key = skillKeys(canonicalSkill);

  it('names a skill by its canonical name under any synonym, case or Arabic name', () => {
    expect(new Set(['React', 'React.js', 'ReactJS', 'reactjs', ' react ', 'رياكت'].map(key))).toEqual(
      new Set(['react']),
    );
    expect(new Set(['JavaScript', 'JS', 'جافا سكريبت', 'جافاسكريبت'].map(key))).toEqual(new Set(['javascript']));
    expect(new Set(['Accounting', 'المحاسبة', 'Bookkeeping'].map(key))).toEqual(new Set(['accounting']));
    expect(new Set(['Node.js', 'NodeJS', 'node.js'].map(key))).toEqual(new Set(['node.js']));
  });

  it('keeps distinct skills apart and compares an unknown name as written, case-insensitively', () => {
    expect(key('React')).not.toBe(key('React Native'));
    expect(key('Java')).not.toBe(key('JavaScript'));
    expect(key('Zorblax   Pipelines')).toBe('zorblax pipelines');
    expect(key('  ')).toBe('');
  });

  it('asks the taxonomy once per spelling', () => {
    const asked: string[] = [];
    const counted = skillKeys((name) => {
      asked.push(name);
      return canonicalSkill(name);
    });
    for (let i = 0; i < 1000; i++) counted(i % 2 ? 'React.js' : 'ReactJS');
    expect(asked).toEqual(['ReactJS', 'React.js']);
  });
});
