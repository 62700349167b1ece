import { describe, expect, it } from 'vitest';
import { findName } from './names.ts';

const name = (text: string) => findName(text);

describe('the candidate name', () => {
  it('takes the name from a line it shares with the job title or a kunya', () => {
    expect(findName('x', [['Mrs. Layla Mansour — HR Business Partner']])).toMatchObject({
      first: 'Layla',
      last: 'Mansour',
    });
    expect(findName('x', [['Ayesha Siddiqui, Senior HR Generalist']])).toMatchObject({
      first: 'Ayesha',
      last: 'Siddiqui',
    });
    expect(findName('x', [['أبو يوسف – محمود أحمد الشناوي']])).toMatchObject({ first: 'محمود', last: 'الشناوي' });
    // A title first: what follows is the employer, not a name.
    expect(findName('x', [['Project Engineer – Saudi Binladin']]).first).toBe('');
  });

  it('turns round a family name and given names both in capitals', () => {
    expect(findName('x', [['BAUTISTA, MARIA CRISTINA']])).toMatchObject({ first: 'Maria Cristina', last: 'Bautista' });
  });

  it('finds a name printed only in a running footer or spelled only by the e-mail address', () => {
    const body =
      'Tel: 077 920 4415 | hkhalil92@gmail.com | Zarqa, Jordan\nWORK EXPERIENCE\nTeam Leader\nZain, 2021 – Now';
    expect(findName(`${body}\nKHALIL, Hamza — CV — 1/1`)).toMatchObject({ first: 'Hamza', last: 'Khalil' });
    expect(findName(`${body}\nImran Qureshi · Curriculum Vitae`)).toMatchObject({ first: 'Imran', last: 'Qureshi' });
    expect(findName('Mob. 0100.284.6613 | mostafa.abdelrahman@gmail.com\nEXPERIENCE\nElectrician')).toMatchObject({
      first: 'Mostafa',
      last: 'Abdelrahman',
    });
    expect(findName('Email: info.jobs@example.com\nEXPERIENCE\nElectrician').first).toBe('');
  });

  it("reads a form's surname and first-name fields, even with the label wrapped", () => {
    expect(
      name('Surname(s) BECKER\nMobile: +49 151 72965406\nFirst\tLukas\tEmail: l@example.com\nname(s)'),
    ).toMatchObject({
      first: 'Lukas',
      last: 'Becker',
    });
    expect(name('Last name: Kowalska\nFirst name: Anna\nWarsaw, Poland')).toMatchObject({
      first: 'Anna',
      last: 'Kowalska',
    });
    // One field alone is not enough to trust the label.
    expect(name('Rana Haddad\nFirst aid: certified')).toMatchObject({ first: 'Rana', last: 'Haddad' });
  });

  it('reads a name in a table row beside its label', () => {
    expect(name('Full Name\tJennifer L. Brooks\nCurrent Position\tSales Manager')).toMatchObject({
      first: 'Jennifer',
      last: 'Brooks',
    });
    expect(name('Full Name Sami Georges Nassar\nMobile +971 50 123 4567')).toMatchObject({
      first: 'Sami',
      last: 'Nassar',
    });
    expect(name('الاسم الكامل\tسارة نبيل حداد\nالجوال\t0501234567')).toMatchObject({ first: 'سارة', last: 'حداد' });
    expect(name('CURRICULUM VITAE\nCandidate Name: Bilal Ahmed Khan\nLahore')).toMatchObject({
      first: 'Bilal',
      last: 'Khan',
    });
    expect(name('السيرة الذاتية\nالاسم الرباعي: محمد صالح علي القحطاني')).toMatchObject({
      first: 'محمد',
      last: 'القحطاني',
    });
    // A right-to-left table row read left to right: the value, then its label.
    expect(name('البيانات الشخصية\nليلى أحمد الخطيب\tالاسم\n0791234567\tالجوال')).toMatchObject({
      first: 'ليلى',
      last: 'الخطيب',
    });
  });

  it('joins a family name broken after its hyphen or its particle', () => {
    expect(name('Maria Cristina S. Dela\tEmail:\nm.d18@yahoo.com\nCruz\tManila, Philippines')).toMatchObject({
      first: 'Maria',
      last: 'Dela Cruz',
    });
    expect(name('Maryam bin Jassim Al-\nMansouri\tEmail: m@example.com\nSalmiya, Kuwait')).toMatchObject({
      first: 'Maryam',
      last: 'Al-Mansouri',
    });
    expect(findName('x', [['Omar Al-', 'Najjar']])).toMatchObject({ first: 'Omar', last: 'Al-Najjar' });
    expect(name('Mohammed Saleh Al-\tEmail:\nm.q44@outlook.com\nQahtani, RN\tAlexandria, Egypt')).toMatchObject({
      first: 'Mohammed',
      last: 'Al-Qahtani',
    });
  });

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

  it('skips job-board export lines and the badges a board glues to the name', () => {
    expect(name('Levant Talent | Candidate Profile\nNoor Haddad  Premium Candidate\nAmman')).toMatchObject({
      first: 'Noor',
      last: 'Haddad',
    });
    expect(name('Exported from Gulf Careers on 12/03/2025\nOMAR NASSAR\nDoha, Qatar')).toMatchObject({
      first: 'Omar',
      last: 'Nassar',
    });
    expect(name('بوابة الخليج | الملف الشخصي للمرشح\nريم الزعبي مرشحة مميزة')).toMatchObject({
      first: 'ريم',
      last: 'الزعبي',
    });
  });

  it('drops credentials after the name and an Arabic title whose dot was lost', () => {
    expect(name('Sarah Reyes, CPA\nManila')).toMatchObject({ first: 'Sarah', last: 'Reyes' });
    expect(name('Omar Haddad (P.Eng.)\nBeirut')).toMatchObject({ first: 'Omar', last: 'Haddad' });
    // A colon or a dot whose glyph has no Unicode mapping comes out as NUL.
    expect(name('م\u0000 وليد الجابري\nأربيل')).toMatchObject({ first: 'وليد', last: 'الجابري' });
    expect(name('الاسم\u0000 أسامة الجابري')).toMatchObject({ first: 'أسامة', last: 'الجابري' });
  });

  it('keeps the particles of Levantine, Egyptian and Filipino family names and two-word given names', () => {
    expect(name('Georges Abi Nader')).toMatchObject({ first: 'Georges', last: 'Abi Nader' });
    expect(name('Rita Bou Khalil')).toMatchObject({ first: 'Rita', last: 'Bou Khalil' });
    expect(name('Mark Anthony Dela Cruz')).toMatchObject({ last: 'Dela Cruz' });
    expect(name('Ahmed Mohamed Abdel Fattah')).toMatchObject({ first: 'Ahmed', last: 'Abdel Fattah' });
    expect(name('Tamer Abou El Ela')).toMatchObject({ last: 'Abou El Ela' });
    expect(name('Abdul Rahman Saleh Al-Harbi')).toMatchObject({ first: 'Abdul Rahman', last: 'Al-Harbi' });
    expect(name('عبد الله سعيد العتيبي')).toMatchObject({ first: 'عبد الله', last: 'العتيبي' });
    expect(name('ليان خليل بني هاني')).toMatchObject({ first: 'ليان', last: 'بني هاني' });
  });

  it('takes the largest type that reads as a name, not a board logo set larger still', () => {
    const text = 'Souq Wazaef | Candidate Profile\nSouq Wazaef\nLina Nassar\nlina.n@example.com';
    expect(findName(text, [['Souq Wazaef'], ['Lina Nassar']])).toMatchObject({ first: 'Lina', last: 'Nassar' });
    expect(findName('Lina Nassar', [['Lina Nassar', 'Lina Nassar']])).toMatchObject({ first: 'Lina', last: 'Nassar' });
    expect(findName('PROFILE\nSenior Accountant\nJOSE MIGUEL', [['JOSE MIGUEL', 'DELA CRUZ']])).toMatchObject({
      first: 'Jose',
      last: 'Dela Cruz',
    });
  });

  it('prefers the candidate the e-mail address spells', () => {
    expect(name('Saleh Trading\nKaram Haddad\nkaram.haddad@example.com')).toMatchObject({ first: 'Karam' });
    expect(name('Saleh Trading\nKaram Haddad\nkhalil.k@example.com')).toMatchObject({ first: 'Saleh' });
  });
});
