// What a CV says around the name: employers, split between dev and heldout like the names.
import type { Split } from './people.ts';
import { half } from './split-half.ts';

const EMPLOYERS = [
  'Emirates Steel Industries',
  'Gulf Marine Services',
  'Al Noor Hospital',
  'Saudi Binladin Group',
  'Aramex',
  'Qatar Airways Group',
  'Arab Bank',
  'Majid Al Futtaim Retail',
  'Zain Jordan',
  'Kuwait Finance House',
  'Bahrain Petroleum Company',
  'Oman Flour Mills',
  'Hikma Pharmaceuticals',
  'Tata Consultancy Services',
  'Jollibee Foods Corporation',
  'Khalid Saleh Al Otaibi Trading Est.',
  'Careem Networks',
  'Dubai Holding',
  'Talabat Middle East',
  'Al Rajhi Bank',
  'GEMS Education',
  'Al Tayer Group',
  'Orange Jordan',
  'Mediclinic Middle East',
];
export const EMPLOYERS_AR = [
  'شركة المراعي',
  'مستشفى الملك فهد',
  'البنك العربي',
  'شركة أرامكس',
  'مجموعة الحكير',
  'وزارة التربية والتعليم',
  'شركة الاتصالات الأردنية',
  'مؤسسة سعيد الحربي للتجارة',
  'شركة الخطوط القطرية',
  'بنك الكويت الوطني',
];
export const employers = (split: Split) => half(EMPLOYERS, split);
