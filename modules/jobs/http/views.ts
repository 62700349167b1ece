import { allowedActions, questionList, type JobStatus } from '@tawzeef/jobs';
import type { JobWithExtras, SavedJobRow } from '@tawzeef/read-models';

const iso = (at: Date | null | undefined) => (at ? at.toISOString() : null);

function salaryRange(job: JobWithExtras['job']) {
  if (job.salaryMin === null && job.salaryMax === null) return null;
  return { min: job.salaryMin, max: job.salaryMax, currency: job.salaryCurrency, period: job.salaryPeriod };
}

function companyOf(row: Pick<JobWithExtras, 'job' | 'company'>) {
  const { job, company } = row;
  return {
    id: job.companyId,
    name: company?.name ?? job.companyName,
    logo: company?.logo ?? null,
    industry: company?.industry ?? null,
    numberOfEmployees: company?.size ?? null,
    address: { city: company?.city ?? null, country: company?.country ?? null },
  };
}

/** What both sides show of a job. */
function commonView(row: JobWithExtras) {
  const { job } = row;
  return {
    id: job.jobId,
    status: job.status,
    title: job.title,
    department: job.department,
    location: job.location,
    country: job.country,
    type: job.type,
    workType: job.workType,
    jobLevel: job.jobLevel,
    industry: job.industry,
    experience: job.experience,
    education: job.education,
    salary: job.salary,
    salaryRange: salaryRange(job),
    deadline: job.deadline,
    shortDescription: job.shortDescription,
    description: job.description,
    responsibilities: job.responsibilities,
    requirements: job.requirements,
    benefits: job.benefits,
    skills: job.skills,
    interviewLanguage: job.interviewLanguage,
    applicants: job.applicants,
    views: row.views,
    postedAt: iso(job.postedAt),
  };
}

export function companyJobView(row: JobWithExtras) {
  const { job } = row;
  const company = companyOf(row);
  return {
    ...commonView(row),
    interviewQuestions: job.interviewQuestions,
    interviewQuestionList: questionList(job.interviewQuestions),
    aiCvAnalysisPrompt: job.aiCvAnalysisPrompt,
    aiFirstInterviewPrompt: job.aiFirstInterviewPrompt,
    aiSecondInterviewPrompt: job.aiSecondInterviewPrompt,
    cvAnalysisPrompt: job.aiCvAnalysisPrompt,
    interviewPrompt: job.aiFirstInterviewPrompt,
    company: { id: company.id, name: company.name, logo: company.logo },
    hires: job.hires,
    createdAt: iso(job.createdAt),
    updatedAt: iso(job.updatedAt),
    publishedAt: iso(job.publishedAt),
    closedAt: iso(job.closedAt),
    expiredAt: iso(job.expiredAt),
    deletedAt: iso(job.deletedAt),
    actions: allowedActions(job.status as JobStatus),
  };
}

export function publicJobView(row: JobWithExtras, featured: boolean, full = true) {
  const company = companyOf(row);
  const view = { ...commonView(row), company, companyLogo: company.logo, featured };
  if (full) return view;
  const { description: _d, responsibilities: _r, requirements: _q, benefits: _b, ...card } = view;
  return card;
}

export function savedJobView(row: SavedJobRow) {
  const { job } = row;
  return {
    id: job.jobId,
    jobId: job.jobId,
    title: job.title,
    description: job.shortDescription,
    workType: job.workType,
    type: job.type,
    company: { name: row.company?.name ?? job.companyName, logo: row.company?.logo ?? null },
    location: job.location,
    salary: job.salary,
    experience: job.experience,
    deadline: job.deadline,
    deadlineAt: iso(job.deadlineAt),
    status: job.status,
    available: row.available,
    applied: row.applied,
    savedAt: iso(row.savedAt),
    createdAt: iso(row.savedAt),
  };
}
