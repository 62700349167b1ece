// People for the names set: given, middle (father's) and family names by origin, in the script(s) a CV
// would write them. Every pool is split by position, even entries for dev and odd entries for heldout, so
// the held-out CVs carry names the dev CVs never show.
import type { Rng } from './rng.ts';

export type Split = 'dev' | 'heldout';
/** A name part in Latin letters, and in Arabic where the person would also write it so. */
export type Part = { en: string; ar?: string };
export type Person = {
  origin: Origin;
  female: boolean;
  given: Part;
  /** Given names of two words that may be cut to their first (Filipino "Maria Cristina"). */
  givenShort?: string;
  middles: Part[];
  family: Part;
  country: string;
};
export type Origin = 'gulf' | 'levant' | 'egypt' | 'lebanon' | 'india' | 'philippines' | 'pakistan' | 'west';

const p = (en: string, ar?: string): Part => (ar ? { en, ar } : { en });
const arabicPairs = (s: string): Part[] =>
  s
    .trim()
    .split(/\s*;\s*/u)
    .map((pair) => {
      const [en, ar] = pair.split('=');
      return p(en!.trim(), ar!.trim());
    });
const latin = (s: string): Part[] =>
  s
    .trim()
    .split(/\s*;\s*/u)
    .map((w) => p(w));

const ARAB_MALE = arabicPairs(
  'Mohammed=محمد; Ahmed=أحمد; Khaled=خالد; Omar=عمر; Yousef=يوسف; Fahad=فهد; Sultan=سلطان; Hamza=حمزة; Tariq=طارق; Majed=ماجد; Ziad=زياد; Samer=سامر; Rami=رامي; Basel=باسل; Nawaf=نواف; Faisal=فيصل; Abdullah=عبد الله; Abdulrahman=عبد الرحمن; Abdulaziz=عبد العزيز; Mustafa=مصطفى; Ibrahim=إبراهيم; Hisham=هشام; Waleed=وليد; Bilal=بلال; Alaa=علاء; Salah=صلاح; Jalal=جلال; Anas=أنس; Mazen=مازن; Qusai=قصي; Osama=أسامة; Ayman=أيمن',
);
const ARAB_FEMALE = arabicPairs(
  'Fatima=فاطمة; Mariam=مريم; Noor=نور; Lina=لينا; Reem=ريم; Sara=سارة; Hind=هند; Dana=دانة; Rana=رنا; Asmaa=أسماء; Amna=آمنة; Shahad=شهد; Joud=جود; Lama=لمى; Yasmin=ياسمين; Raghad=رغد; Hala=هالة; Mona=منى; Salma=سلمى; Aisha=عائشة; Alaa=آلاء; Layan=ليان; Ruba=ربى; Dalia=داليا',
);
const ARAB_MIDDLE = arabicPairs(
  'Ali=علي; Hassan=حسن; Saeed=سعيد; Nasser=ناصر; Saleh=صالح; Mahmoud=محمود; Jamal=جمال; Adel=عادل; Kamal=كمال; Yousef=يوسف; Abdulkarim=عبد الكريم; Mansour=منصور; Ibrahim=إبراهيم; Khalil=خليل; Salem=سالم; Hamad=حمد; Abdullah=عبد الله; Fawaz=فواز',
);
// Family names with the particles people write: Al, Bin, Abu, Abdel, Al (آل) of a house.
const ARAB_FAMILY = arabicPairs(
  'Al-Harbi=الحربي; Al Qahtani=القحطاني; Al-Otaibi=العتيبي; Al Shammari=الشمري; Al-Zoubi=الزعبي; Al Masri=المصري; Al Hamdan=آل حمدان; Al Salem=آل سالم; Bin Omair=بن عمير; Bin Talib=بن طالب; Abu Zaid=أبو زيد; Abu Ghazaleh=أبو غزالة; Abu Hamad=أبو حمد; Abdel Hadi=عبد الهادي; Abdel Rahim=عبد الرحيم; Haddad=حداد; Nassar=نصار; Al Khatib=الخطيب; Al Jaberi=الجابري; Al Kubaisi=الكبيسي; Al Hashimi=الهاشمي; Al Nuaimi=النعيمي; Al Balushi=البلوشي; Issa=عيسى; Taha=طه; Al Dosari=الدوسري; Al Suwaidi=السويدي; Al Ansari=الأنصاري; Al Ayoubi=الأيوبي; Al Ahmad=الأحمد; Al Lami=اللامي; Al Amiri=العامري; Obeidat=عبيدات; Al Shehhi=الشحي; Bani Hani=بني هاني; Al Mulla=الملا',
);
const EGYPT_MALE = latin('Mahmoud; Mostafa; Karim; Amr; Tamer; Sherif; Hany; Wael; Ehab; Islam; Ashraf; Hazem');
const EGYPT_FEMALE = latin('Nourhan; Yasmine; Omnia; Heba; Mai; Rania; Nermeen; Aya; Shaimaa; Eman');
const EGYPT_MIDDLE = latin('Mohamed; Ahmed; Mahmoud; Abdel Aziz; Sayed; Hussein; Mohamed Ali; Fathy; Ragab; Gamal');
const EGYPT_FAMILY = latin(
  'El Sayed; Abdel Fattah; Hegazy; Fawzy; Shehata; El Sherif; Abdel Moneim; El Naggar; Soliman; Abou El Ela; Mostafa; El Gamal; Abdelrahman; Ezzat',
);
const LEB_MALE = latin('Georges; Elie; Charbel; Joseph; Fadi; Marwan; Tony; Rabih; Ziad; Walid');
const LEB_FEMALE = latin('Rita; Joelle; Nadine; Maya; Carla; Rima; Layal; Nathalie; Cynthia; Grace');
const LEB_FAMILY = latin(
  'Khoury; Abi Nader; Bou Khalil; Abou Jaoude; Saade; Nassif; Frem; Bou Saab; Abi Rached; Hajj; El Khoury; Karam; Abou Haidar; Daher',
);
const INDIA_MALE = latin('Arjun; Vikram; Rahul; Karthik; Sandeep; Anil; Suresh; Naveen; Rohit; Aditya; Manoj; Prakash');
const INDIA_FEMALE = latin('Priya; Sneha; Ananya; Deepa; Kavya; Lakshmi; Divya; Meera; Pooja; Nisha; Swathi; Revathi');
const INDIA_MIDDLE = latin('Kumar; Raj; Mohan; Prasad; Chandra; Krishna');
const INDIA_FAMILY = latin(
  'Menon; Iyer; Pillai; Nair; Reddy; Patel; Gupta; Krishnan; Chatterjee; Srinivasan; D’Souza; Fernandes; Kulkarni; Bhattacharya; Rao; Varghese',
);
const PH_MALE = latin('Jose Miguel; Mark Anthony; Arnel; Rodel; John Paul; Jerome; Ramil; Christian');
const PH_FEMALE = latin('Maria Cristina; Jennifer; Rowena; Jocelyn; Mary Grace; Kimberly; Rose Ann; Lovely');
const PH_MIDDLE = latin('Santos; Cruz; Lopez; Aquino; Ramos; Garcia');
const PH_FAMILY = latin(
  'Dela Cruz; De Guzman; Reyes; Bautista; Villanueva; Mendoza; Dela Rosa; Soriano; De Leon; Del Rosario; Pascual; Manalo; San Jose; Delos Santos',
);
const PK_MALE = latin('Muhammad Usman; Imran; Bilal; Hamza; Kashif; Asad; Zeeshan; Faisal');
const PK_FEMALE = latin('Ayesha; Hina; Sana; Mehwish; Rabia; Saima; Fariha; Iqra');
const PK_FAMILY = latin('Qureshi; Malik; Chaudhry; Siddiqui; Butt; Raza; Sheikh; Mirza; Abbasi; Hashmi; Rana; Bhatti');
const WEST_MALE = latin('Daniel; Thomas; James; Lukas; Marco; Piotr; Ethan; Oliver');
const WEST_FEMALE = latin('Olivia; Hannah; Sophie; Claire; Anna; Emily; Laura; Julia');
const WEST_MIDDLE = latin('James; Marie; Elizabeth; Alexander; John; Louise');
const WEST_FAMILY = latin(
  "O'Brien; McAllister; Van der Berg; Fitzgerald; Schmidt; Kowalski; Rossi; De Vries; MacLeod; Van Dijk; O'Connor; Di Marco",
);

const half = <T>(xs: T[], split: Split) => xs.filter((_, i) => i % 2 === (split === 'dev' ? 0 : 1));

const ORIGINS: Record<
  Origin,
  { male: Part[]; female: Part[]; middle: Part[]; family: Part[]; countries: string[]; middles: [number, number] }
> = {
  gulf: {
    male: ARAB_MALE,
    female: ARAB_FEMALE,
    middle: ARAB_MIDDLE,
    family: ARAB_FAMILY,
    countries: ['SA', 'AE', 'QA', 'KW', 'BH', 'OM'],
    middles: [0, 2],
  },
  levant: {
    male: ARAB_MALE,
    female: ARAB_FEMALE,
    middle: ARAB_MIDDLE,
    family: ARAB_FAMILY,
    countries: ['JO', 'PS', 'SY', 'IQ'],
    middles: [0, 1],
  },
  egypt: {
    male: EGYPT_MALE,
    female: EGYPT_FEMALE,
    middle: EGYPT_MIDDLE,
    family: EGYPT_FAMILY,
    countries: ['EG'],
    middles: [1, 2],
  },
  lebanon: { male: LEB_MALE, female: LEB_FEMALE, middle: [], family: LEB_FAMILY, countries: ['LB'], middles: [0, 0] },
  india: {
    male: INDIA_MALE,
    female: INDIA_FEMALE,
    middle: INDIA_MIDDLE,
    family: INDIA_FAMILY,
    countries: ['IN'],
    middles: [0, 1],
  },
  philippines: {
    male: PH_MALE,
    female: PH_FEMALE,
    middle: PH_MIDDLE,
    family: PH_FAMILY,
    countries: ['PH'],
    middles: [0, 1],
  },
  pakistan: {
    male: PK_MALE,
    female: PK_FEMALE,
    middle: [],
    family: PK_FAMILY,
    countries: ['PK'],
    middles: [0, 0],
  },
  west: {
    male: WEST_MALE,
    female: WEST_FEMALE,
    middle: WEST_MIDDLE,
    family: WEST_FAMILY,
    countries: ['GB', 'AE', 'QA'],
    middles: [0, 1],
  },
};

export function makePerson(rng: Rng, split: Split, origin: Origin): Person {
  const o = ORIGINS[origin];
  const female = rng.chance(0.45);
  const given = rng.pick(half(female ? o.female : o.male, split));
  const count = o.middle.length ? rng.int(o.middles[0], o.middles[1]) : 0;
  const middles: Part[] = [];
  for (let i = 0; i < count; i++) {
    const m = rng.pick(half(o.middle, split));
    if (m.en !== given.en && !middles.some((x) => x.en === m.en)) middles.push(m);
  }
  const family = rng.pick(half(o.family, split));
  const givenShort = origin === 'philippines' && given.en.includes(' ') ? given.en.split(' ')[0] : undefined;
  return {
    origin,
    female,
    given,
    ...(givenShort ? { givenShort } : {}),
    middles,
    family,
    country: rng.pick(o.countries),
  };
}

export const arabicNamed = (p: Person) => p.origin === 'gulf' || p.origin === 'levant';
