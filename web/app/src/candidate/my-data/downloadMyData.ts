import { apiInit, ApiError, problemFrom } from '../../api/client.ts';

/**
 * Fetches the candidate's data export (a ZIP with data.json, data.pdf and their files) and hands it to the browser
 * as a download. The PDF inside is written in `language`.
 */
export async function downloadMyData(language: 'en' | 'ar'): Promise<void> {
  let response: Response;
  try {
    response = await fetch(
      `/api/candidate/data-export?lang=${language}`,
      apiInit({ headers: { Accept: 'application/zip' } }),
    );
  } catch (error) {
    throw new ApiError(0, 'NETWORK', error instanceof Error ? error.message : String(error));
  }
  if (!response.ok) throw await problemFrom(response);
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="?([^";]+)"?/u.exec(disposition)?.[1] ?? 'tawzeef-my-data.zip';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
