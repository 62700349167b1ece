// The people of the wide4 set, by country (Arab names in both scripts); not from the CV reader's rules.
/** A name as written in Latin letters and, for Arab names, in Arabic. */
export type Name = {
  first: string;
  middle?: string;
  last: string;
  ar?: { first: string; middle?: string; last: string };
};

export const NAMES: Record<string, Name[]> = {
  arab: [
    { first: 'Mohammed', middle: 'Saleh', last: 'Al-Qahtani', ar: { first: 'محمد', middle: 'صالح', last: 'القحطاني' } },
    { first: 'Khaled', middle: 'Ibrahim', last: 'Al-Zoubi', ar: { first: 'خالد', middle: 'إبراهيم', last: 'الزعبي' } },
    { first: 'Sara', middle: 'Nabil', last: 'Haddad', ar: { first: 'سارة', middle: 'نبيل', last: 'حداد' } },
    { first: 'Reem', middle: 'Abdullah', last: 'Al-Otaibi', ar: { first: 'ريم', middle: 'عبدالله', last: 'العتيبي' } },
    { first: 'Omar', middle: 'Fathi', last: 'Al-Najjar', ar: { first: 'عمر', middle: 'فتحي', last: 'النجار' } },
    { first: 'Layla', middle: 'Hussein', last: 'Khoury', ar: { first: 'ليلى', middle: 'حسين', last: 'خوري' } },
    { first: 'Yousef', middle: 'Ali', last: 'Al-Balushi', ar: { first: 'يوسف', middle: 'علي', last: 'البلوشي' } },
    { first: 'Fatima', middle: 'Rashid', last: 'Al-Kaabi', ar: { first: 'فاطمة', middle: 'راشد', last: 'الكعبي' } },
    { first: 'Tariq', middle: 'Mahmoud', last: 'Suleiman', ar: { first: 'طارق', middle: 'محمود', last: 'سليمان' } },
    { first: 'Noor', middle: 'Sami', last: 'Al-Shammari', ar: { first: 'نور', middle: 'سامي', last: 'الشمري' } },
    { first: 'Hassan', middle: 'Adel', last: 'Othman', ar: { first: 'حسن', middle: 'عادل', last: 'عثمان' } },
    { first: 'Rana', middle: 'Walid', last: 'Al-Harbi', ar: { first: 'رنا', middle: 'وليد', last: 'الحربي' } },
    {
      first: 'Abdulrahman',
      middle: 'Nasser',
      last: 'Al-Muhairi',
      ar: { first: 'عبدالرحمن', middle: 'ناصر', last: 'المهيري' },
    },
    { first: 'Heba', middle: 'Mostafa', last: 'Abdelaziz', ar: { first: 'هبة', middle: 'مصطفى', last: 'عبدالعزيز' } },
    { first: 'Ahmed', middle: 'Mohamed', last: 'Hassanein', ar: { first: 'أحمد', middle: 'محمد', last: 'حسنين' } },
    { first: 'Maryam', middle: 'Jassim', last: 'Al-Mansouri', ar: { first: 'مريم', middle: 'جاسم', last: 'المنصوري' } },
    { first: 'Sami', middle: 'Georges', last: 'Nassar', ar: { first: 'سامي', middle: 'جورج', last: 'نصار' } },
    { first: 'Mahmoud', middle: 'Kamal', last: 'El-Sayed', ar: { first: 'محمود', middle: 'كمال', last: 'السيد' } },
  ],
  IN: [
    { first: 'Rajesh', middle: 'Kumar', last: 'Nair' },
    { first: 'Priya', last: 'Menon' },
    { first: 'Sandeep', middle: 'Singh', last: 'Rawat' },
    { first: 'Anitha', last: 'Joseph' },
    { first: 'Vikram', last: 'Iyer' },
  ],
  PK: [
    { first: 'Usman', last: 'Tariq' },
    { first: 'Ayesha', last: 'Siddiqui' },
    { first: 'Bilal', middle: 'Ahmed', last: 'Khan' },
  ],
  PH: [
    { first: 'Jerome', middle: 'D.', last: 'Villanueva' },
    { first: 'Maricel', middle: 'A.', last: 'Dela Cruz' },
    { first: 'Ronaldo', last: 'Bautista' },
  ],
  GB: [
    { first: 'Oliver', last: 'Hughes' },
    { first: 'Emma', middle: 'Louise', last: 'Clarke' },
  ],
  NP: [{ first: 'Bishnu', middle: 'Prasad', last: 'Adhikari' }],
  LK: [{ first: 'Nuwan', last: 'Perera' }],
  DE: [{ first: 'Lukas', last: 'Becker' }],
  PL: [{ first: 'Anna', last: 'Kowalska' }],
  US: [
    { first: 'Jennifer', middle: 'L.', last: 'Brooks' },
    { first: 'Marcus', last: 'Whitfield' },
  ],
};
