// What a CV says around the name: the places (cities and countries) people live in.
import type { Rng } from './rng.ts';

export type Place = { city: string; cityAr: string; country: string; countryEn: string; countryAr: string };
const PLACES: Record<string, [string, string][]> = {
  AE: [
    ['Dubai', 'دبي'],
    ['Abu Dhabi', 'أبوظبي'],
    ['Sharjah', 'الشارقة'],
  ],
  SA: [
    ['Riyadh', 'الرياض'],
    ['Jeddah', 'جدة'],
    ['Dammam', 'الدمام'],
  ],
  QA: [['Doha', 'الدوحة']],
  KW: [['Kuwait City', 'مدينة الكويت']],
  BH: [['Manama', 'المنامة']],
  OM: [['Muscat', 'مسقط']],
  JO: [
    ['Amman', 'عمّان'],
    ['Irbid', 'إربد'],
  ],
  PS: [['Ramallah', 'رام الله']],
  SY: [['Damascus', 'دمشق']],
  IQ: [['Erbil', 'أربيل']],
  EG: [
    ['Cairo', 'القاهرة'],
    ['Alexandria', 'الإسكندرية'],
  ],
  LB: [['Beirut', 'بيروت']],
  IN: [
    ['Kochi', 'كوتشي'],
    ['Chennai', 'تشيناي'],
  ],
  PH: [['Manila', 'مانيلا']],
  PK: [['Lahore', 'لاهور']],
  GB: [['London', 'لندن']],
};
const COUNTRY_NAMES: Record<string, [string, string]> = {
  AE: ['UAE', 'الإمارات'],
  SA: ['Saudi Arabia', 'السعودية'],
  QA: ['Qatar', 'قطر'],
  KW: ['Kuwait', 'الكويت'],
  BH: ['Bahrain', 'البحرين'],
  OM: ['Oman', 'عُمان'],
  JO: ['Jordan', 'الأردن'],
  PS: ['Palestine', 'فلسطين'],
  SY: ['Syria', 'سوريا'],
  IQ: ['Iraq', 'العراق'],
  EG: ['Egypt', 'مصر'],
  LB: ['Lebanon', 'لبنان'],
  IN: ['India', 'الهند'],
  PH: ['Philippines', 'الفلبين'],
  PK: ['Pakistan', 'باكستان'],
  GB: ['United Kingdom', 'المملكة المتحدة'],
};
export function place(rng: Rng, country: string): Place {
  const [city, cityAr] = rng.pick(PLACES[country]!);
  const [countryEn, countryAr] = COUNTRY_NAMES[country]!;
  return { city, cityAr, country, countryEn, countryAr };
}
