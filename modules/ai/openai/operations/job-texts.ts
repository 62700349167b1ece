import { detectLanguage, looseText } from '../../local/writing/script.ts';
import type { AiEngine } from '../../port.ts';
import { CompanyDescriptionContent, CompanyDescriptionInput } from '../../schemas/company.ts';
import {
  JobAnalysisContent,
  JobAnalysisInput,
  JobPromptsContent,
  JobPromptsInput,
  RewriteJobFieldContent,
  RewriteJobFieldInput,
} from '../../schemas/job.ts';
import { languageOf } from '../../schemas/language.ts';
import type { OperationContext } from '../engine.ts';
import { LlmCompany, LlmJobAnalysis, LlmPrompts, LlmRewrite } from '../llm-schemas.ts';

// A regenerated or rewritten text asks for another wording: the model samples instead of answering the same.
const temperatureFor = (variant: number | undefined) => (variant ? 0.8 : 0);

export const generateJobAnalysis =
  ({ ask, withFallback, local }: OperationContext): AiEngine['generateJobAnalysis'] =>
  async (raw) => {
    const input = JobAnalysisInput.parse(raw);
    const language = input.language ?? languageOf(input.interviewLanguage);
    return withFallback(
      'generateJobAnalysis',
      input,
      async (provenance) => {
        const reply = await ask('generateJobAnalysis', LlmJobAnalysis, input, {
          language,
          parts: (r) =>
            [r.description, r.shortDescription, r.responsibilities, r.requirements, r.benefits].map((text) => ({
              text,
              language,
            })),
          exempt: (r) => [input.jobTitle, input.department ?? '', input.location ?? '', ...r.skills],
          temperature: temperatureFor(input.variant),
        });
        return { ...JobAnalysisContent.parse({ ...reply, language }), provenance };
      },
      () => local.generateJobAnalysis(input),
    );
  };

export const rewriteJobField =
  ({ ask, withFallback, local }: OperationContext): AiEngine['rewriteJobField'] =>
  async (raw) => {
    const input = RewriteJobFieldInput.parse(raw);
    const language = input.language ?? detectLanguage(input.text);
    return withFallback(
      'rewriteJobField',
      input,
      async (provenance) => {
        const r = await ask('rewriteJobField', LlmRewrite, input, {
          language,
          parts: (reply) => [reply.text, reply.shortDescription ?? ''].map((text) => ({ text, language })),
          exempt: [input.jobTitle ?? '', ...(input.field === 'title' ? [input.text] : [])],
          // "Rewrite" must give the recruiter an alternative, never the text they already have.
          check: (reply) =>
            looseText(reply.text) === looseText(input.text)
              ? 'the same text as the input; write a real alternative'
              : null,
          temperature: temperatureFor(input.variant),
        });
        const content = RewriteJobFieldContent.parse({
          field: input.field,
          text: r.text,
          shortDescription: input.field === 'description' ? r.shortDescription : null,
          department: input.field === 'title' ? r.department : null,
          language,
        });
        return { ...content, provenance };
      },
      () => local.rewriteJobField(input),
    );
  };

export const generateJobPrompts =
  ({ ask, withFallback, local }: OperationContext): AiEngine['generateJobPrompts'] =>
  async (raw) => {
    const input = JobPromptsInput.parse(raw);
    const language = input.language ?? languageOf(input.interviewLanguage);
    return withFallback(
      'generateJobPrompts',
      input,
      async (provenance) => {
        const reply = await ask('generateJobPrompts', LlmPrompts, input, {
          language,
          parts: (r) =>
            [r.aiCvAnalysisPrompt, r.aiFirstInterviewPrompt, r.aiSecondInterviewPrompt].map((text) => ({
              text,
              language,
            })),
          exempt: [input.jobTitle, ...(input.skills ?? []), ...(input.interviewQuestions ?? '').split(/\n|;/u)],
          temperature: temperatureFor(input.variant),
        });
        return { ...JobPromptsContent.parse({ ...reply, language }), provenance };
      },
      () => local.generateJobPrompts(input),
    );
  };

export const generateCompanyDescription =
  ({ ask, withFallback, local }: OperationContext): AiEngine['generateCompanyDescription'] =>
  async (raw) => {
    const input = CompanyDescriptionInput.parse(raw);
    const language = input.language ?? 'en';
    return withFallback(
      'generateCompanyDescription',
      input,
      async (provenance) => {
        const reply = await ask('generateCompanyDescription', LlmCompany, input, {
          language,
          parts: (r) => [{ text: r.generatedDescription, language }],
          exempt: [input.name ?? '', input.website ?? '', input.location ?? ''],
          temperature: temperatureFor(input.variant),
        });
        return { ...CompanyDescriptionContent.parse({ ...reply, language }), provenance };
      },
      () => local.generateCompanyDescription(input),
    );
  };
