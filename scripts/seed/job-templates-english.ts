import { en, type JobTemplate } from './job-template.ts';

/** Jobs posted in English, interviewed in English. */
export const englishJobs: JobTemplate[] = [
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
];

/** Internships posted in English. */
export const englishInternships: JobTemplate[] = [
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
