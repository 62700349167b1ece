import { describe, expect, it } from 'vitest';
import { findEducation, highestLevel } from './education.ts';

const level = (text: string) => highestLevel(findEducation(text));

describe('education level', () => {
  it('reads Arabic degrees, with or without the article and a conjunction', () => {
    expect(level('بكالوريوس هندسة مدنية – الجامعة الأردنية، 2012')).toBe('BACHELOR');
    expect(level('ماجستير إدارة أعمال، جامعة الملك سعود')).toBe('MASTER');
    expect(level('دكتوراه في الكيمياء')).toBe('PHD');
    expect(level('دبلوم محاسبة، كلية عمان')).toBe('DIPLOMA');
    expect(level('شهادة الثانوية العامة – الفرع العلمي')).toBe('HIGH_SCHOOL');
    expect(level('ثانوية عامة، 2010')).toBe('HIGH_SCHOOL');
    expect(level('والماجستير في القانون')).toBe('MASTER');
  });

  it('reads Spanish degrees and Indian ones', () => {
    expect(level('Licenciatura en Administración, Universidad de Lima')).toBe('BACHELOR');
    expect(level('Bachiller en Ingeniería Industrial – PUCP')).toBe('BACHELOR');
    expect(level('Maestría en Finanzas, ESAN, 2019')).toBe('MASTER');
    expect(level('Doctorado en Economía')).toBe('PHD');
    expect(level('MCA, Anna University, 2011')).toBe('MASTER');
    expect(level('B.Com, University of Mumbai\nC.A., ICAI, 2014')).toBe('BACHELOR');
    expect(level('C.A. Final, ICAI, 2014')).toBe('CERTIFICATION');
  });

  it('does not take an exchange semester or a "Scrum Master" for a degree', () => {
    expect(level('Exchange semester, Master programme, TU Munich, 2016\nB.Sc. Computer Science, 2017')).toBe(
      'BACHELOR',
    );
    expect(level('Certified Scrum Master')).toBe('NONE');
    expect(level('MS Excel, MS Office')).toBe('NONE');
  });
});

describe('degree and institution', () => {
  const first = (text: string) => {
    const [entry] = findEducation(text);
    return { degree: entry?.degree, institution: entry?.institution, endYear: entry?.endYear };
  };
  it('takes the whole institution part of the line, not a bare "University", and keeps years out', () => {
    expect(first('B.Sc. Computer Science, Yarmouk University, 2016 – 2020')).toEqual({
      degree: 'B.Sc. Computer Science',
      institution: 'Yarmouk University',
      endYear: 2020,
    });
    expect(first('Bachelor of Software Engineering, American University of Sharjah, 2019')).toEqual({
      degree: 'Bachelor of Software Engineering',
      institution: 'American University of Sharjah',
      endYear: 2019,
    });
    expect(first('بكالوريوس هندسة مدنية – الجامعة الأردنية، 2012')).toEqual({
      degree: 'بكالوريوس هندسة مدنية',
      institution: 'الجامعة الأردنية',
      endYear: 2012,
    });
    expect(first('MBA | INSEAD (2018)')).toMatchObject({ degree: 'MBA', endYear: 2018 });
    expect(first('BSc in Physics at University of Jordan')).toMatchObject({
      degree: 'BSc in Physics',
      institution: 'University of Jordan',
    });
  });
});
