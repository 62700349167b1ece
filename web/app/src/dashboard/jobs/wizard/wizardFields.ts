import { stepFields, type JobErrors, type JobField, type JobFormValues } from '../../../jobs/jobRules.ts';
import { promptFields } from './QuestionSteps.tsx';
import type { WizardStep } from './StepIndicator.tsx';

/** The fields each wizard step asks for (required ones, then every one shown), and helpers over them. */
export const requiredOf = (step: WizardStep): readonly JobField[] => (step === 'preview' ? [] : stepFields[step]);
export const fieldsOf = (step: WizardStep): readonly JobField[] =>
  step === 'ai-config' ? promptFields : step === 'interview-questions' ? ['interviewQuestions'] : requiredOf(step);
export const sameJob = (a: JobFormValues, b: JobFormValues) => JSON.stringify(a) === JSON.stringify(b);
export const only = (errors: JobErrors, fields: readonly JobField[]) =>
  Object.fromEntries(Object.entries(errors).filter(([field]) => fields.includes(field as JobField))) as JobErrors;
