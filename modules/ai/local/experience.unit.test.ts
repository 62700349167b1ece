import { describe, expect, it } from 'vitest';
import { experiences } from './experience.ts';

const spans = (text: string) => experiences(text).map((e) => [e.title, e.start, e.end]);

describe('positions held', () => {
  it('counts jobs, not activities, societies, volunteering or studies', () => {
    const text = `WORK EXPERIENCE
Senior Accountant – Deloitte
Dec 2014 to present
Volunteer tutor, community literacy initiative 2012 - 2013
President, Debating Society
2010 - 2011
EXTRACURRICULAR ACTIVITIES
Blog writer 2016 - 2019
EDUCATION
B.Com 2010 - 2013`;
    expect(spans(text)).toEqual([['Senior Accountant', '2014-12', null]]);
  });

  it('keeps a coach employed by a club, and a job at a university', () => {
    expect(spans('الخبرة العملية\nمدرب لياقة بدنية\nنادي الوحدات, الجيزة | 2024 – حتى الآن')).toEqual([
      ['مدرب لياقة بدنية', '2024-01', null],
    ]);
    expect(spans('Experience\nAccountant, King Saud University\nJan 2019 – Dec 2020')).toEqual([
      ['Accountant', '2019-01', '2020-12'],
    ]);
  });

  it('reads a title after the date and drops a city cell glued to it', () => {
    expect(spans('Experience\n12/2022 – Now Express Logistics LLC, Lima Warehouse Manager')).toEqual([
      ['Warehouse Manager', '2022-12', null],
    ]);
  });
});
