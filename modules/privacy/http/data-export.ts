import { Router, type Response } from 'express';
import { z } from 'zod';
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { readerLanguage, requireCandidate, routeDocs, type ApiRoute } from '@tawzeef/http';
import { writeZip, type ArchiveEntry } from '../export/archive.ts';
import type { DataExport, ExportFile, ExportLanguage } from '../export/gather.ts';
import { renderDataPdf } from '../export/pdf.ts';

export type DataExportRouteDeps = { dataExport: DataExport; registry: OpenAPIRegistry; clock: () => Date };

const langQuery = z.object({
  lang: z
    .enum(['en', 'ar'])
    .optional()
    .meta({ description: "The PDF's language (default: Accept-Language, then 'en')" }),
});

/** Answers the ZIP: data.json, data.pdf and the files (streamed). */
export async function sendExportZip(
  res: Response,
  { data, files }: { data: { exportedAt: string } & Record<string, unknown>; files: ExportFile[] },
  lang: ExportLanguage,
  clock: () => Date,
): Promise<void> {
  // Files are opened before data.json is written, so it can say which ones storage no longer holds.
  const opened = await Promise.all(files.map(async (f) => ({ path: f.path, file: await f.open() })));
  const missingFiles = opened.filter((o) => !o.file).map((o) => o.path);
  const json = JSON.stringify({ ...data, missingFiles }, null, 2);
  const pdf = await renderDataPdf(data, lang);
  const entries: ArchiveEntry[] = [
    { path: 'data.json', bytes: new TextEncoder().encode(json) },
    { path: 'data.pdf', bytes: pdf },
    ...opened.flatMap((o) => (o.file ? [{ path: o.path, stream: o.file.stream }] : [])),
  ];
  res.setHeader('Content-Type', 'application/zip');
  res.setHeader(
    'Content-Disposition',
    `attachment; filename="tawzeef-my-data-${clock().toISOString().slice(0, 10)}.zip"`,
  );
  res.setHeader('Cache-Control', 'no-store');
  try {
    await writeZip(res, entries, clock());
    res.end();
  } catch (error) {
    // The headers are gone: cut the connection, so a broken archive never arrives looking complete.
    res.destroy(error instanceof Error ? error : new Error(String(error)));
  }
}

/**
 * GET /api/candidate/data-export: the signed-in candidate's data (rights of access and portability) as a ZIP of
 * data.json (machine-readable), data.pdf (readable, in the reader's language) and their CVs and recordings.
 * GET /api/candidate/data-export/pdf: the readable PDF alone.
 */
export function dataExportRoute({ dataExport, registry, clock }: DataExportRouteDeps): ApiRoute {
  const doc = routeDocs(registry, 'privacy', '/api/candidate/data-export');
  doc('get', '', {
    summary:
      "All of the signed-in candidate's data as a ZIP: data.json (profile, CVs, applications with their history, " +
      'the AI results shown to them with their provenance, interviews with transcripts, messages, saved jobs, ' +
      'consents), data.pdf (the same, readable) and their CV files and interview recordings',
    query: langQuery,
    contentType: 'application/zip',
    errors: [401, 403],
  });
  doc('get', '/pdf', {
    summary: "The candidate's data as a readable PDF (English or Arabic)",
    query: langQuery,
    contentType: 'application/pdf',
    errors: [401, 403],
  });

  const stamp = () => clock().toISOString().slice(0, 10);
  const router = Router();
  router.get('/', async (req, res) => {
    const { userId } = requireCandidate(res);
    const lang = readerLanguage(req);
    await sendExportZip(res, await dataExport.gather(userId, lang), lang, clock);
  });
  router.get('/pdf', async (req, res) => {
    const { userId } = requireCandidate(res);
    const lang = readerLanguage(req);
    const { data } = await dataExport.gather(userId, lang);
    const pdf = await renderDataPdf(data, lang);
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', `attachment; filename="tawzeef-my-data-${stamp()}.pdf"`);
    res.setHeader('Cache-Control', 'no-store');
    res.end(Buffer.from(pdf));
  });
  return { path: '/candidate/data-export', router };
}
