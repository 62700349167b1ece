import { foldString } from './normalize.ts';

/** What the local engine knows about a family of roles; job texts combine it with the job's own fields. */
export type RoleFamily = {
  id: string;
  keywords: string[];
  department: string;
  field: string;
  mission: string;
  skills: string[];
  duties: string[];
  education: string;
  /** Monthly pay in US dollars at mid level in Saudi Arabia, the reference market. */
  baseUsd: number;
};

export const FAMILIES: RoleFamily[] = [
  {
    id: 'frontend',
    keywords: ['frontend', 'front end', 'front-end', 'react', 'angular', 'vue', 'ui developer', 'web developer'],
    department: 'Engineering',
    field: 'Computer Science or a related field',
    mission: 'build fast, accessible web interfaces',
    skills: ['JavaScript', 'TypeScript', 'React', 'HTML', 'CSS', 'REST APIs', 'Git', 'Testing'],
    duties: [
      'build and maintain user-facing features',
      'turn designs into accessible, responsive interfaces',
      'write automated tests and review code',
      'improve page performance and reliability',
    ],
    education: "Bachelor's Degree",
    baseUsd: 5200,
  },
  {
    id: 'backend',
    keywords: [
      'backend',
      'back end',
      'back-end',
      'node',
      'java developer',
      'python developer',
      '.net',
      'api',
      'software',
      'full stack',
      'fullstack',
      'developer',
      'programmer',
      'مطور',
      'مبرمج',
    ],
    department: 'Engineering',
    field: 'Computer Science or a related field',
    mission: 'design and run the services behind our products',
    skills: ['Node.js', 'TypeScript', 'SQL', 'PostgreSQL', 'REST APIs', 'Docker', 'Git', 'AWS'],
    duties: [
      'design, build and operate APIs and services',
      'model data and write efficient queries',
      'write automated tests and review code',
      'monitor production and fix incidents',
    ],
    education: "Bachelor's Degree",
    baseUsd: 5500,
  },
  {
    id: 'mobile',
    keywords: ['mobile', 'android', 'ios', 'flutter'],
    department: 'Engineering',
    field: 'Computer Science or a related field',
    mission: 'ship mobile apps that customers love',
    skills: ['Flutter', 'Kotlin', 'Swift', 'REST APIs', 'Git', 'Testing'],
    duties: [
      'build and release mobile app features',
      'integrate with backend APIs',
      'keep the apps fast and stable on many devices',
      'publish releases to the app stores',
    ],
    education: "Bachelor's Degree",
    baseUsd: 5200,
  },
  {
    id: 'data',
    keywords: [
      'data',
      'machine learning',
      'ml ',
      'ai engineer',
      'analytics',
      'bi ',
      'business intelligence',
      'محلل بيانات',
    ],
    department: 'Data',
    field: 'Statistics, Computer Science or a related field',
    mission: 'turn data into decisions and products',
    skills: ['Python', 'SQL', 'Data Analysis', 'Power BI', 'Machine Learning', 'Excel'],
    duties: [
      'collect, clean and model data',
      'build dashboards and reports for decision makers',
      'run analyses and present the findings',
      'build and monitor predictive models',
    ],
    education: "Bachelor's Degree",
    baseUsd: 5800,
  },
  {
    id: 'devops',
    keywords: ['devops', 'sre', 'cloud', 'infrastructure', 'platform engineer', 'system administrator', 'sysadmin'],
    department: 'Engineering',
    field: 'Computer Science or a related field',
    mission: 'keep our platform reliable, secure and easy to ship',
    skills: ['Linux', 'Docker', 'Kubernetes', 'AWS', 'Terraform', 'CI/CD'],
    duties: [
      'automate infrastructure and deployments',
      'run monitoring, alerting and incident response',
      'harden the security of our systems',
      'help engineers ship safely and often',
    ],
    education: "Bachelor's Degree",
    baseUsd: 6000,
  },
  {
    id: 'design',
    keywords: ['designer', 'ux', 'ui', 'graphic', 'مصمم'],
    department: 'Design',
    field: 'Design or a related field',
    mission: 'shape clear, beautiful experiences',
    skills: ['UI/UX Design', 'Figma', 'Adobe Photoshop', 'Adobe Illustrator', 'Communication'],
    duties: [
      'design flows, wireframes and visual designs',
      'run user research and usability tests',
      'maintain the design system',
      'work closely with engineers through delivery',
    ],
    education: "Bachelor's Degree",
    baseUsd: 4000,
  },
  {
    id: 'product',
    keywords: [
      'product manager',
      'product owner',
      'project manager',
      'program manager',
      'scrum master',
      'مدير مشروع',
      'مدير منتج',
    ],
    department: 'Product',
    field: 'Business, Engineering or a related field',
    mission: 'lead teams to deliver the right outcomes on time',
    skills: ['Project Management', 'Agile', 'Scrum', 'Jira', 'Communication', 'Leadership'],
    duties: [
      'plan scope, schedule and budget with stakeholders',
      'run delivery rituals and remove blockers',
      'track risks and report progress',
      'align teams on priorities',
    ],
    education: "Bachelor's Degree",
    baseUsd: 6500,
  },
  {
    id: 'finance',
    keywords: [
      'accountant',
      'accounting',
      'finance',
      'financial',
      'auditor',
      'audit',
      'controller',
      'محاسب',
      'مدقق',
      'مالي',
    ],
    department: 'Finance',
    field: 'Accounting, Finance or a related field',
    mission: 'keep our books accurate and our decisions well informed',
    skills: ['Accounting', 'Financial Reporting', 'Excel', 'SAP', 'Taxation', 'Budgeting'],
    duties: [
      'record transactions and reconcile accounts',
      'prepare monthly and annual financial statements',
      'handle VAT and other tax filings',
      'support budgets, forecasts and audits',
    ],
    education: "Bachelor's Degree",
    baseUsd: 3600,
  },
  {
    id: 'sales',
    keywords: ['sales', 'business development', 'account manager', 'account executive', 'مبيعات', 'مندوب'],
    department: 'Sales',
    field: 'Business or a related field',
    mission: 'grow our customer base and revenue',
    skills: ['Sales', 'Negotiation', 'CRM', 'Communication', 'Customer Service'],
    duties: [
      'find and qualify new customers',
      'present offers and negotiate deals',
      'manage the pipeline in the CRM',
      'grow relationships with existing accounts',
    ],
    education: "Bachelor's Degree",
    baseUsd: 3300,
  },
  {
    id: 'marketing',
    keywords: ['marketing', 'seo', 'content', 'social media', 'brand', 'تسويق'],
    department: 'Marketing',
    field: 'Marketing, Communications or a related field',
    mission: 'grow awareness and demand for our brand',
    skills: ['Digital Marketing', 'SEO', 'Social Media Marketing', 'Content Writing', 'Google Ads', 'Data Analysis'],
    duties: [
      'plan and run campaigns across channels',
      'create and publish content',
      'measure results and optimise spend',
      'work with sales on lead generation',
    ],
    education: "Bachelor's Degree",
    baseUsd: 3600,
  },
  {
    id: 'hr',
    keywords: ['hr', 'human resources', 'recruiter', 'talent', 'people', 'payroll', 'موارد بشرية', 'توظيف'],
    department: 'Human Resources',
    field: 'Human Resources, Business or a related field',
    mission: 'hire, grow and care for our people',
    skills: ['Recruitment', 'Employee Relations', 'Payroll', 'Communication', 'Microsoft Office'],
    duties: [
      'run recruitment from sourcing to offer',
      'onboard new employees',
      'manage payroll inputs and HR records',
      'advise managers on labour law and policy',
    ],
    education: "Bachelor's Degree",
    baseUsd: 3500,
  },
  {
    id: 'nursing',
    keywords: ['nurse', 'nursing', 'ممرض', 'تمريض'],
    department: 'Nursing',
    field: 'Nursing',
    mission: 'give safe, compassionate care to patients',
    skills: ['Patient Care', 'Nursing', 'BLS', 'Electronic Health Records', 'Infection Control', 'Communication'],
    duties: [
      'assess patients and carry out care plans',
      'give medication and treatments safely',
      'keep accurate health records',
      'educate patients and families',
    ],
    education: "Bachelor's Degree",
    baseUsd: 3000,
  },
  {
    id: 'teaching',
    keywords: ['teacher', 'lecturer', 'instructor', 'tutor', 'معلم', 'مدرس'],
    department: 'Academics',
    field: 'Education or the subject taught',
    mission: 'help students learn and thrive',
    skills: ['Lesson Planning', 'Classroom Management', 'Curriculum Development', 'Communication', 'English'],
    duties: [
      'plan and deliver engaging lessons',
      'assess progress and give feedback',
      'manage a positive classroom',
      'communicate with parents and colleagues',
    ],
    education: "Bachelor's Degree",
    baseUsd: 2800,
  },
  {
    id: 'civil',
    keywords: ['civil', 'site engineer', 'structural', 'construction', 'مهندس مدني', 'مدني'],
    department: 'Engineering',
    field: 'Civil Engineering',
    mission: 'deliver safe, high-quality construction projects',
    skills: ['Civil Engineering', 'AutoCAD', 'Site Supervision', 'Primavera', 'Quality Assurance'],
    duties: [
      'supervise site works and contractors',
      'check drawings, quantities and quality',
      'track schedule and cost',
      'enforce health and safety rules',
    ],
    education: "Bachelor's Degree",
    baseUsd: 4300,
  },
  {
    id: 'support',
    keywords: ['customer service', 'support', 'call center', 'receptionist', 'خدمة العملاء'],
    department: 'Customer Experience',
    field: 'any field',
    mission: 'give our customers fast, friendly help',
    skills: ['Customer Service', 'Communication', 'CRM', 'Problem Solving', 'Arabic', 'English'],
    duties: [
      'answer customer requests by phone, chat and email',
      'solve issues or route them to the right team',
      'log every case in the CRM',
      'share customer feedback with the team',
    ],
    education: 'High School',
    baseUsd: 1800,
  },
];

export const GENERIC: RoleFamily = {
  id: 'generic',
  keywords: [],
  department: 'Operations',
  field: 'a relevant field',
  mission: 'deliver excellent results for the team',
  skills: ['Communication', 'Teamwork', 'Problem Solving', 'Time Management', 'Microsoft Office'],
  duties: [
    'own the day-to-day work of the role',
    'work with colleagues across teams',
    'report progress and results',
    'improve how the work gets done',
  ],
  education: "Bachelor's Degree",
  baseUsd: 3500,
};

export function familyFor(...texts: Array<string | undefined>): RoleFamily {
  const hay = ` ${foldString(texts.filter(Boolean).join(' '))} `;
  let best: { f: RoleFamily; score: number } | undefined;
  for (const f of FAMILIES) {
    const score = f.keywords.filter((k) => hay.includes(foldString(k))).reduce((s, k) => s + k.length, 0);
    if (score > 0 && (!best || score > best.score)) best = { f, score };
  }
  return best?.f ?? GENERIC;
}

export const COUNTRY_PAY: Record<string, { currency: string; perUsd: number; factor: number }> = {
  'saudi arabia': { currency: 'SAR', perUsd: 3.75, factor: 1 },
  uae: { currency: 'AED', perUsd: 3.67, factor: 1.05 },
  'united arab emirates': { currency: 'AED', perUsd: 3.67, factor: 1.05 },
  qatar: { currency: 'QAR', perUsd: 3.64, factor: 1.1 },
  kuwait: { currency: 'KWD', perUsd: 0.307, factor: 1 },
  bahrain: { currency: 'BHD', perUsd: 0.376, factor: 0.85 },
  oman: { currency: 'OMR', perUsd: 0.385, factor: 0.85 },
  jordan: { currency: 'JOD', perUsd: 0.709, factor: 0.35 },
  egypt: { currency: 'EGP', perUsd: 48, factor: 0.15 },
  lebanon: { currency: 'USD', perUsd: 1, factor: 0.4 },
};

export const LEVEL_PAY: Record<string, number> = { ENTRY: 0.6, MID: 1, SENIOR: 1.45, EXECUTIVE: 2.2 };
export const LEVEL_EXPERIENCE: Record<string, string> = {
  ENTRY: '0-1 years',
  MID: '3-5 years',
  SENIOR: '5-7 years',
  EXECUTIVE: '7+ years',
};
