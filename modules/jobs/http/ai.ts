import { Router } from 'express';
import type { z } from 'zod';
import { JobAnalysisInput, JobPromptsInput, RewriteJobFieldInput } from '@tawzeef/ai';
import { type ApiRoute, anyObject, documentRoute, callerCompany } from '@tawzeef/http';
import type { JobRouteDeps } from './deps.ts';

/** The wizard's AI helpers under /api/company/jobs/ai, through the AI engine port. */
export function jobAiRoute({ ai, registry }: JobRouteDeps): ApiRoute {
  const doc = (path: string, summary: string, body: z.ZodType) =>
    documentRoute(registry, 'post', `/api/company/jobs/ai/${path}`, {
      tag: 'jobs',
      summary,
      body,
      response: anyObject,
      errors: [400, 401, 403, 404],
    });
  doc('analysis', 'AI job analysis from the Basic Information step', JobAnalysisInput);
  doc('prompts', 'AI CV-analysis and interview prompts', JobPromptsInput);
  doc(
    'rewrite',
    'AI rewrite of the title, description, requirements, responsibilities or benefits',
    RewriteJobFieldInput,
  );

  const router = Router();
  router.post('/analysis', async (req, res) => {
    callerCompany(res);
    const input = JobAnalysisInput.parse(req.body);
    const country = input.country?.trim() || input.location?.split(',').at(-1)?.trim() || undefined;
    res.json(await ai.generateJobAnalysis({ ...input, country }));
  });
  router.post('/prompts', async (req, res) => {
    callerCompany(res);
    res.json(await ai.generateJobPrompts(JobPromptsInput.parse(req.body)));
  });
  router.post('/rewrite', async (req, res) => {
    callerCompany(res);
    const result = await ai.rewriteJobField(RewriteJobFieldInput.parse(req.body));
    const aliases =
      result.field === 'description'
        ? { rewrittenDescription: result.text, rewrittenShortDescription: result.shortDescription }
        : result.field === 'title'
          ? { jobTitle: result.text }
          : {};
    res.json({ ...result, ...aliases });
  });
  return { path: '/company/jobs/ai', router };
}
