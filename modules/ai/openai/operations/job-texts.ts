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
import type { OperationContext } from '../engine.ts';
import { LlmCompany, LlmJobAnalysis, LlmPrompts, LlmRewrite } from '../llm-schemas.ts';

export const generateJobAnalysis =
  ({ ask, withFallback, local }: OperationContext): AiEngine['generateJobAnalysis'] =>
  async (raw) => {
    const input = JobAnalysisInput.parse(raw);
    return withFallback(
      'generateJobAnalysis',
      input,
      async (provenance) => ({
        ...JobAnalysisContent.parse(await ask('generateJobAnalysis', LlmJobAnalysis, input)),
        provenance,
      }),
      () => local.generateJobAnalysis(input),
    );
  };

export const rewriteJobField =
  ({ ask, withFallback, local }: OperationContext): AiEngine['rewriteJobField'] =>
  async (raw) => {
    const input = RewriteJobFieldInput.parse(raw);
    return withFallback(
      'rewriteJobField',
      input,
      async (provenance) => {
        const r = await ask('rewriteJobField', LlmRewrite, input);
        const content = RewriteJobFieldContent.parse({
          field: input.field,
          text: r.text,
          shortDescription: input.field === 'description' ? r.shortDescription : null,
          department: input.field === 'title' ? r.department : null,
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
    return withFallback(
      'generateJobPrompts',
      input,
      async (provenance) => ({
        ...JobPromptsContent.parse(await ask('generateJobPrompts', LlmPrompts, input)),
        provenance,
      }),
      () => local.generateJobPrompts(input),
    );
  };

export const generateCompanyDescription =
  ({ ask, withFallback, local }: OperationContext): AiEngine['generateCompanyDescription'] =>
  async (raw) => {
    const input = CompanyDescriptionInput.parse(raw);
    return withFallback(
      'generateCompanyDescription',
      input,
      async (provenance) => ({
        ...CompanyDescriptionContent.parse(await ask('generateCompanyDescription', LlmCompany, input)),
        provenance,
      }),
      () => local.generateCompanyDescription(input),
    );
  };
