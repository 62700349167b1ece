// What a CV says around the name: the occupations (titles, duties, skills and degrees) in English and Arabic.
export type Occupation = {
  en: string;
  ar: string;
  senior: string;
  seniorAr: string;
  duties: string[];
  dutiesAr: string[];
  skills: string[];
  skillsAr: string[];
  degree: string;
  degreeAr: string;
};

export const OCCUPATIONS: Occupation[] = [
  {
    en: 'Accountant',
    ar: 'محاسب',
    senior: 'Senior Accountant',
    seniorAr: 'محاسب أول',
    duties: [
      'Prepared monthly management accounts and bank reconciliations',
      'Handled VAT returns and coordinated with external auditors',
      'Maintained the general ledger and fixed asset register',
    ],
    dutiesAr: ['إعداد القوائم المالية الشهرية والتسويات البنكية', 'متابعة الإقرارات الضريبية والتنسيق مع المدققين'],
    skills: ['Financial Reporting', 'IFRS', 'VAT', 'Oracle Financials', 'Excel'],
    skillsAr: ['إعداد التقارير المالية', 'المعايير الدولية', 'ضريبة القيمة المضافة'],
    degree: 'Bachelor of Commerce in Accounting',
    degreeAr: 'بكالوريوس محاسبة',
  },
  {
    en: 'Civil Engineer',
    ar: 'مهندس مدني',
    senior: 'Senior Site Engineer',
    seniorAr: 'مهندس موقع أول',
    duties: [
      'Supervised the construction of a 14-storey residential tower',
      'Reviewed shop drawings and prepared method statements',
      'Coordinated subcontractors and consultants on site',
    ],
    dutiesAr: ['الإشراف على تنفيذ الأعمال الإنشائية في الموقع', 'مراجعة المخططات التنفيذية وإعداد جداول الكميات'],
    skills: ['AutoCAD', 'Primavera P6', 'Quantity Surveying', 'Site Supervision'],
    skillsAr: ['أوتوكاد', 'إدارة المشاريع', 'الإشراف على المواقع'],
    degree: 'B.Sc. in Civil Engineering',
    degreeAr: 'بكالوريوس هندسة مدنية',
  },
  {
    en: 'Staff Nurse',
    ar: 'ممرضة',
    senior: 'Charge Nurse',
    seniorAr: 'رئيسة تمريض',
    duties: [
      'Provided direct patient care in a 30-bed medical ward',
      'Administered medication and monitored vital signs',
      'Trained new nurses on infection control protocols',
    ],
    dutiesAr: ['تقديم الرعاية التمريضية المباشرة للمرضى', 'إعطاء الأدوية ومتابعة العلامات الحيوية'],
    skills: ['Patient Care', 'BLS', 'Infection Control', 'Medication Administration'],
    skillsAr: ['رعاية المرضى', 'مكافحة العدوى', 'الإسعافات الأولية'],
    degree: 'Bachelor of Science in Nursing',
    degreeAr: 'بكالوريوس تمريض',
  },
  {
    en: 'Sales Executive',
    ar: 'مندوب مبيعات',
    senior: 'Key Account Manager',
    seniorAr: 'مدير حسابات رئيسية',
    duties: [
      'Grew the distributor network in the northern region by 18%',
      'Negotiated annual contracts with modern trade accounts',
      'Reported weekly sell-out figures to the sales director',
    ],
    dutiesAr: ['تحقيق أهداف المبيعات الشهرية للمنطقة', 'التفاوض مع العملاء وإبرام العقود السنوية'],
    skills: ['B2B Sales', 'Negotiation', 'CRM', 'Salesforce'],
    skillsAr: ['المبيعات', 'التفاوض', 'خدمة العملاء'],
    degree: 'Bachelor of Business Administration',
    degreeAr: 'بكالوريوس إدارة أعمال',
  },
  {
    en: 'HR Officer',
    ar: 'أخصائي موارد بشرية',
    senior: 'HR Business Partner',
    seniorAr: 'شريك أعمال الموارد البشرية',
    duties: [
      'Ran end-to-end recruitment for 120 positions a year',
      'Processed payroll inputs and end-of-service calculations',
      'Introduced a new onboarding programme for branch staff',
    ],
    dutiesAr: ['إدارة عمليات التوظيف والمقابلات', 'إعداد كشوف الرواتب وحساب مكافأة نهاية الخدمة'],
    skills: ['Recruitment', 'Payroll', 'Labour Law', 'SAP HR'],
    skillsAr: ['التوظيف', 'الرواتب', 'نظام العمل'],
    degree: 'Bachelor of Arts in Human Resource Management',
    degreeAr: 'بكالوريوس إدارة الموارد البشرية',
  },
  {
    en: 'Software Developer',
    ar: 'مطور برمجيات',
    senior: 'Senior Backend Engineer',
    seniorAr: 'مهندس برمجيات أول',
    duties: [
      'Built REST APIs in Node.js and PostgreSQL for a payments platform',
      'Moved the build to Docker and GitHub Actions',
      'Mentored two junior developers',
    ],
    dutiesAr: ['تطوير واجهات برمجية باستخدام Node.js', 'تحسين أداء قواعد البيانات'],
    skills: ['JavaScript', 'TypeScript', 'Node.js', 'PostgreSQL', 'Docker'],
    skillsAr: ['جافاسكريبت', 'قواعد البيانات', 'تطوير الويب'],
    degree: 'B.Sc. in Computer Science',
    degreeAr: 'بكالوريوس علوم الحاسوب',
  },
  {
    en: 'Marketing Specialist',
    ar: 'أخصائي تسويق',
    senior: 'Marketing Manager',
    seniorAr: 'مدير تسويق',
    duties: [
      'Planned digital campaigns across Instagram, Snapchat and Google Ads',
      'Managed an annual budget of AED 2.4 million',
      'Launched two product lines in the KSA market',
    ],
    dutiesAr: ['إدارة الحملات التسويقية الرقمية', 'إعداد خطط التسويق السنوية'],
    skills: ['Digital Marketing', 'SEO', 'Google Ads', 'Content Marketing'],
    skillsAr: ['التسويق الرقمي', 'إدارة وسائل التواصل الاجتماعي'],
    degree: 'Bachelor of Marketing',
    degreeAr: 'بكالوريوس تسويق',
  },
  {
    en: 'Logistics Coordinator',
    ar: 'منسق لوجستي',
    senior: 'Supply Chain Supervisor',
    seniorAr: 'مشرف سلسلة الإمداد',
    duties: [
      'Scheduled inbound containers and customs clearance at Jebel Ali',
      'Kept warehouse stock accuracy above 99%',
      'Negotiated freight rates with four carriers',
    ],
    dutiesAr: ['متابعة الشحنات والتخليص الجمركي', 'إدارة المخزون في المستودعات'],
    skills: ['Inventory Management', 'SAP MM', 'Freight Forwarding', 'Customs Clearance'],
    skillsAr: ['إدارة المخزون', 'الشحن', 'سلاسل الإمداد'],
    degree: 'Bachelor of Supply Chain Management',
    degreeAr: 'بكالوريوس إدارة سلاسل الإمداد',
  },
  {
    en: 'Mathematics Teacher',
    ar: 'معلم رياضيات',
    senior: 'Head of Mathematics',
    seniorAr: 'رئيس قسم الرياضيات',
    duties: [
      'Taught IGCSE and A-Level mathematics to grades 9 to 12',
      'Raised the pass rate from 71% to 88% in two years',
      'Coordinated the school maths olympiad team',
    ],
    dutiesAr: ['تدريس مادة الرياضيات للمرحلة الثانوية', 'إعداد الخطط الدراسية والاختبارات'],
    skills: ['Lesson Planning', 'Classroom Management', 'IGCSE', 'Google Classroom'],
    skillsAr: ['التخطيط للدروس', 'إدارة الصف', 'التعليم الإلكتروني'],
    degree: 'B.Ed. in Mathematics',
    degreeAr: 'بكالوريوس رياضيات',
  },
  {
    en: 'Pharmacist',
    ar: 'صيدلي',
    senior: 'Pharmacist in Charge',
    seniorAr: 'صيدلي مسؤول',
    duties: [
      'Dispensed prescriptions and counselled patients on their use',
      'Managed stock and expiry dates for a busy community pharmacy',
      'Reported adverse drug reactions to the health authority',
    ],
    dutiesAr: ['صرف الوصفات الطبية وتقديم الاستشارات الدوائية', 'إدارة المخزون الدوائي'],
    skills: ['Dispensing', 'Pharmacovigilance', 'Inventory Control', 'Patient Counselling'],
    skillsAr: ['صرف الأدوية', 'الاستشارات الدوائية'],
    degree: 'Bachelor of Pharmacy',
    degreeAr: 'بكالوريوس صيدلة',
  },
];
