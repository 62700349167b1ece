// The countries of the wide4 set: names, cities and local phone forms, written from what real CVs of the Gulf,
// the Levant, Egypt, South Asia, the Philippines, Europe and the US look like; not from the CV reader's rules.

export type Country = {
  code: string;
  name: string;
  nameAr: string;
  cities: string[];
  citiesAr: string[];
  /** Local phone forms; `#` is a random digit. `e164` is the same number with the country code. */
  phones: Array<{ local: string; e164: string }>;
};

export const COUNTRIES: Record<string, Country> = {
  AE: {
    code: 'AE',
    name: 'United Arab Emirates',
    nameAr: 'الإمارات العربية المتحدة',
    cities: ['Dubai', 'Abu Dhabi', 'Sharjah', 'Al Ain'],
    citiesAr: ['دبي', 'أبوظبي', 'الشارقة', 'العين'],
    phones: [
      { local: '+971 50 ### ####', e164: '+97150#######' },
      { local: '050 ### ####', e164: '+97150#######' },
      { local: '00971-55-#######', e164: '+97155#######' },
      { local: '+971 (0)56 #######', e164: '+97156#######' },
    ],
  },
  SA: {
    code: 'SA',
    name: 'Saudi Arabia',
    nameAr: 'المملكة العربية السعودية',
    cities: ['Riyadh', 'Jeddah', 'Dammam', 'Khobar'],
    citiesAr: ['الرياض', 'جدة', 'الدمام', 'الخبر'],
    phones: [
      { local: '+966 55 ### ####', e164: '+96655#######' },
      { local: '05## ### ###', e164: '+9665########' },
      { local: '00966 5# ### ####', e164: '+9665########' },
    ],
  },
  QA: {
    code: 'QA',
    name: 'Qatar',
    nameAr: 'قطر',
    cities: ['Doha', 'Al Wakrah'],
    citiesAr: ['الدوحة', 'الوكرة'],
    phones: [
      { local: '+974 55## ####', e164: '+97455######' },
      { local: '33## ####', e164: '+97433######' },
    ],
  },
  KW: {
    code: 'KW',
    name: 'Kuwait',
    nameAr: 'الكويت',
    cities: ['Kuwait City', 'Salmiya', 'Hawalli'],
    citiesAr: ['مدينة الكويت', 'السالمية', 'حولي'],
    phones: [{ local: '+965 99## ####', e164: '+96599######' }],
  },
  OM: {
    code: 'OM',
    name: 'Oman',
    nameAr: 'سلطنة عمان',
    cities: ['Muscat', 'Sohar'],
    citiesAr: ['مسقط', 'صحار'],
    phones: [{ local: '+968 92## ####', e164: '+96892######' }],
  },
  JO: {
    code: 'JO',
    name: 'Jordan',
    nameAr: 'الأردن',
    cities: ['Amman', 'Irbid', 'Zarqa'],
    citiesAr: ['عمّان', 'إربد', 'الزرقاء'],
    phones: [
      { local: '+962 79 ### ####', e164: '+96279#######' },
      { local: '077 ### ####', e164: '+96277#######' },
      { local: '00962 78 #######', e164: '+96278#######' },
    ],
  },
  LB: {
    code: 'LB',
    name: 'Lebanon',
    nameAr: 'لبنان',
    cities: ['Beirut', 'Tripoli', 'Jounieh'],
    citiesAr: ['بيروت', 'طرابلس', 'جونية'],
    phones: [
      { local: '+961 3 ### ###', e164: '+9613######' },
      { local: '70/######', e164: '+96170######' },
    ],
  },
  EG: {
    code: 'EG',
    name: 'Egypt',
    nameAr: 'مصر',
    cities: ['Cairo', 'Giza', 'Alexandria', 'Mansoura'],
    citiesAr: ['القاهرة', 'الجيزة', 'الإسكندرية', 'المنصورة'],
    phones: [
      { local: '+20 10 #### ####', e164: '+2010########' },
      { local: '0122 ### ####', e164: '+20122#######' },
      { local: '(+2) 0111 ### ####', e164: '+20111#######' },
    ],
  },
  IN: {
    code: 'IN',
    name: 'India',
    nameAr: 'الهند',
    cities: ['Kochi', 'Chennai', 'Mumbai', 'Hyderabad', 'Pune'],
    citiesAr: ['كوتشي', 'تشيناي', 'مومباي', 'حيدر أباد', 'بونه'],
    phones: [
      { local: '+91 98### #####', e164: '+9198########' },
      { local: '+91-94########', e164: '+9194########' },
      { local: '097### #####', e164: '+9197########' },
    ],
  },
  PK: {
    code: 'PK',
    name: 'Pakistan',
    nameAr: 'باكستان',
    cities: ['Lahore', 'Karachi', 'Islamabad'],
    citiesAr: ['لاهور', 'كراتشي', 'إسلام أباد'],
    phones: [
      { local: '+92 300 #######', e164: '+92300#######' },
      { local: '0321-#######', e164: '+92321#######' },
    ],
  },
  PH: {
    code: 'PH',
    name: 'Philippines',
    nameAr: 'الفلبين',
    cities: ['Manila', 'Quezon City', 'Cebu City', 'Davao City'],
    citiesAr: ['مانيلا', 'كويزون سيتي', 'سيبو', 'دافاو'],
    phones: [
      { local: '+63 917 ### ####', e164: '+63917#######' },
      { local: '0918-###-####', e164: '+63918#######' },
    ],
  },
  GB: {
    code: 'GB',
    name: 'United Kingdom',
    nameAr: 'المملكة المتحدة',
    cities: ['London', 'Manchester', 'Leeds'],
    citiesAr: ['لندن', 'مانشستر', 'ليدز'],
    phones: [
      { local: '+44 (0) 7911 ######', e164: '+447911######' },
      { local: '07712 ######', e164: '+447712######' },
    ],
  },
  DE: {
    code: 'DE',
    name: 'Germany',
    nameAr: 'ألمانيا',
    cities: ['Berlin', 'Munich', 'Hamburg'],
    citiesAr: ['برلين', 'ميونخ', 'هامبورغ'],
    phones: [{ local: '+49 151 ########', e164: '+49151########' }],
  },
  PL: {
    code: 'PL',
    name: 'Poland',
    nameAr: 'بولندا',
    cities: ['Warsaw', 'Kraków'],
    citiesAr: ['وارسو', 'كراكوف'],
    phones: [{ local: '+48 601 ### ###', e164: '+48601######' }],
  },
  // Batch 7 (x121+): countries the first batches lacked.
  BH: {
    code: 'BH',
    name: 'Bahrain',
    nameAr: 'البحرين',
    cities: ['Manama', 'Muharraq'],
    citiesAr: ['المنامة', 'المحرق'],
    phones: [{ local: '+973 3### ####', e164: '+9733#######' }],
  },
  IQ: {
    code: 'IQ',
    name: 'Iraq',
    nameAr: 'العراق',
    cities: ['Baghdad', 'Erbil', 'Basra'],
    citiesAr: ['بغداد', 'أربيل', 'البصرة'],
    phones: [{ local: '0770 ### ####', e164: '+964770#######' }],
  },
  SY: {
    code: 'SY',
    name: 'Syria',
    nameAr: 'سوريا',
    cities: ['Damascus', 'Aleppo', 'Homs'],
    citiesAr: ['دمشق', 'حلب', 'حمص'],
    phones: [{ local: '+963 9## ### ###', e164: '+9639########' }],
  },
  PS: {
    code: 'PS',
    name: 'Palestine',
    nameAr: 'فلسطين',
    cities: ['Ramallah', 'Nablus', 'Hebron'],
    citiesAr: ['رام الله', 'نابلس', 'الخليل'],
    phones: [{ local: '059# ### ###', e164: '+97059#######' }],
  },
  NP: {
    code: 'NP',
    name: 'Nepal',
    nameAr: 'نيبال',
    cities: ['Kathmandu', 'Pokhara'],
    citiesAr: ['كاتماندو', 'بوخارا'],
    phones: [{ local: '98########', e164: '+97798########' }],
  },
  LK: {
    code: 'LK',
    name: 'Sri Lanka',
    nameAr: 'سريلانكا',
    cities: ['Colombo', 'Kandy'],
    citiesAr: ['كولومبو', 'كاندي'],
    phones: [{ local: '077 ### ####', e164: '+9477#######' }],
  },
  US: {
    code: 'US',
    name: 'United States',
    nameAr: 'الولايات المتحدة',
    cities: ['Houston, TX', 'Chicago, IL', 'Seattle, WA'],
    citiesAr: ['هيوستن', 'شيكاغو', 'سياتل'],
    phones: [
      { local: '(713) 4##-####', e164: '+17134######' },
      { local: '312.6##.####', e164: '+13126######' },
      { local: '+1 206-3##-####', e164: '+12063######' },
    ],
  },
};
