import { describe, expect, it } from 'vitest';
import { findName } from './names.ts';

const name = (text: string) => findName(text);

describe('the candidate name', () => {
  it('is never a document title or a job-site banner', () => {
    expect(name('Curriculum Vitae\nAhmad Khalil\nAmman, Jordan')).toMatchObject({ first: 'Ahmad', last: 'Khalil' });
    expect(name('السيرة الذاتية\nمحمد أحمد العلي\nالرياض')).toMatchObject({ first: 'محمد', last: 'العلي' });
    expect(name('RESUME\nPriya Sharma\nBangalore, India')).toMatchObject({ first: 'Priya', last: 'Sharma' });
    expect(name('Featured Resume\nJohn Carter\nDallas, TX 75201')).toMatchObject({ first: 'John', last: 'Carter' });
  });

  it('drops a banner glued to the name', () => {
    expect(name('Maria Lopez Featured Resume\nLima, Perú')).toMatchObject({ full: 'Maria Lopez' });
    expect(name('Curriculum Vitae: Omar Saleh')).toMatchObject({ first: 'Omar', last: 'Saleh' });
  });

  it('is not the job title on the first line', () => {
    expect(name('Senior Accountant\nLayla Hassan\nDubai, UAE')).toMatchObject({ first: 'Layla', last: 'Hassan' });
    expect(name('مهندس برمجيات\nسارة خالد')).toMatchObject({ first: 'سارة', last: 'خالد' });
  });

  it('joins a name wrapped over two lines, and turns "SURNAME, Given" round', () => {
    expect(name('AHMED\nHASSAN\nCivil Engineer\nCairo, Egypt')).toMatchObject({ first: 'Ahmed', last: 'Hassan' });
    expect(name('NGUYEN, Thi Lan\nHanoi')).toMatchObject({ first: 'Thi Lan', last: 'Nguyen' });
  });

  it('takes the family name without middle names, with its particles', () => {
    expect(name('Rajesh Kumar Sharma\nPune')).toMatchObject({ first: 'Rajesh', last: 'Sharma' });
    expect(name('Lina Majed Al Sayed')).toMatchObject({ first: 'Lina', last: 'Al Sayed' });
    expect(name('محمد عبد الله')).toMatchObject({ first: 'محمد', last: 'عبد الله' });
    expect(name('Trần Thị Minh\nHo Chi Minh City')).toMatchObject({ first: 'Minh', last: 'Trần' });
  });

  it('strips contact details written on the name line', () => {
    expect(name('73002 38755\nRajesh Nair rajeshnair84@outlook.com\nPune')).toMatchObject({
      first: 'Rajesh',
      last: 'Nair',
    });
  });

  it('skips places, contact lines and honorifics', () => {
    expect(name('Dubai UAE\n+971 50 123 4567\nEng. Khaled Mansour')).toMatchObject({
      first: 'Khaled',
      last: 'Mansour',
    });
    expect(name('Name: Carlos Lima\nPhone: 987 654 321')).toMatchObject({ first: 'Carlos', last: 'Lima' });
  });
});
