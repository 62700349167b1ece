import { eq } from 'drizzle-orm';
import type { ReadModelTx } from '../db.ts';
import { erasedText, type ErasedSubject } from '../erasure/placeholders.ts';
import { candidateProfiles as p } from './schema.ts';

/** `PersonalDataErased` of a candidate account: their profile as its sealed events now read (texts, lists empty). */
export async function eraseCandidateProfile(tx: ReadModelTx, { subject, kind }: ErasedSubject): Promise<void> {
  if (kind !== 'user') return;
  await tx
    .update(p)
    .set({
      firstName: erasedText(p.firstName),
      lastName: erasedText(p.lastName),
      email: erasedText(p.email),
      phone: erasedText(p.phone),
      profileSummary: erasedText(p.profileSummary),
      currentJobTitle: erasedText(p.currentJobTitle),
      currentCompany: erasedText(p.currentCompany),
      currentLocation: erasedText(p.currentLocation),
      resumeUrl: erasedText(p.resumeUrl),
      preferredWorkType: erasedText(p.preferredWorkType),
      expectedSalary: erasedText(p.expectedSalary),
      experienceLevel: erasedText(p.experienceLevel),
      totalExperience: erasedText(p.totalExperience),
      highestEducation: erasedText(p.highestEducation),
      fieldOfStudy: erasedText(p.fieldOfStudy),
      university: erasedText(p.university),
      portfolioUrl: erasedText(p.portfolioUrl),
      linkedInUrl: erasedText(p.linkedInUrl),
      githubUrl: erasedText(p.githubUrl),
      skills: [],
      preferredJobTypes: [],
      preferredIndustries: [],
      workExperiences: [],
      educationHistory: [],
    })
    .where(eq(p.userId, subject));
}
