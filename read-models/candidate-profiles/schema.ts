import { bigint, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export type WorkExperience = {
  title: string;
  company: string;
  startDate: string | null;
  endDate: string | null;
  description: string | null;
};
export type Education = {
  degree: string;
  fieldOfStudy: string | null;
  institution: string;
  startYear: number | null;
  endYear: number | null;
  description: string | null;
};

/** A candidate's profile as the read-only profile page shows it. */
export const candidateProfiles = pgTable('candidate_profiles', {
  candidateId: text('candidate_id').primaryKey(),
  userId: text('user_id').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  profileSummary: text('profile_summary'),
  skills: jsonb('skills').$type<string[]>().notNull(),
  currentJobTitle: text('current_job_title'),
  currentCompany: text('current_company'),
  currentLocation: text('current_location'),
  resumeUrl: text('resume_url'),
  preferredWorkType: text('preferred_work_type'),
  preferredJobTypes: jsonb('preferred_job_types').$type<string[]>().notNull(),
  preferredIndustries: jsonb('preferred_industries').$type<string[]>().notNull(),
  expectedSalary: text('expected_salary'),
  experienceLevel: text('experience_level'),
  totalExperience: text('total_experience'),
  workExperiences: jsonb('work_experiences').$type<WorkExperience[]>().notNull(),
  educationHistory: jsonb('education_history').$type<Education[]>().notNull(),
  highestEducation: text('highest_education'),
  fieldOfStudy: text('field_of_study'),
  university: text('university'),
  graduationYear: integer('graduation_year'),
  portfolioUrl: text('portfolio_url'),
  linkedInUrl: text('linkedin_url'),
  githubUrl: text('github_url'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  lastPosition: bigint('last_position', { mode: 'number' }).notNull(),
});

export type CandidateProfileRow = typeof candidateProfiles.$inferSelect;
