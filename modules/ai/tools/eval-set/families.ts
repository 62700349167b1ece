/** Role families of the evaluation CVs, with the labelled fit (1-5) of each family for the two evaluation jobs. */
export type Family = {
  id: string;
  titles: Array<{ en: string; ar: string }>;
  skills: string[];
  bulletsEn: string[];
  bulletsAr: string[];
  degreeEn: string;
  /** Skills a reader takes from the degree's name. */
  degreeSkills?: string[];
  degreeAr: string;
  /** Labelled fit for the backend job and the accountant job, by a recruiter's reading: [junior, experienced]. */
  fit: { backend: [number, number]; accountant: [number, number] };
};

export const FAMILIES: Family[] = [
  {
    id: 'backend',
    titles: [
      { en: 'Senior Backend Engineer', ar: 'مهندس برمجيات أول' },
      { en: 'Backend Developer', ar: 'مطور خلفيات' },
      { en: 'Software Engineer', ar: 'مهندس برمجيات' },
    ],
    skills: [
      'Node.js',
      'TypeScript',
      'PostgreSQL',
      'Docker',
      'AWS',
      'REST APIs',
      'Git',
      'Redis',
      'Python',
      'Kubernetes',
    ],
    bulletsEn: [
      'Designed payment services handling 2M requests a day',
      'Cut API latency by 40% through query tuning',
      'Mentored four junior engineers',
    ],
    bulletsAr: [
      'صممت خدمات الدفع التي تعالج مليوني طلب يومياً',
      'خفضت زمن الاستجابة بنسبة 40٪',
      'أشرفت على أربعة مهندسين جدد',
    ],
    degreeEn: 'B.Sc. in Computer Science',
    degreeAr: 'بكالوريوس علوم الحاسوب',
    fit: { backend: [4, 5], accountant: [1, 1] },
  },
  {
    id: 'frontend',
    titles: [
      { en: 'Frontend Developer', ar: 'مطور واجهات أمامية' },
      { en: 'Senior Frontend Engineer', ar: 'مهندس واجهات أمامية أول' },
    ],
    skills: ['JavaScript', 'React', 'TypeScript', 'HTML', 'CSS', 'Redux', 'Git', 'Figma'],
    bulletsEn: [
      'Rebuilt the checkout pages for mobile users',
      'Raised the accessibility audit score from 62 to 95',
      'Introduced a shared component library',
    ],
    bulletsAr: [
      'أعدت بناء صفحات الدفع لمستخدمي الهواتف',
      'رفعت نتيجة فحص سهولة الوصول من 62 إلى 95',
      'أنشأت مكتبة مكونات مشتركة',
    ],
    degreeEn: 'Bachelor of Software Engineering',
    degreeAr: 'بكالوريوس هندسة البرمجيات',
    fit: { backend: [2, 3], accountant: [1, 1] },
  },
  {
    id: 'fullstack',
    titles: [{ en: 'Full Stack Developer', ar: 'مطور برمجيات متكامل' }],
    skills: ['JavaScript', 'Node.js', 'React', 'MongoDB', 'PostgreSQL', 'Docker', 'Git', 'REST APIs'],
    bulletsEn: [
      'Delivered a booking platform used by 300 clinics',
      'Automated deployments for twelve services',
      'Led the migration to a new database',
    ],
    bulletsAr: [
      'طورت منصة حجوزات تستخدمها 300 عيادة',
      'أتمتة النشر لاثنتي عشرة خدمة',
      'قدت الانتقال إلى قاعدة بيانات جديدة',
    ],
    degreeEn: 'B.Sc. in Computer Engineering',
    degreeAr: 'بكالوريوس هندسة الحاسوب',
    fit: { backend: [3, 4], accountant: [1, 1] },
  },
  {
    id: 'devops',
    titles: [{ en: 'DevOps Engineer', ar: 'مهندس عمليات التطوير' }],
    skills: ['Linux', 'Docker', 'Kubernetes', 'AWS', 'Terraform', 'CI/CD', 'Python', 'Git'],
    bulletsEn: [
      'Moved 40 services to managed clusters',
      'Reduced cloud spend by 25%',
      'Built on-call runbooks and alerting',
    ],
    bulletsAr: ['نقلت 40 خدمة إلى عناقيد مُدارة', 'خفضت تكاليف السحابة بنسبة 25٪', 'أعددت أدلة المناوبة والتنبيهات'],
    degreeEn: 'B.Sc. in Information Technology',
    degreeAr: 'بكالوريوس تكنولوجيا المعلومات',
    fit: { backend: [2, 3], accountant: [1, 1] },
  },
  {
    id: 'data',
    titles: [{ en: 'Data Analyst', ar: 'محلل بيانات' }],
    skills: ['SQL', 'Python', 'Power BI', 'Excel', 'Data Analysis', 'Tableau', 'Pandas'],
    bulletsEn: [
      'Built weekly dashboards for the executive team',
      'Found a pricing error worth 1.2M a year',
      'Cleaned and merged five customer databases',
    ],
    bulletsAr: [
      'أعددت لوحات مؤشرات أسبوعية للإدارة',
      'اكتشفت خطأ تسعير بقيمة 1.2 مليون سنوياً',
      'نظفت ودمجت خمس قواعد بيانات للعملاء',
    ],
    degreeEn: 'B.Sc. in Statistics',
    degreeAr: 'بكالوريوس الإحصاء',
    fit: { backend: [2, 2], accountant: [2, 2] },
  },
  {
    id: 'accountant',
    titles: [
      { en: 'Senior Accountant', ar: 'محاسب أول' },
      { en: 'Accountant', ar: 'محاسب' },
    ],
    skills: ['Accounting', 'Financial Reporting', 'Excel', 'SAP', 'Taxation', 'Budgeting', 'Auditing'],
    bulletsEn: [
      'Closed the monthly books three days faster',
      'Prepared VAT returns for six entities',
      'Reconciled 40 bank accounts every month',
    ],
    bulletsAr: [
      'أغلقت الحسابات الشهرية أسرع بثلاثة أيام',
      'أعددت إقرارات ضريبية لست شركات',
      'طابقت 40 حساباً بنكياً شهرياً',
    ],
    degreeEn: 'Bachelor of Accounting',
    degreeAr: 'بكالوريوس المحاسبة',
    fit: { backend: [1, 1], accountant: [4, 5] },
  },
  {
    id: 'auditor',
    titles: [{ en: 'Internal Auditor', ar: 'مدقق داخلي' }],
    skills: ['Auditing', 'Risk Management', 'Financial Reporting', 'Excel', 'Accounting'],
    bulletsEn: [
      'Audited purchasing across three regions',
      'Wrote 25 audit reports for the board committee',
      'Tested controls over payroll and expenses',
    ],
    bulletsAr: [
      'دققت عمليات الشراء في ثلاث مناطق',
      'كتبت 25 تقرير تدقيق للجنة المجلس',
      'اختبرت الضوابط على الرواتب والمصاريف',
    ],
    degreeEn: 'Bachelor of Finance',
    degreeAr: 'بكالوريوس العلوم المالية والمصرفية',
    fit: { backend: [1, 1], accountant: [3, 4] },
  },
  {
    id: 'sales',
    titles: [
      { en: 'Sales Manager', ar: 'مدير مبيعات' },
      { en: 'Account Executive', ar: 'مندوب مبيعات' },
    ],
    skills: ['Sales', 'Negotiation', 'CRM', 'Salesforce', 'Customer Service', 'Communication'],
    bulletsEn: [
      'Grew regional revenue by 30% in two years',
      'Opened 45 new corporate accounts',
      'Trained a team of eight representatives',
    ],
    bulletsAr: [
      'رفعت إيرادات المنطقة بنسبة 30٪ خلال عامين',
      'افتتحت 45 حساباً جديداً للشركات',
      'دربت فريقاً من ثمانية مندوبين',
    ],
    degreeEn: 'Bachelor of Business Administration',
    degreeAr: 'بكالوريوس إدارة الأعمال',
    fit: { backend: [1, 1], accountant: [1, 1] },
  },
  {
    id: 'nurse',
    titles: [
      { en: 'Registered Nurse', ar: 'ممرضة قانونية' },
      { en: 'Staff Nurse', ar: 'ممرض' },
    ],
    skills: ['Patient Care', 'BLS', 'ACLS', 'Electronic Health Records', 'Infection Control'],
    bulletsEn: [
      'Cared for up to six patients per shift in the ICU',
      'Coached new staff on medication safety',
      'Kept charts complete for every shift',
    ],
    bulletsAr: [
      'قدمت الرعاية لستة مرضى في كل مناوبة في العناية المركزة',
      'دربت الطاقم الجديد على سلامة الأدوية',
      'حافظت على اكتمال السجلات في كل مناوبة',
    ],
    degreeEn: 'Bachelor of Science in Nursing',
    degreeSkills: ['Nursing'],
    degreeAr: 'بكالوريوس التمريض',
    fit: { backend: [1, 1], accountant: [1, 1] },
  },
  {
    id: 'teacher',
    titles: [{ en: 'Mathematics Teacher', ar: 'معلم رياضيات' }],
    skills: ['Lesson Planning', 'Classroom Management', 'Curriculum Development', 'Microsoft Office'],
    bulletsEn: [
      'Taught grades 7 to 10 with class sizes of 30',
      'Raised pass rates in national exams from 71% to 88%',
      'Ran the after-school olympiad club',
    ],
    bulletsAr: [
      'درّست الصفوف من السابع إلى العاشر',
      'رفعت نسب النجاح في الامتحانات الوطنية من 71٪ إلى 88٪',
      'أدرت نادي الأولمبياد بعد الدوام',
    ],
    degreeEn: 'Bachelor of Mathematics',
    degreeAr: 'بكالوريوس الرياضيات',
    fit: { backend: [1, 1], accountant: [1, 2] },
  },
  {
    id: 'hr',
    titles: [{ en: 'HR Specialist', ar: 'أخصائي موارد بشرية' }],
    skills: ['Recruitment', 'Payroll', 'Employee Relations', 'Excel', 'Training and Development'],
    bulletsEn: [
      'Hired 120 staff for a new branch network',
      'Moved payroll for 900 staff to a new system',
      'Wrote the onboarding handbook',
    ],
    bulletsAr: ['عينت 120 موظفاً لشبكة فروع جديدة', 'نقلت رواتب 900 موظف إلى نظام جديد', 'كتبت دليل استقبال الموظفين'],
    degreeEn: 'Bachelor of Business Administration',
    degreeAr: 'بكالوريوس إدارة الأعمال',
    fit: { backend: [1, 1], accountant: [1, 2] },
  },
  {
    id: 'marketing',
    titles: [{ en: 'Digital Marketing Specialist', ar: 'أخصائي تسويق رقمي' }],
    skills: ['Digital Marketing', 'SEO', 'Google Ads', 'Social Media Marketing', 'Content Writing'],
    bulletsEn: [
      'Doubled organic traffic in one year',
      'Managed a monthly ad budget of 50K',
      'Launched campaigns in four markets',
    ],
    bulletsAr: [
      'ضاعفت الزيارات العضوية خلال عام',
      'أدرت ميزانية إعلانات شهرية بقيمة 50 ألفاً',
      'أطلقت حملات في أربعة أسواق',
    ],
    degreeEn: 'Bachelor of Marketing',
    degreeAr: 'بكالوريوس التسويق',
    fit: { backend: [1, 1], accountant: [1, 1] },
  },
  {
    id: 'civil',
    titles: [{ en: 'Civil Engineer', ar: 'مهندس مدني' }],
    skills: ['AutoCAD', 'Site Supervision', 'Primavera', 'Quality Assurance', 'Civil Engineering'],
    bulletsEn: [
      'Supervised a 22-storey residential tower',
      'Checked shop drawings and quantities',
      'Kept the site free of lost-time injuries for 500 days',
    ],
    bulletsAr: [
      'أشرفت على برج سكني من 22 طابقاً',
      'راجعت المخططات التنفيذية والكميات',
      'حافظت على الموقع دون إصابات لمدة 500 يوم',
    ],
    degreeEn: 'B.Sc. in Civil Engineering',
    degreeSkills: ['Civil Engineering'],
    degreeAr: 'بكالوريوس الهندسة المدنية',
    fit: { backend: [1, 1], accountant: [1, 1] },
  },
];
