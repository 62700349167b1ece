import { describe, expect, it } from 'vitest';
import { durationsIn, experienceYears, statedYears } from './durations.ts';
import { splitSections } from './sections.ts';

describe('lengths of time', () => {
  it('reads English and Arabic lengths in months', () => {
    expect(
      durationsIn('Electrician, Gulf Star (2 years)\nForeman (2 years 11 months)\n3 yrs 2 mos\n(8 months)'),
    ).toEqual([24, 35, 38, 8]);
    expect(durationsIn('سائق (المدة: سنة و10 أشهر)\nسائق ثقيل (المدة: سنتان و11 شهراً)\nالمدة: ٣ سنوات وشهران')).toEqual(
      [22, 35, 38],
    );
  });

  it('reads the total a CV states, not a date', () => {
    expect(statedYears('Sales Manager with 10+ years of experience in FMCG')).toBe(10);
    expect(statedYears('Total Experience: 7 Year(s) 3 Month(s)')).toBe(7.3);
    expect(statedYears('over 8 years’ sales experience')).toBe(8);
    expect(statedYears('مدير مالي بخبرة 12 سنة في المملكة')).toBe(12);
    expect(statedYears('لدي ٨ سنوات من الخبرة')).toBe(8);
    expect(statedYears('Accountant since 2019, Dubai')).toBeUndefined();
  });
});

describe('total years of experience', () => {
  it('adds the lengths written beside positions without dates', () => {
    const text = `Bilal Khan\nCAREER HISTORY\nForeman, Al Waha (2 years)\nElectrician, Gulf Star (4 years 6 months)\nEDUCATION\nDiploma 2006 – 2010`;
    expect(experienceYears(text, splitSections(text), 0, 0)).toBe(6.5);
  });

  it('takes the stated total only when the dates found cover clearly less', () => {
    const text = `Omar Saleh\nSUMMARY\nCivil engineer with 12 years of experience.\nWORK EXPERIENCE\nSite Engineer 2021 – Present`;
    expect(experienceYears(text, splitSections(text), 4.8, 1)).toBe(12);
    expect(experienceYears(text, splitSections(text), 10.5, 3)).toBe(10.5);
  });
});
