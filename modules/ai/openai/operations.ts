import type { AiEngine } from '../port.ts';
import type { OperationContext } from './engine.ts';
import { analyzeCv } from './operations/analyze-cv.ts';
import { extractTeaser, readCv } from './operations/cv.ts';
import { generateInterviewQuestions, scoreInterview } from './operations/interview.ts';
import {
  generateCompanyDescription,
  generateJobAnalysis,
  generateJobPrompts,
  rewriteJobField,
} from './operations/job-texts.ts';

export function openAiOperations(context: OperationContext): Omit<AiEngine, 'name' | 'close'> {
  return {
    readCv: readCv(context),
    analyzeCv: analyzeCv(context),
    extractTeaser: extractTeaser(context),
    generateJobAnalysis: generateJobAnalysis(context),
    rewriteJobField: rewriteJobField(context),
    generateJobPrompts: generateJobPrompts(context),
    generateCompanyDescription: generateCompanyDescription(context),
    generateInterviewQuestions: generateInterviewQuestions(context),
    scoreInterview: scoreInterview(context),
  };
}
