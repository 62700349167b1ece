import { acceptedNoticesField } from '../api/privacy.ts';

export const teaserUploadUrl = '/api/jobfit/upload-cv';

export interface TeaserAnalysis {
  firstName?: string | null;
  currentJobTitle?: string | null;
  totalExperience?: string | number | null;
  skills?: string[] | null;
}

export type TeaserFailure = { kind: 'http'; status: string } | { kind: 'network'; message: string };

/** The teaser takes PDF, or any type that names a document (DOC, DOCX), as the spec says. */
export function isTeaserFileType(type: string): boolean {
  return type === 'application/pdf' || type.includes('document') || type === 'application/msword';
}

/** The notices are accepted (and recorded for this visit) before the CV is sent; the upload names their versions. */
export async function uploadCvForTeaser(
  file: File,
): Promise<{ ok: true; analysis: TeaserAnalysis } | { ok: false; failure: TeaserFailure }> {
  const body = new FormData();
  body.append('acceptedNotices', acceptedNoticesField());
  body.append('cv', file);
  try {
    const response = await fetch(teaserUploadUrl, { method: 'POST', body, credentials: 'omit' });
    if (!response.ok) {
      return { ok: false, failure: { kind: 'http', status: response.statusText || String(response.status) } };
    }
    return { ok: true, analysis: (await response.json()) as TeaserAnalysis };
  } catch (error) {
    return { ok: false, failure: { kind: 'network', message: error instanceof Error ? error.message : String(error) } };
  }
}
