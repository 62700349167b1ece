import { caps } from '@tawzeef/jobs/rules';
import { useRef, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { DashboardDataProvider } from '../../dataProvider.ts';
import { educationLevels, experiencePresets } from '../../../jobs/jobOptions.ts';
import type { JobFormValues } from '../../../jobs/jobRules.ts';
import type { JobForm } from '../useJobForm.ts';
import { customExperience } from '../ExperienceField.tsx';

const experienceFrom = (text: string) => {
  if ((experiencePresets as readonly string[]).includes(text)) return text;
  const match = /^(\d+)(?:\s*[-–]\s*(\d+)|\+)/.exec(text.trim());
  return match ? (customExperience(match[1] ?? '', match[2] ?? '') ?? '') : '';
};

/**
 * The wizard's AI calls: job analysis (fills only empty fields) and the three prompts, written in the job's
 * interview language. Failures keep the input. Each "Regenerate" asks for the next variant, so it never
 * returns the prompts the recruiter already has.
 */
export function useJobAi(form: JobForm) {
  const dataProvider = useDataProvider<DashboardDataProvider>();
  const [busy, setBusy] = useState(false);
  const variant = useRef(0);

  const analyse = async (values: JobFormValues) => {
    setBusy(true);
    try {
      const country = values.location.split(',').pop()?.trim() ?? '';
      const result = await dataProvider.analyzeJob({
        jobTitle: values.title.trim(),
        department: values.department.trim(),
        industry: values.industry,
        employeeType: values.type,
        jobLevel: values.jobLevel,
        workType: values.workType,
        location: values.location,
        country,
        interviewLanguage: values.interviewLanguage,
      });
      form.fillFromAi({
        description: result.description?.slice(0, caps.description),
        shortDescription: result.shortDescription?.slice(0, caps.shortDescription),
        responsibilities: result.responsibilities?.slice(0, caps.responsibilities),
        requirements: result.requirements?.slice(0, caps.requirements),
        benefits: result.benefits?.slice(0, caps.benefits),
        skills: result.skills ?? [],
        salary: result.suggestedSalary?.slice(0, caps.salary),
        experience: experienceFrom(result.experienceLevel ?? ''),
        education: (educationLevels as readonly string[]).includes(result.educationLevel) ? result.educationLevel : '',
      });
    } catch {
      // The analysis is a help: when it fails the recruiter writes the details.
    } finally {
      setBusy(false);
    }
  };

  const prompts = async (values: JobFormValues, regenerate = false) => {
    setBusy(true);
    if (regenerate) variant.current += 1;
    if (regenerate)
      form.setValues((current) => ({
        ...current,
        aiCvAnalysisPrompt: '',
        aiFirstInterviewPrompt: '',
        aiSecondInterviewPrompt: '',
      }));
    try {
      const result = await dataProvider.generateJobPrompts({
        jobTitle: values.title.trim(),
        department: values.department,
        industry: values.industry,
        jobLevel: values.jobLevel,
        description: values.description,
        responsibilities: values.responsibilities,
        requirements: values.requirements,
        skills: values.skills,
        interviewQuestions: values.interviewQuestions,
        interviewLanguage: values.interviewLanguage,
        variant: variant.current,
      });
      form.fillFromAi(
        {
          aiCvAnalysisPrompt: result.aiCvAnalysisPrompt.slice(0, 1000),
          aiFirstInterviewPrompt: result.aiFirstInterviewPrompt.slice(0, 1000),
          aiSecondInterviewPrompt: result.aiSecondInterviewPrompt.slice(0, 1000),
        },
        regenerate,
      );
    } catch {
      // Prompts stay as they are; the recruiter may write them.
    } finally {
      setBusy(false);
    }
  };

  return { busy, analyse, prompts };
}
