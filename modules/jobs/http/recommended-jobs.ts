import { Router } from 'express';
import { z } from 'zod';
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import {
  activeCvProfile,
  MATCH_WEIGHTS,
  recommendJobs,
  type JobMatchIndex,
  type ReadModelDb,
} from '@tawzeef/read-models';
import { requireCandidate, type ApiRoute, anyObject, documentRoute } from '@tawzeef/http';
import { publicJobView } from './views.ts';
import { candidateFitOf, matchLevelOf } from './candidate-fit.ts';

const query = z.object({ limit: z.coerce.number().int().min(1).max(50).default(6) });

export const noRecommendationReasons = ['NO_ACTIVE_CV', 'CV_NOT_PROCESSED', 'NO_EXTRACTED_PROFILE'] as const;

/** GET /api/candidate/recommended-jobs: ACTIVE jobs ranked by how well the active CV matches them. */
export function recommendedJobsRoute(
  db: ReadModelDb,
  index: JobMatchIndex,
  clock: () => Date,
  registry: OpenAPIRegistry,
): ApiRoute {
  documentRoute(registry, 'get', '/api/candidate/recommended-jobs', {
    tag: 'candidates',
    summary: "Jobs ranked by the active CV's skills, experience and title",
    query,
    response: z
      .object({
        jobs: z.array(anyObject.meta({ id: 'RecommendedJob' })),
        total: z.number(),
        reason: z.enum(noRecommendationReasons).nullable(),
        basedOn: anyObject.nullable(),
        weights: z.object({ skills: z.number(), experience: z.number(), title: z.number() }),
      })
      .meta({ id: 'RecommendedJobs' }),
    errors: [400, 401, 403],
  });
  const router = Router();
  router.get('/recommended-jobs', async (req, res) => {
    const { userId } = requireCandidate(res);
    const { limit } = query.parse(req.query);
    const empty = (reason: (typeof noRecommendationReasons)[number]) =>
      res.json({ jobs: [], total: 0, reason, basedOn: null, weights: MATCH_WEIGHTS });
    const cv = await activeCvProfile(db, userId);
    if (!cv) return empty('NO_ACTIVE_CV');
    if (cv.status !== 'PROCESSED') return empty('CV_NOT_PROCESSED');
    const fit = candidateFitOf(cv.profile);
    if (!fit) return empty('NO_EXTRACTED_PROFILE');
    const ranked = await recommendJobs(db, index, fit, limit, clock());
    const jobs = ranked.map((row) => {
      const card = publicJobView(row, false, false);
      const level = matchLevelOf(row.matchScore);
      return {
        ...card,
        companyName: card.company.name,
        description: row.job.shortDescription,
        postedDate: card.postedAt,
        matchScore: row.matchScore,
        matchLevel: level.level,
        matchColour: level.colour,
        matchedSkills: row.matchedSkills,
        skillsAsked: row.skillsAsked,
        experienceFit: row.experience,
        titleRelated: row.parts.title > 0,
        matchParts: row.parts,
        moreOpenings: row.moreOpenings,
      };
    });
    res.json({ jobs, total: jobs.length, reason: null, basedOn: { cvId: cv.cvId, ...fit }, weights: MATCH_WEIGHTS });
  });
  return { path: '/candidate', router };
}
