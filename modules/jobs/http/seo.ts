import { Router, type RequestHandler } from 'express';
import { isUuid } from '@tawzeef/shared';
import type { JobWithExtras } from '@tawzeef/read-models';
import type { ApiRoute, PageHead } from '@tawzeef/http';
import type { JobRouteDeps } from './deps.ts';

export type Seo = { sitemap: RequestHandler; pageHead: PageHead };

const employmentTypes: Record<string, string> = {
  FULL_TIME: 'FULL_TIME',
  PART_TIME: 'PART_TIME',
  CONTRACT: 'CONTRACTOR',
  INTERNSHIP: 'INTERN',
  REMOTE: 'OTHER',
};

/** JSON inside a <script>: nothing in it can close the element or open a comment. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const absolute = (base: string, url: string | null) => (url ? new URL(url, base).toString() : undefined);

/** schema.org JobPosting of a public job (plain text only). */
export function jobPostingJsonLd(row: JobWithExtras, publicUrl: string) {
  const { job, company } = row;
  const remote = job.workType === 'REMOTE' || job.location === 'Remote';
  const city = job.location.split(',')[0]?.trim();
  const salary =
    job.salaryCurrency && (job.salaryMin !== null || job.salaryMax !== null)
      ? {
          '@type': 'MonetaryAmount',
          currency: job.salaryCurrency,
          value: {
            '@type': 'QuantitativeValue',
            minValue: job.salaryMin ?? job.salaryMax,
            maxValue: job.salaryMax ?? job.salaryMin,
            unitText: job.salaryPeriod === 'YEAR' ? 'YEAR' : 'MONTH',
          },
        }
      : undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: [job.shortDescription, job.description].filter(Boolean).join('\n\n'),
    identifier: { '@type': 'PropertyValue', name: company?.name ?? job.companyName, value: job.jobId },
    datePosted: job.postedAt.toISOString(),
    validThrough: job.deadlineAt?.toISOString(),
    employmentType: employmentTypes[job.type] ?? 'OTHER',
    hiringOrganization: {
      '@type': 'Organization',
      name: company?.name ?? job.companyName,
      logo: absolute(publicUrl, company?.logo ?? null),
    },
    ...(remote
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: job.country ? { '@type': 'Country', name: job.country } : undefined,
        }
      : {
          jobLocation: {
            '@type': 'Place',
            address: {
              '@type': 'PostalAddress',
              addressLocality: city,
              addressCountry: job.country ?? company?.country ?? undefined,
            },
          },
        }),
    baseSalary: salary,
    skills: job.skills.join(', ') || undefined,
    industry: job.industry || undefined,
    experienceRequirements: job.experience || undefined,
    educationRequirements: job.education ?? undefined,
    url: new URL(`/jobs/${job.jobId}`, publicUrl).toString(),
  };
}

const xmlEscape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** /sitemap.xml and the JSON-LD head of /jobs/{id}, for the root app and the SPA router. */
export function createSeo({ queries, clock }: Pick<JobRouteDeps, 'queries' | 'clock'>, publicUrl: string): Seo {
  const sitemap: RequestHandler = async (_req, res) => {
    const jobs = await queries.board.sitemap(clock());
    const url = (path: string, lastmod?: Date) =>
      `<url><loc>${xmlEscape(new URL(path, publicUrl).toString())}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      url('/'),
      url('/jobs'),
      ...jobs.map((job) => url(`/jobs/${job.id}`, job.updatedAt)),
      '</urlset>',
    ].join('\n');
    res.type('application/xml').setHeader('Cache-Control', 'public, max-age=300').send(body);
  };
  const pageHead: PageHead = async (path) => {
    const match = /^\/jobs\/([^/]+)\/?$/.exec(path);
    if (!match || !isUuid(match[1]!)) return null;
    const row = await queries.board.one(match[1]!, clock());
    if (!row) return null;
    const summary = row.job.shortDescription || row.job.description.slice(0, 200);
    return [
      `<title>${escapeHtml(`${row.job.title} · ${row.company?.name ?? row.job.companyName}`)}</title>`,
      `<meta name="description" content="${escapeHtml(summary)}">`,
      `<script type="application/ld+json">${scriptSafeJson(jobPostingJsonLd(row, publicUrl))}</script>`,
    ].join('\n');
  };
  return { sitemap, pageHead };
}

export function sitemapApiRoute(seo: Seo): ApiRoute {
  const router = Router();
  router.get('/', seo.sitemap);
  return { path: '/sitemap.xml', router };
}
