// Realistic job texts in English and Arabic, shared by the demo seed and the jobs benchmark.
export type JobTemplate = {
  title: string;
  department: string;
  industry: string;
  jobLevel: 'ENTRY' | 'MID' | 'SENIOR' | 'EXECUTIVE';
  type: 'FULL_TIME' | 'PART_TIME' | 'CONTRACT' | 'REMOTE' | 'INTERNSHIP';
  workType: 'ONSITE' | 'REMOTE' | 'HYBRID';
  experience: string;
  education: string;
  skills: string[];
  /** Monthly, in the company's currency unit of SAR-like scale. */
  salary: [number, number];
  shortDescription: string;
  description: string;
  responsibilities: string;
  requirements: string;
  benefits: string;
  interviewLanguage: 'english' | 'arabic';
};

const en = (t: Omit<JobTemplate, 'interviewLanguage'>): JobTemplate => ({ ...t, interviewLanguage: 'english' });
const ar = (t: Omit<JobTemplate, 'interviewLanguage'>): JobTemplate => ({ ...t, interviewLanguage: 'arabic' });

export const jobTemplates: JobTemplate[] = [
  en({
    title: 'Senior Backend Developer',
    department: 'Engineering',
    industry: 'technology',
    jobLevel: 'SENIOR',
    type: 'FULL_TIME',
    workType: 'HYBRID',
    experience: '5-7 years',
    education: "Bachelor's Degree",
    skills: ['Node.js', 'TypeScript', 'PostgreSQL', 'Docker', 'AWS'],
    salary: [18000, 26000],
    shortDescription: 'Design and run the payment services that thousands of merchants rely on every day.',
    description:
      'We are looking for a senior backend developer to own core services of our payments platform. You will design APIs, model data, tune PostgreSQL queries and keep our services fast and reliable under real traffic from merchants across the region.',
    responsibilities:
      'Design and build REST APIs; review code and mentor two to three engineers; run services in production with on-call rotation; improve observability and performance.',
    requirements:
      'Five or more years building backend services; strong TypeScript or Java; SQL and data modelling; experience with cloud infrastructure and containers.',
    benefits: 'Medical insurance for the family, annual flight tickets, learning budget, hybrid work.',
  }),
  en({
    title: 'Frontend Engineer (React)',
    department: 'Engineering',
    industry: 'technology',
    jobLevel: 'MID',
    type: 'FULL_TIME',
    workType: 'REMOTE',
    experience: '3-5 years',
    education: "Bachelor's Degree",
    skills: ['React', 'TypeScript', 'CSS', 'Accessibility', 'Git'],
    salary: [12000, 17000],
    shortDescription: 'Build bilingual, right-to-left ready interfaces for our merchant dashboard.',
    description:
      'Join the product team that builds our merchant dashboard in English and Arabic. You will turn designs into fast, accessible React screens and care about the details of right-to-left layouts.',
    responsibilities:
      'Build React components and pages; write tests; work with designers on RTL layouts; keep bundle size and performance in check.',
    requirements:
      'Three years of React; solid TypeScript; understanding of accessibility and RTL; good written English.',
    benefits: 'Remote work across the GCC, home office budget, medical insurance.',
  }),
  en({
    title: 'Data Analyst',
    department: 'Business Intelligence',
    industry: 'finance',
    jobLevel: 'ENTRY',
    type: 'FULL_TIME',
    workType: 'ONSITE',
    experience: '0-1 years',
    education: "Bachelor's Degree",
    skills: ['SQL', 'Excel', 'Power BI', 'Python', 'Communication'],
    salary: [7000, 9500],
    shortDescription: 'Turn banking data into weekly reports and dashboards for branch managers.',
    description:
      'Our business intelligence team is hiring a data analyst to prepare reports on deposits, loans and customer activity. You will learn from experienced analysts and present findings to branch managers.',
    responsibilities: 'Write SQL queries; build Power BI dashboards; check data quality; present weekly findings.',
    requirements: 'Degree in statistics, finance, computer science or similar; SQL basics; strong Excel; curiosity.',
    benefits: 'Graduate training programme, housing allowance, annual bonus.',
  }),
  en({
    title: 'Airline Operations Controller',
    department: 'Operations',
    industry: 'other',
    jobLevel: 'MID',
    type: 'FULL_TIME',
    workType: 'ONSITE',
    experience: '3-5 years',
    education: "Bachelor's Degree",
    skills: ['Flight Operations', 'Crew Scheduling', 'Problem Solving', 'Communication'],
    salary: [14000, 19000],
    shortDescription: 'Keep daily flights on time by coordinating crews, aircraft and airport teams.',
    description:
      'The operations control centre of our airline runs around the clock. As a controller you will track every departure, react to delays and weather, and coordinate crews, aircraft and airport partners.',
    responsibilities:
      'Monitor the daily flight programme; manage disruptions; coordinate with crew scheduling and maintenance; report on punctuality.',
    requirements:
      'Three years in airline or airport operations; calm under pressure; shift work; English required, Arabic a plus.',
    benefits: 'Staff travel, shift allowance, medical insurance.',
  }),
  en({
    title: 'HSE Engineer',
    department: 'Health, Safety and Environment',
    industry: 'manufacturing',
    jobLevel: 'SENIOR',
    type: 'CONTRACT',
    workType: 'ONSITE',
    experience: '7+ years',
    education: 'Professional Certification',
    skills: ['NEBOSH', 'Risk Assessment', 'Incident Investigation', 'Leadership'],
    salary: [22000, 30000],
    shortDescription: 'Lead safety on an oil and gas plant expansion project.',
    description:
      'We need an experienced HSE engineer for a two-year contract on a gas processing plant expansion. You will own the safety plan, audits and incident investigations on site.',
    responsibilities:
      'Run site inspections and audits; lead incident investigations; train contractors; report to the project director.',
    requirements:
      'Seven years in HSE on energy projects; NEBOSH certificate; experience with large contractor workforces.',
    benefits: 'Site allowance, accommodation, rotation schedule.',
  }),
  en({
    title: 'Director of Finance',
    department: 'Finance',
    industry: 'finance',
    jobLevel: 'EXECUTIVE',
    type: 'FULL_TIME',
    workType: 'ONSITE',
    experience: '7+ years',
    education: "Master's Degree",
    skills: ['Financial Planning', 'IFRS', 'Leadership', 'Treasury'],
    salary: [45000, 60000],
    shortDescription: 'Lead finance, treasury and reporting for a fast-growing digital bank.',
    description:
      'Our digital bank is looking for a director of finance to lead planning, reporting and treasury. You will work closely with the CEO and the board and build a strong finance team.',
    responsibilities:
      'Own budgeting and forecasting; lead monthly and annual reporting under IFRS; manage treasury and liquidity; lead a team of twelve.',
    requirements: 'Ten years in banking finance including five in leadership; CPA or CFA; deep IFRS knowledge.',
    benefits: 'Executive package, long-term incentive plan, schooling allowance.',
  }),
  en({
    title: 'Customer Support Specialist',
    department: 'Customer Experience',
    industry: 'retail',
    jobLevel: 'ENTRY',
    type: 'PART_TIME',
    workType: 'REMOTE',
    experience: '0-1 years',
    education: 'High School',
    skills: ['Communication', 'Arabic', 'English', 'Zendesk'],
    salary: [4000, 5500],
    shortDescription: 'Help our online shoppers by chat and phone in Arabic and English.',
    description:
      'Our e-commerce customers need quick and friendly help. You will answer chats and calls about orders, deliveries and returns, and pass product feedback to the team.',
    responsibilities: 'Answer customer chats and calls; resolve delivery and return issues; log feedback.',
    requirements: 'Fluent Arabic and good English; patience; reliable internet connection.',
    benefits: 'Flexible hours, performance bonus.',
  }),
  en({
    title: 'Telecom Network Engineer',
    department: 'Network Operations',
    industry: 'technology',
    jobLevel: 'MID',
    type: 'FULL_TIME',
    workType: 'ONSITE',
    experience: '3-5 years',
    education: "Bachelor's Degree",
    skills: ['5G', 'LTE', 'IP Networking', 'Linux'],
    salary: [13000, 18000],
    shortDescription: 'Plan and optimise the 5G radio network of a leading telecom operator.',
    description:
      'Join the network operations team of a leading telecom operator. You will plan capacity, optimise radio performance and roll out new 5G sites across the kingdom.',
    responsibilities: 'Analyse network KPIs; optimise radio parameters; support 5G site rollout; work with vendors.',
    requirements: 'Degree in telecommunications or electrical engineering; three years in radio or core networks.',
    benefits: 'Transport allowance, medical insurance, training with vendors.',
  }),
  ar({
    title: 'محاسب أول',
    department: 'المالية',
    industry: 'finance',
    jobLevel: 'SENIOR',
    type: 'FULL_TIME',
    workType: 'ONSITE',
    experience: '5-7 years',
    education: "Bachelor's Degree",
    skills: ['المحاسبة', 'IFRS', 'Excel', 'SAP'],
    salary: [11000, 15000],
    shortDescription: 'إعداد القوائم المالية الشهرية والإشراف على الحسابات العامة.',
    description:
      'نبحث عن محاسب أول لينضم إلى فريق المالية ويتولى إعداد القوائم المالية الشهرية والسنوية وفق المعايير الدولية، ومتابعة التسويات البنكية والعمل مع المدققين الخارجيين.',
    responsibilities:
      'إعداد القوائم المالية؛ مراجعة القيود اليومية؛ متابعة التسويات البنكية؛ التنسيق مع المدقق الخارجي.',
    requirements:
      'بكالوريوس محاسبة؛ خبرة خمس سنوات على الأقل؛ معرفة بالمعايير الدولية لإعداد التقارير المالية؛ إتقان Excel.',
    benefits: 'تأمين طبي، بدل سكن، مكافأة سنوية.',
  }),
  ar({
    title: 'مطور تطبيقات جوال',
    department: 'التقنية',
    industry: 'technology',
    jobLevel: 'MID',
    type: 'FULL_TIME',
    workType: 'HYBRID',
    experience: '3-5 years',
    education: "Bachelor's Degree",
    skills: ['Flutter', 'Dart', 'Firebase', 'REST'],
    salary: [12000, 16000],
    shortDescription: 'تطوير تطبيقات جوال ثنائية اللغة لعملاء التجزئة.',
    description:
      'نبحث عن مطور تطبيقات جوال لبناء تطبيقاتنا على منصتي أندرويد وآي أو إس باستخدام Flutter، مع الاهتمام بتجربة المستخدم العربية والأداء العالي.',
    responsibilities: 'تطوير ميزات جديدة؛ كتابة الاختبارات؛ التعاون مع فريق التصميم؛ نشر التحديثات على المتاجر.',
    requirements: 'خبرة ثلاث سنوات في تطوير تطبيقات الجوال؛ إتقان Flutter؛ معرفة بواجهات REST.',
    benefits: 'عمل هجين، تأمين طبي للعائلة، ميزانية تدريب.',
  }),
  ar({
    title: 'مدير مبيعات إقليمي',
    department: 'المبيعات',
    industry: 'retail',
    jobLevel: 'SENIOR',
    type: 'FULL_TIME',
    workType: 'ONSITE',
    experience: '7+ years',
    education: "Bachelor's Degree",
    skills: ['إدارة المبيعات', 'التفاوض', 'القيادة', 'CRM'],
    salary: [20000, 28000],
    shortDescription: 'قيادة فريق المبيعات وتحقيق أهداف النمو في المنطقة.',
    description:
      'نبحث عن مدير مبيعات إقليمي يقود فريقاً من عشرين مندوباً، ويضع خطط المبيعات ويتابع تحقيق الأهداف الشهرية ويبني علاقات طويلة مع كبار العملاء.',
    responsibilities: 'وضع خطط المبيعات؛ متابعة أداء الفريق؛ التفاوض مع كبار العملاء؛ إعداد التقارير للإدارة.',
    requirements: 'خبرة سبع سنوات في المبيعات منها ثلاث في الإدارة؛ مهارات تفاوض عالية؛ رخصة قيادة سارية.',
    benefits: 'عمولة مجزية، سيارة الشركة، تأمين طبي.',
  }),
  ar({
    title: 'مهندس طاقة متجددة',
    department: 'المشاريع',
    industry: 'other',
    jobLevel: 'MID',
    type: 'CONTRACT',
    workType: 'ONSITE',
    experience: '3-5 years',
    education: "Bachelor's Degree",
    skills: ['الطاقة الشمسية', 'AutoCAD', 'PVsyst', 'إدارة المشاريع'],
    salary: [15000, 21000],
    shortDescription: 'تصميم ومتابعة تنفيذ محطات الطاقة الشمسية.',
    description:
      'ننفذ مشاريع طاقة شمسية كبرى ونبحث عن مهندس لتصميم المحطات ومتابعة التنفيذ في الموقع وضمان الجودة والالتزام بالجدول الزمني.',
    responsibilities: 'إعداد التصاميم الفنية؛ متابعة المقاولين في الموقع؛ مراجعة المخططات؛ إعداد تقارير الإنجاز.',
    requirements: 'بكالوريوس هندسة كهربائية؛ خبرة ثلاث سنوات في مشاريع الطاقة؛ إتقان PVsyst.',
    benefits: 'بدل موقع، سكن، تذاكر سنوية.',
  }),
  ar({
    title: 'أخصائي موارد بشرية',
    department: 'الموارد البشرية',
    industry: 'consulting',
    jobLevel: 'ENTRY',
    type: 'FULL_TIME',
    workType: 'ONSITE',
    experience: '1-3 years',
    education: "Bachelor's Degree",
    skills: ['التوظيف', 'شؤون الموظفين', 'التواصل', 'Excel'],
    salary: [7000, 9000],
    shortDescription: 'دعم عمليات التوظيف وشؤون الموظفين اليومية.',
    description:
      'نبحث عن أخصائي موارد بشرية لدعم عمليات التوظيف من نشر الوظائف حتى تعيين الموظفين، ومتابعة ملفات الموظفين والإجازات والرواتب.',
    responsibilities: 'نشر الوظائف وفرز السير الذاتية؛ تنسيق المقابلات؛ متابعة ملفات الموظفين؛ إعداد تقارير الحضور.',
    requirements: 'بكالوريوس إدارة أعمال أو موارد بشرية؛ خبرة سنة على الأقل؛ مهارات تواصل ممتازة.',
    benefits: 'تأمين طبي، بيئة عمل داعمة، فرص تطوير.',
  }),
  ar({
    title: 'مضيف طيران',
    department: 'خدمات الركاب',
    industry: 'other',
    jobLevel: 'ENTRY',
    type: 'FULL_TIME',
    workType: 'ONSITE',
    experience: '0-1 years',
    education: 'High School',
    skills: ['خدمة العملاء', 'اللغة الإنجليزية', 'الإسعافات الأولية'],
    salary: [8000, 11000],
    shortDescription: 'تقديم خدمة متميزة للركاب على متن رحلاتنا الإقليمية والدولية.',
    description:
      'انضم إلى طاقم الضيافة في شركة طيران رائدة، وقدّم تجربة سفر آمنة ومريحة لركابنا على الرحلات الإقليمية والدولية.',
    responsibilities: 'ضمان سلامة الركاب؛ تقديم الخدمة على متن الطائرة؛ الالتزام بإجراءات الطوارئ.',
    requirements: 'إتقان العربية والإنجليزية؛ لياقة بدنية جيدة؛ الاستعداد للسفر والعمل بنظام المناوبات.',
    benefits: 'سكن، تذاكر سفر مخفضة، تأمين طبي.',
  }),
  ar({
    title: 'مدير عام العمليات',
    department: 'الإدارة العليا',
    industry: 'manufacturing',
    jobLevel: 'EXECUTIVE',
    type: 'FULL_TIME',
    workType: 'ONSITE',
    experience: '7+ years',
    education: "Master's Degree",
    skills: ['القيادة', 'التخطيط الاستراتيجي', 'إدارة سلاسل الإمداد'],
    salary: [50000, 70000],
    shortDescription: 'قيادة عمليات المصانع وسلاسل الإمداد على مستوى المجموعة.',
    description:
      'نبحث عن مدير عام للعمليات يقود مصانع المجموعة وسلاسل الإمداد، ويرفع الكفاءة التشغيلية ويطبق معايير الجودة والسلامة.',
    responsibilities: 'وضع الخطط التشغيلية؛ قيادة مديري المصانع؛ تحسين الكفاءة والتكاليف؛ رفع التقارير لمجلس الإدارة.',
    requirements: 'خبرة خمس عشرة سنة في التصنيع منها سبع في مناصب قيادية؛ ماجستير إدارة أعمال أو هندسة.',
    benefits: 'حزمة تنفيذية، سيارة، تأمين شامل للعائلة.',
  }),
  en({
    title: 'Marketing Intern',
    department: 'Marketing',
    industry: 'consulting',
    jobLevel: 'ENTRY',
    type: 'INTERNSHIP',
    workType: 'HYBRID',
    experience: '0-1 years',
    education: 'Not Required',
    skills: ['Social Media', 'Copywriting', 'Canva', 'Arabic'],
    salary: [3000, 4000],
    shortDescription: 'Six-month internship writing campaigns in Arabic and English.',
    description:
      'Our marketing team offers a six-month paid internship. You will help plan social media campaigns, write posts in Arabic and English and measure what works.',
    responsibilities: 'Draft posts and newsletters; prepare simple designs; track campaign results.',
    requirements: 'Final-year student or fresh graduate; strong writing in Arabic and English.',
    benefits: 'Paid internship, mentoring, certificate.',
  }),
];

/** Currency and a few cities per wizard country. */
export const countryFacts = {
  JO: { currency: 'JOD', factor: 0.19, cities: ['Amman, Jordan'] },
  AE: { currency: 'AED', factor: 1, cities: ['Dubai, UAE', 'Abu Dhabi, UAE', 'Sharjah, UAE'] },
  SA: { currency: 'SAR', factor: 1, cities: ['Riyadh, Saudi Arabia', 'Jeddah, Saudi Arabia', 'Dammam, Saudi Arabia'] },
  QA: { currency: 'QAR', factor: 1, cities: ['Doha, Qatar'] },
  KW: { currency: 'KWD', factor: 0.083, cities: ['Kuwait City, Kuwait'] },
  BH: { currency: 'BHD', factor: 0.1, cities: ['Manama, Bahrain'] },
  OM: { currency: 'OMR', factor: 0.1, cities: ['Muscat, Oman'] },
} as const;
export type CountryKey = keyof typeof countryFacts;

export function salaryText(range: [number, number], country: CountryKey, arabic: boolean): string {
  const { currency, factor } = countryFacts[country];
  const round = (n: number) => Math.max(100, Math.round((n * factor) / 50) * 50).toLocaleString('en-US');
  const [low, high] = range;
  return arabic
    ? `${round(low)} - ${round(high)} ${currency} شهرياً`
    : `${currency} ${round(low)} - ${round(high)} per month`;
}
