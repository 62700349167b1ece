// The people, occupations and places of the wide4 set. Written from what real CVs of the Gulf, the Levant, Egypt,
// South Asia, the Philippines, Europe and the US look like; not from the CV reader's rules.

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

/** An occupation: a ladder of titles (most junior first), employers, duties, skills and the usual degree. */
export type Occupation = {
  key: string;
  titles: string[];
  titlesAr: string[];
  employers: string[];
  employersAr: string[];
  duties: string[];
  dutiesAr: string[];
  skills: string[];
  skillsAr: string[];
  degree: { level: string; en: string; ar: string };
};

export const OCCUPATIONS: Occupation[] = [
  {
    key: 'nurse',
    titles: ['Staff Nurse', 'Registered Nurse', 'Senior Staff Nurse', 'Charge Nurse'],
    titlesAr: ['ممرضة', 'ممرضة قانونية', 'ممرضة أولى', 'مسؤولة تمريض'],
    employers: ['{city} General Hospital', 'Al Salam Medical Center', 'Mercy Specialist Hospital', 'Care Plus Clinics'],
    employersAr: ['مستشفى {city} العام', 'مركز السلام الطبي', 'مستشفى الرحمة التخصصي', 'عيادات كير بلس'],
    duties: [
      'Provided patient care for 28-bed medical-surgical ward',
      'Administered medications and monitored vital signs',
      'Applied infection control protocols and wound care',
    ],
    dutiesAr: [
      'تقديم الرعاية التمريضية لمرضى قسم الباطنية',
      'إعطاء الأدوية ومراقبة العلامات الحيوية',
      'تطبيق إجراءات مكافحة العدوى',
    ],
    skills: ['Patient Care', 'BLS', 'Wound Care', 'Infection Control', 'Medication Administration'],
    skillsAr: ['رعاية المرضى', 'مكافحة العدوى', 'الإسعافات الأولية'],
    degree: { level: 'BACHELOR', en: 'B.Sc. Nursing', ar: 'بكالوريوس تمريض' },
  },
  {
    key: 'electrician',
    titles: ['Electrician', 'Electrical Technician', 'Senior Electrician', 'Electrical Foreman'],
    titlesAr: ['كهربائي', 'فني كهرباء', 'كهربائي أول', 'مشرف كهرباء'],
    employers: [
      'Gulf Star Contracting LLC',
      'Al Waha Electromechanical',
      'Summit Facilities Services',
      'Orient Power Works',
    ],
    employersAr: [
      'شركة نجمة الخليج للمقاولات',
      'الواحة للأعمال الكهروميكانيكية',
      'سميت لخدمات المرافق',
      'أورينت للطاقة',
    ],
    duties: [
      'Installed and tested LV panels, cable trays and lighting circuits',
      'Carried out preventive maintenance of generators and switchgear',
      'Read electrical drawings and followed HSE procedures',
    ],
    dutiesAr: ['تركيب وفحص لوحات الجهد المنخفض والإنارة', 'الصيانة الوقائية للمولدات', 'قراءة المخططات الكهربائية'],
    skills: ['Electrical Installation', 'Electrical Maintenance', 'Blueprint Reading', 'HSE'],
    skillsAr: ['التمديدات الكهربائية', 'الصيانة الكهربائية', 'قراءة المخططات'],
    degree: { level: 'DIPLOMA', en: 'Diploma in Electrical Engineering', ar: 'دبلوم هندسة كهربائية' },
  },
  {
    key: 'accountant',
    titles: ['Junior Accountant', 'Accountant', 'Senior Accountant', 'Finance Manager'],
    titlesAr: ['محاسب مبتدئ', 'محاسب', 'محاسب أول', 'مدير مالي'],
    employers: ['Al Futuh Trading Co.', 'Crescent Holding Group', 'Nile Star Industries', 'Horizon Real Estate'],
    employersAr: ['شركة الفتوح التجارية', 'مجموعة الهلال القابضة', 'نجمة النيل للصناعات', 'الأفق العقارية'],
    duties: [
      'Prepared monthly financial statements and bank reconciliations',
      'Managed accounts payable and receivable and VAT returns',
      'Supported the external audit and budgeting',
    ],
    dutiesAr: [
      'إعداد القوائم المالية الشهرية والتسويات البنكية',
      'متابعة الذمم الدائنة والمدينة',
      'إعداد إقرارات ضريبة القيمة المضافة',
    ],
    skills: ['Accounting', 'Financial Reporting', 'Bank Reconciliation', 'VAT', 'SAP', 'Microsoft Excel'],
    skillsAr: ['المحاسبة', 'التقارير المالية', 'ضريبة القيمة المضافة'],
    degree: { level: 'BACHELOR', en: 'B.Com. Accounting', ar: 'بكالوريوس محاسبة' },
  },
  {
    key: 'driver',
    titles: ['Light Driver', 'Delivery Driver', 'Heavy Driver', 'Senior Driver'],
    titlesAr: ['سائق خفيف', 'سائق توصيل', 'سائق ثقيل', 'سائق أول'],
    employers: ['Fast Line Transport', 'Al Rawabi Logistics', 'Desert Cargo Movers', 'City Link Couriers'],
    employersAr: ['فاست لاين للنقل', 'الروابي للخدمات اللوجستية', 'صحراء الشحن', 'سيتي لينك للتوصيل'],
    duties: [
      'Delivered goods across the city on daily routes',
      'Kept vehicle logbooks and daily inspection checklists',
      'Loaded and unloaded cargo safely',
    ],
    dutiesAr: ['توصيل البضائع داخل المدينة', 'فحص المركبة يومياً', 'تحميل وتنزيل البضائع بأمان'],
    skills: ['Defensive Driving', 'Route Planning', 'Vehicle Inspection'],
    skillsAr: ['القيادة الآمنة', 'تخطيط المسارات'],
    degree: { level: 'HIGH_SCHOOL', en: 'Higher Secondary Certificate', ar: 'شهادة الثانوية العامة' },
  },
  {
    key: 'chef',
    titles: ['Commis Chef', 'Chef de Partie', 'Sous Chef', 'Head Chef'],
    titlesAr: ['مساعد طاهٍ', 'رئيس قسم', 'مساعد رئيس الطهاة', 'رئيس الطهاة'],
    employers: ['Grand Marina Hotel', 'Olive Tree Restaurant', 'Saffron Catering', 'Palm Bay Resort'],
    employersAr: ['فندق جراند مارينا', 'مطعم شجرة الزيتون', 'زعفران للتموين', 'منتجع بالم باي'],
    duties: [
      'Prepared hot kitchen dishes for a 200-cover restaurant',
      'Controlled food cost and stock rotation',
      'Applied HACCP food safety standards',
    ],
    dutiesAr: ['تحضير الأطباق الساخنة', 'ضبط تكلفة الطعام والمخزون', 'تطبيق معايير سلامة الغذاء'],
    skills: ['Food Preparation', 'HACCP', 'Menu Planning', 'Food Safety'],
    skillsAr: ['إعداد الطعام', 'سلامة الغذاء', 'تخطيط القوائم'],
    degree: { level: 'DIPLOMA', en: 'Diploma in Culinary Arts', ar: 'دبلوم فنون الطهي' },
  },
  {
    key: 'teacher',
    titles: ['Assistant Teacher', 'English Teacher', 'Senior English Teacher', 'Head of Department'],
    titlesAr: ['معلمة مساعدة', 'معلمة لغة إنجليزية', 'معلمة أولى', 'رئيسة قسم'],
    employers: [
      'Al Noor International School',
      'Bright Future Academy',
      'Riverside British School',
      'Al Amal Model School',
    ],
    employersAr: [
      'مدرسة النور الدولية',
      'أكاديمية المستقبل المشرق',
      'مدرسة ريفرسايد البريطانية',
      'مدرسة الأمل النموذجية',
    ],
    duties: [
      'Taught English to grades 6 to 9 following the British curriculum',
      'Planned lessons and assessed students',
      'Led classroom management and parent meetings',
    ],
    dutiesAr: ['تدريس اللغة الإنجليزية للصفوف من السادس إلى التاسع', 'إعداد الخطط الدرسية وتقييم الطلاب', 'إدارة الصف'],
    skills: ['Lesson Planning', 'Classroom Management', 'Curriculum Development', 'Student Assessment'],
    skillsAr: ['التخطيط للدروس', 'إدارة الصف', 'تقييم الطلاب'],
    degree: { level: 'MASTER', en: 'M.A. English Literature', ar: 'ماجستير أدب إنجليزي' },
  },
  {
    key: 'sales',
    titles: ['Sales Representative', 'Sales Executive', 'Senior Sales Executive', 'Sales Manager'],
    titlesAr: ['مندوب مبيعات', 'أخصائي مبيعات', 'أخصائي مبيعات أول', 'مدير مبيعات'],
    employers: ['Emirates Home Appliances', 'Prime Auto Parts', 'Levant Foods Distribution', 'Blue Ocean Telecom'],
    employersAr: [
      'الإمارات للأجهزة المنزلية',
      'برايم لقطع غيار السيارات',
      'المشرق لتوزيع الأغذية',
      'المحيط الأزرق للاتصالات',
    ],
    duties: [
      'Exceeded monthly sales targets by 15% on average',
      'Built relationships with key accounts and negotiated contracts',
      'Maintained the CRM pipeline and weekly forecasts',
    ],
    dutiesAr: ['تحقيق أهداف المبيعات الشهرية', 'بناء العلاقات مع كبار العملاء', 'متابعة العملاء المحتملين'],
    skills: ['Sales', 'Negotiation', 'CRM', 'Customer Relationship Management', 'Key Account Management'],
    skillsAr: ['المبيعات', 'التفاوض', 'خدمة العملاء'],
    degree: { level: 'BACHELOR', en: 'Bachelor of Business Administration', ar: 'بكالوريوس إدارة أعمال' },
  },
  {
    key: 'civil',
    titles: ['Site Engineer', 'Civil Engineer', 'Senior Civil Engineer', 'Project Manager'],
    titlesAr: ['مهندس موقع', 'مهندس مدني', 'مهندس مدني أول', 'مدير مشروع'],
    employers: [
      'Arabian Construction Co.',
      'Consolidated Builders',
      'Al Jazeera Contracting',
      'Meridian Infrastructure',
    ],
    employersAr: ['الشركة العربية للإنشاءات', 'البناؤون المتحدون', 'الجزيرة للمقاولات', 'ميريديان للبنية التحتية'],
    duties: [
      'Supervised reinforced concrete works on a 22-storey tower',
      'Prepared quantity surveys and checked shop drawings in AutoCAD',
      'Coordinated subcontractors and site safety',
    ],
    dutiesAr: ['الإشراف على أعمال الخرسانة المسلحة', 'حساب الكميات ومراجعة المخططات', 'التنسيق مع مقاولي الباطن'],
    skills: ['AutoCAD', 'Primavera P6', 'Quantity Surveying', 'Site Supervision', 'Project Management'],
    skillsAr: ['أوتوكاد', 'الإشراف على المواقع', 'إدارة المشاريع'],
    degree: { level: 'BACHELOR', en: 'B.Sc. Civil Engineering', ar: 'بكالوريوس هندسة مدنية' },
  },
  {
    key: 'software',
    titles: ['Junior Developer', 'Software Engineer', 'Senior Software Engineer', 'Tech Lead'],
    titlesAr: ['مطور مبتدئ', 'مهندس برمجيات', 'مهندس برمجيات أول', 'قائد فريق تقني'],
    employers: ['Nimbus Digital', 'Careem Labs Partner Studio', 'Falcon Fintech', 'Octave Software House'],
    employersAr: ['نيمبس الرقمية', 'استوديو الشركاء', 'فالكون للتقنية المالية', 'أوكتاف للبرمجيات'],
    duties: [
      'Built REST APIs in Node.js and TypeScript with PostgreSQL',
      'Wrote React front ends and unit tests',
      'Set up CI pipelines with Docker',
    ],
    dutiesAr: ['بناء واجهات REST باستخدام Node.js', 'تطوير واجهات React', 'إعداد خطوط التكامل المستمر باستخدام Docker'],
    skills: ['TypeScript', 'Node.js', 'React', 'PostgreSQL', 'Docker', 'Git'],
    skillsAr: ['TypeScript', 'React', 'Docker'],
    degree: { level: 'BACHELOR', en: 'B.Tech Computer Science', ar: 'بكالوريوس علوم الحاسوب' },
  },
  {
    key: 'hr',
    titles: ['HR Assistant', 'HR Officer', 'Senior HR Officer', 'HR Manager'],
    titlesAr: ['مساعد موارد بشرية', 'أخصائي موارد بشرية', 'أخصائي موارد بشرية أول', 'مدير الموارد البشرية'],
    employers: ['Al Masa Group', 'Unity Facilities Management', 'Sky Hospitality', 'Delta Manpower Services'],
    employersAr: ['مجموعة الماسة', 'يونيتي لإدارة المرافق', 'سكاي للضيافة', 'دلتا لخدمات القوى العاملة'],
    duties: [
      'Handled recruitment, onboarding and payroll for 400 staff',
      'Managed employee relations and labour law compliance',
      'Ran performance appraisal cycles',
    ],
    dutiesAr: ['إدارة التوظيف والرواتب', 'متابعة شؤون الموظفين وقانون العمل', 'تقييم الأداء السنوي'],
    skills: ['Recruitment', 'Payroll', 'Employee Relations', 'Onboarding', 'Performance Management'],
    skillsAr: ['التوظيف', 'الرواتب', 'تقييم الأداء'],
    degree: { level: 'MASTER', en: 'MBA Human Resources', ar: 'ماجستير إدارة الموارد البشرية' },
  },
  {
    key: 'mechanic',
    titles: ['Mechanic', 'HVAC Technician', 'Senior HVAC Technician', 'Maintenance Supervisor'],
    titlesAr: ['ميكانيكي', 'فني تكييف وتبريد', 'فني تكييف أول', 'مشرف صيانة'],
    employers: ['Cool Air Services', 'Emrill Style Facilities', 'Al Bahar Maintenance', 'Polar HVAC Contracting'],
    employersAr: ['كول إير للخدمات', 'المرافق المتكاملة', 'البحر للصيانة', 'بولار لمقاولات التكييف'],
    duties: [
      'Serviced chillers, AHUs and split units',
      'Diagnosed refrigerant leaks and replaced compressors',
      'Kept preventive maintenance records',
    ],
    dutiesAr: ['صيانة المبردات ووحدات مناولة الهواء', 'كشف تسريب غاز التبريد', 'الصيانة الوقائية'],
    skills: ['HVAC', 'Preventive Maintenance', 'Refrigeration', 'Troubleshooting'],
    skillsAr: ['التكييف والتبريد', 'الصيانة الوقائية'],
    degree: { level: 'DIPLOMA', en: 'Diploma in Mechanical Engineering', ar: 'دبلوم هندسة ميكانيكية' },
  },
  {
    key: 'logistics',
    titles: ['Storekeeper', 'Warehouse Supervisor', 'Logistics Coordinator', 'Logistics Manager'],
    titlesAr: ['أمين مستودع', 'مشرف مستودع', 'منسق لوجستي', 'مدير الخدمات اللوجستية'],
    employers: ['Transgulf Freight', 'Al Madina Supply Chain', 'Red Sea Shipping Agency', 'Metro Retail Distribution'],
    employersAr: ['ترانس جلف للشحن', 'المدينة لسلاسل الإمداد', 'وكالة البحر الأحمر للملاحة', 'مترو للتوزيع'],
    duties: [
      'Managed inventory of 6,000 SKUs in the WMS',
      'Coordinated import shipments and customs clearance',
      'Led a team of 12 pickers and forklift operators',
    ],
    dutiesAr: ['إدارة المخزون', 'تنسيق الشحنات والتخليص الجمركي', 'قيادة فريق المستودع'],
    skills: ['Inventory Management', 'Supply Chain Management', 'Customs Clearance', 'Warehouse Management'],
    skillsAr: ['إدارة المخزون', 'سلاسل الإمداد', 'التخليص الجمركي'],
    degree: { level: 'BACHELOR', en: 'B.Sc. Logistics Management', ar: 'بكالوريوس إدارة لوجستية' },
  },
  {
    key: 'customer-service',
    titles: [
      'Customer Service Agent',
      'Customer Service Representative',
      'Team Leader',
      'Customer Experience Supervisor',
    ],
    titlesAr: ['موظف خدمة عملاء', 'ممثل خدمة العملاء', 'قائد فريق', 'مشرف تجربة العملاء'],
    employers: ['TeleConnect BPO', 'Etihad Style Contact Centre', 'Pinnacle Outsourcing', 'Vista Bank'],
    employersAr: ['تيليكونكت', 'مركز الاتصال الموحد', 'بيناكل للتعهيد', 'بنك فيستا'],
    duties: [
      'Handled 80 inbound calls a day with 95% CSAT',
      'Resolved billing complaints in the CRM',
      'Coached new agents',
    ],
    dutiesAr: ['الرد على المكالمات الواردة', 'حل شكاوى العملاء', 'تدريب الموظفين الجدد'],
    skills: ['Customer Service', 'Complaint Handling', 'CRM', 'Communication'],
    skillsAr: ['خدمة العملاء', 'التواصل', 'حل المشكلات'],
    degree: { level: 'BACHELOR', en: 'Bachelor of Arts in Communication', ar: 'بكالوريوس آداب' },
  },
];
