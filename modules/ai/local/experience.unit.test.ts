import { describe, expect, it } from 'vitest';
import { experiences, joinWrappedDates } from './experience.ts';

const spans = (text: string) => experiences(text).map((e) => [e.title, e.start, e.end]);

describe('positions held', () => {
  it('puts a range back together when a narrow date cell wrapped it', () => {
    const text = `CAREER HISTORY
JUNE 2025 –\tFinance Manager
PRESENT\tHorizon Real Estate, Pune
SEPTEMBER 2021\tSenior Accountant
– NOVEMBER\tCrescent Holding Group
2023
From 10/2019 to\tAccountant
06/2021\tAl Futuh Trading Co.`;
    expect(spans(text)).toEqual([
      ['Finance Manager', '2025-06', null],
      ['Senior Accountant', '2021-09', '2023-11'],
      ['Accountant', '2019-10', '2021-06'],
    ]);
    expect(joinWrappedDates('Oct 2023 -\tSales Manager\nPresent\tAcme Foods')).toBe(
      'Oct 2023 - Present\tSales Manager\nAcme Foods',
    );
  });

  it('joins a range wrapped in a last column, or whose end shares a cell with the employer', () => {
    expect(joinWrappedDates('Charge Nurse\tCare Plus Clinics 03/08/2022\nProvided care\t– Till date')).toBe(
      'Charge Nurse\tCare Plus Clinics 03/08/2022 – Till date\nProvided care',
    );
    expect(joinWrappedDates('02/24 -\tProject Manager\nPresent Arabian Construction Co., Zarqa')).toBe(
      '02/24 - Present\tProject Manager\nArabian Construction Co., Zarqa',
    );
    expect(
      joinWrappedDates('June 2025 -\tSupervisor\nPresent (1\tTeleConnect BPO\nyear 4\nmonths)\tHandled calls'),
    ).toBe('June 2025 - Present (1 year 4 months)\tSupervisor\nTeleConnect BPO\n\nHandled calls');
    expect(spans('EXPERIENCE\nNovember 3,\tCharge Nurse\n2021 – Present\tMercy Hospital')).toEqual([
      ['Charge Nurse', '2021-11', null],
    ]);
  });

  it('reads From/To lines of a word-processor table and entries under a heading it does not know', () => {
    expect(spans('EXPERIENCE\nFrom: 01/2015\tElectrician\nTo: 03/2018\tGulf Star Contracting')).toEqual([
      ['Electrician', '2015-01', '2018-03'],
    ]);
    const text = `ABOUT ME\nA driver.\nWHERE I'VE WORKED\nCity Link Couriers\tFeb 2020 –\nSenior Driver\nEDUCATION\nHigh school 2010 – 2013`;
    expect(spans(text)).toEqual([['Senior Driver', '2020-02', null]]);
  });

  it('keeps right-to-left ranges written end first apart', () => {
    const text = 'محاسب أول\tالراجحي, إربد\t2023 – 2018\nمحاسب\tأرامكس, إربد\t2018 – 2016';
    expect(joinWrappedDates(text)).toBe(text);
  });

  it('reads start and end years stacked in a date cell', () => {
    expect(
      spans(
        'EXPERIENCE\n2019\tProject Manager\nPresent\tArabian Construction\n2014\tSite Engineer\n2019\tGulf Builders',
      ),
    ).toEqual([
      ['Project Manager', '2019-01', null],
      ['Site Engineer', '2014-01', '2019-01'],
    ]);
  });

  it('leaves cells alone that do not make one range together', () => {
    // Single start years listed newest first; (oldest first they would read as one stacked range).
    const text = '2018\tAuditor\n2015\tAccountant\nJan 2019 – Present\tManager';
    expect(joinWrappedDates(text)).toBe(text);
  });

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

  it('does not count internships and trainee posts, but keeps a management trainee', () => {
    const text = `WORK EXPERIENCE
2018	Current	Sous Chef
	Grand Hotel
2012	2017	Commis Chef
2011	2012	Kitchen Trainee
Summer Intern, Mindcraft Labs, May 2010 – Jul 2010
متدرب صيفي، شركة الكهرباء، 2009 - 2009
Management Trainee, Gulf Bank, 2008 – 2010`;
    expect(spans(text).map(([title]) => title)).toEqual(['Sous Chef', 'Commis Chef', 'Management Trainee']);
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

  it('reads positions under an experience heading it does not list, printed after the education', () => {
    const text = `EDUCATION
B.Sc. Nursing — University of Kochi\t2008 – 2012
Employment Details
Staff Nurse\tJAN 2015 – MARCH 2019
Al Salam Medical Center, Riyadh, Saudi Arabia`;
    expect(spans(text)).toEqual([['Staff Nurse', '2015-01', '2019-03']]);
  });

  it('keeps an Arabic grid row whose end cell says "present" apart from the row below', () => {
    const text = 'الخبرات العملية\nلغاية الآن\tمايو 2016\nأبريل 2016\tأغسطس 2012';
    expect(joinWrappedDates(text)).toBe(text);
    expect(spans(text).map(([, start, end]) => [start, end])).toEqual([
      ['2016-05', null],
      ['2012-08', '2016-04'],
    ]);
  });
});
