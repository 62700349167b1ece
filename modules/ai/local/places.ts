import { getCountries, type CountryCode } from 'libphonenumber-js/max';
import { fold, foldString } from './normalize.ts';

// Country names come from the runtime's ICU data (English and Arabic); what ICU does not say is
// below: short forms CVs use, and cities, so that "Riyadh" or "عمّان" names a country.
const ALIASES: Record<string, string[]> = {
  SA: [
    'saudi',
    'ksa',
    'k.s.a',
    'saudi arabia',
    'السعودية',
    'المملكة',
    'riyadh',
    'jeddah',
    'jiddah',
    'dammam',
    'khobar',
    'al khobar',
    'dhahran',
    'mecca',
    'makkah',
    'medina',
    'madinah',
    'jubail',
    'yanbu',
    'tabuk',
    'abha',
    'taif',
    'qassim',
    'buraidah',
    'الرياض',
    'جدة',
    'الدمام',
    'الخبر',
    'مكة',
    'مكة المكرمة',
    'المدينة المنورة',
    'الجبيل',
    'الطائف',
    'تبوك',
    'أبها',
    'القصيم',
  ],
  AE: [
    'uae',
    'u.a.e',
    'emirates',
    'united arab emirates',
    'الامارات',
    'الإمارات',
    'dubai',
    'abu dhabi',
    'sharjah',
    'ajman',
    'al ain',
    'ras al khaimah',
    'fujairah',
    'دبي',
    'أبوظبي',
    'أبو ظبي',
    'الشارقة',
    'عجمان',
    'العين',
  ],
  QA: ['doha', 'al rayyan', 'lusail', 'الدوحة'],
  KW: ['kuwait city', 'salmiya', 'hawalli', 'الكويت'],
  BH: ['manama', 'muharraq', 'المنامة'],
  OM: ['muscat', 'salalah', 'sohar', 'مسقط', 'صلالة', 'سلطنة عمان', 'عمان'],
  JO: [
    'amman',
    'irbid',
    'zarqa',
    'aqaba',
    'salt',
    'madaba',
    'عمان',
    'إربد',
    'اربد',
    'الزرقاء',
    'العقبة',
    'المملكة الأردنية الهاشمية',
  ],
  EG: [
    'cairo',
    'giza',
    'alexandria',
    'mansoura',
    'tanta',
    'asyut',
    'luxor',
    'aswan',
    'port said',
    'ismailia',
    'zagazig',
    'القاهرة',
    'الجيزة',
    'الإسكندرية',
    'الاسكندرية',
    'المنصورة',
    'طنطا',
    'أسيوط',
  ],
  LB: ['beirut', 'tripoli lebanon', 'sidon', 'tyre', 'byblos', 'jounieh', 'بيروت', 'صيدا', 'صور', 'جونيه'],
  SY: [
    'syria',
    'damascus',
    'aleppo',
    'homs',
    'latakia',
    'hama',
    'سوريا',
    'سورية',
    'دمشق',
    'حلب',
    'حمص',
    'اللاذقية',
    'حماة',
  ],
  IQ: ['baghdad', 'erbil', 'basra', 'mosul', 'sulaymaniyah', 'najaf', 'بغداد', 'أربيل', 'البصرة', 'الموصل', 'النجف'],
  PS: [
    'palestine',
    'west bank',
    'ramallah',
    'gaza',
    'nablus',
    'hebron',
    'bethlehem',
    'jenin',
    'فلسطين',
    'رام الله',
    'غزة',
    'نابلس',
    'الخليل',
    'بيت لحم',
    'جنين',
  ],
  YE: ['sanaa', "sana'a", 'aden', 'taiz', 'صنعاء', 'عدن', 'تعز'],
  SD: ['khartoum', 'omdurman', 'الخرطوم', 'أم درمان'],
  MA: ['casablanca', 'rabat', 'marrakech', 'fes', 'tangier', 'الدار البيضاء', 'الرباط', 'مراكش', 'فاس', 'طنجة'],
  TN: ['tunis', 'sfax', 'sousse', 'تونس', 'صفاقس', 'سوسة'],
  DZ: ['algiers', 'oran', 'constantine', 'الجزائر', 'وهران', 'قسنطينة'],
  LY: ['tripoli libya', 'benghazi', 'طرابلس', 'بنغازي'],
  TR: ['turkey', 'türkiye', 'istanbul', 'ankara', 'izmir', 'تركيا', 'إسطنبول', 'اسطنبول', 'أنقرة'],
  IN: [
    'mumbai',
    'bombay',
    'delhi',
    'new delhi',
    'bangalore',
    'bengaluru',
    'chennai',
    'madras',
    'hyderabad',
    'pune',
    'kolkata',
    'calcutta',
    'kerala',
    'kochi',
    'cochin',
    'trivandrum',
    'thiruvananthapuram',
    'noida',
    'gurgaon',
    'gurugram',
    'ahmedabad',
    'jaipur',
    'lucknow',
    'kanpur',
    'nagpur',
    'indore',
    'bhopal',
    'coimbatore',
    'mangalore',
    'chandigarh',
    'maharashtra',
    'karnataka',
    'tamil nadu',
    'telangana',
    'andhra pradesh',
    'uttar pradesh',
    'gujarat',
    'rajasthan',
    'west bengal',
    'punjab india',
    'الهند',
  ],
  PK: ['karachi', 'lahore', 'islamabad', 'rawalpindi', 'faisalabad', 'peshawar', 'multan', 'باكستان'],
  BD: ['dhaka', 'chittagong'],
  LK: ['colombo', 'kandy'],
  NP: ['kathmandu'],
  PH: ['manila', 'metro manila', 'quezon city', 'makati', 'cebu', 'davao', 'pasig', 'taguig', 'الفلبين'],
  SG: ['singapore'],
  MY: ['kuala lumpur', 'penang', 'johor bahru', 'selangor'],
  ID: ['jakarta', 'surabaya', 'bandung'],
  VN: [
    'vietnam',
    'viet nam',
    'hanoi',
    'ha noi',
    'ho chi minh',
    'ho chi minh city',
    'saigon',
    'hcmc',
    'da nang',
    'danang',
    'hai phong',
    'can tho',
  ],
  PE: ['lima', 'arequipa', 'cusco', 'cuzco', 'trujillo', 'piura', 'chiclayo', 'miraflores', 'san isidro', 'perú'],
  MX: ['mexico city', 'ciudad de méxico', 'guadalajara', 'monterrey', 'méxico'],
  CO: ['bogota', 'bogotá', 'medellin', 'medellín', 'cali'],
  CL: ['santiago de chile'],
  AR: ['buenos aires'],
  ES: ['madrid', 'barcelona', 'valencia', 'sevilla', 'españa'],
  GB: [
    'uk',
    'u.k',
    'england',
    'scotland',
    'wales',
    'britain',
    'great britain',
    'london',
    'manchester',
    'birmingham',
    'leeds',
    'glasgow',
    'edinburgh',
    'bristol',
    'liverpool',
    'المملكة المتحدة',
    'لندن',
    'بريطانيا',
  ],
  US: [
    'usa',
    'u.s.a',
    'u.s',
    'united states of america',
    'america',
    'new york',
    'nyc',
    'san francisco',
    'los angeles',
    'chicago',
    'boston',
    'seattle',
    'austin',
    'houston',
    'dallas',
    'atlanta',
    'nashville',
    'denver',
    'miami',
    'philadelphia',
    'washington dc',
    'washington d.c',
    'san jose',
    'san diego',
    'california',
    'texas',
    'florida',
    'tennessee',
    'new jersey',
    'massachusetts',
    'illinois',
    'virginia',
    'الولايات المتحدة',
    'أمريكا',
  ],
  CA: ['toronto', 'vancouver', 'montreal', 'ottawa', 'calgary', 'ontario', 'quebec', 'british columbia'],
  AU: ['sydney', 'melbourne', 'brisbane', 'perth', 'adelaide'],
  DE: ['berlin', 'munich', 'münchen', 'hamburg', 'frankfurt', 'cologne', 'germany', 'ألمانيا'],
  FR: ['paris', 'lyon', 'marseille', 'toulouse', 'فرنسا'],
  NL: ['amsterdam', 'rotterdam', 'the netherlands', 'holland'],
  IT: ['rome', 'milan', 'milano', 'roma'],
  IE: ['dublin'],
  CH: ['zurich', 'zürich', 'geneva', 'basel'],
  SE: ['stockholm'],
  PL: ['warsaw', 'krakow', 'kraków'],
  RU: ['moscow', 'saint petersburg'],
  CN: ['beijing', 'shanghai', 'shenzhen', 'guangzhou'],
  HK: ['hong kong'],
  JP: ['tokyo', 'osaka'],
  KR: ['seoul'],
  NG: ['lagos', 'abuja'],
  KE: ['nairobi'],
  ZA: ['johannesburg', 'cape town', 'pretoria', 'durban'],
  ET: ['addis ababa'],
  GH: ['accra'],
};
// Country names that are also common words or given names count only with a place-like neighbour.
const AMBIGUOUS = new Set([
  'jordan',
  'georgia',
  'chad',
  'india',
  'israel',
  'jersey',
  'turkey',
  'guinea',
  'niger',
  'mali',
  'togo',
  'salt',
  'america',
  'tyre',
  'cali',
  'set',
  'sidon',
  'aden',
  'constantine',
  'oran',
  'المملكة',
]);

let table: Map<string, string[]> | undefined;
let longest = 1;

function build(): Map<string, string[]> {
  const map = new Map<string, string[]>();
  const put = (name: string, iso: string) => {
    const key = foldString(name.replace(/[.()]/gu, ' '));
    if (!key) return;
    longest = Math.max(longest, key.split(' ').length);
    const list = map.get(key) ?? [];
    if (!list.includes(iso)) list.push(iso);
    map.set(key, list);
  };
  const en = new Intl.DisplayNames(['en'], { type: 'region' });
  const ar = new Intl.DisplayNames(['ar'], { type: 'region' });
  const es = new Intl.DisplayNames(['es'], { type: 'region' });
  for (const iso of getCountries()) {
    for (const names of [en, ar, es]) {
      const name = names.of(iso);
      if (name && name !== iso) put(name, iso);
    }
  }
  for (const [iso, names] of Object.entries(ALIASES)) for (const n of names) put(n, iso);
  return map;
}

/**
 * Countries a text names (its address, city, country), most named first; earlier mentions
 * (the header's address) break ties.
 */
export function countriesNamed(text: string): CountryCode[] {
  table ??= build();
  const words = fold(text)
    .text.replace(/[,،\n\t|•·:;/]+/gu, ' , ')
    .split(/[^\p{L}\p{M}'’,-]+/u)
    .filter((w) => w !== '' && w !== '-');
  const score = new Map<string, { n: number; first: number }>();
  for (let i = 0; i < words.length; i++) {
    for (let len = Math.min(longest, words.length - i); len >= 1; len--) {
      const gram = words.slice(i, i + len);
      if (gram.includes(',')) continue;
      const key = gram.join(' ');
      const isos = table.get(key);
      if (!isos) continue;
      if (AMBIGUOUS.has(key) && len === 1 && !placeLike(words, i)) break;
      for (const iso of isos) {
        const s = score.get(iso) ?? { n: 0, first: i };
        s.n++;
        score.set(iso, s);
      }
      i += len - 1;
      break;
    }
  }
  const usState =
    /,\s*(?:AL|AK|AZ|AR|CA|CO|CT|DE|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|DC)\s+\d{5}(?:-\d{4})?\b/u;
  const us = usState.exec(text);
  if (us) score.set('US', { n: (score.get('US')?.n ?? 0) + 2, first: Math.min(score.get('US')?.first ?? Infinity, 0) });
  return [...score.entries()]
    .sort((a, b) => b[1].n - a[1].n || a[1].first - b[1].first)
    .map(([iso]) => iso as CountryCode);
}

/** "Amman, Jordan", "Jordan, 11118" or "in Jordan": a place name after or before a comma, or after a preposition. */
function placeLike(words: string[], i: number): boolean {
  const prev = words[i - 1];
  const next = words[i + 1];
  return (
    prev === undefined ||
    next === undefined ||
    prev === ',' ||
    next === ',' ||
    ['in', 'from', 'based', 'في', 'من'].includes(prev)
  );
}

export const isCountryCode = (iso: string): iso is CountryCode => (getCountries() as string[]).includes(iso);
