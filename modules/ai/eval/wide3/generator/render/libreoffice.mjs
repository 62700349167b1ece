// LibreOffice Writer: the CV's HTML imported by Writer ('HTML (StarWriter)') and exported by its PDF filter.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { html } from './html.mjs';

export function renderLibreOffice(model, outPath) {
  const dir = mkdtempSync(join(tmpdir(), 'cv-lo-'));
  try {
    const src = join(dir, `${model.id}.html`);
    writeFileSync(src, html(model, 'lo'));
    execFileSync(
      'soffice',
      [
        `-env:UserInstallation=file://${join(dir, 'profile')}`,
        '--headless',
        '--infilter=HTML (StarWriter)',
        '--convert-to',
        'pdf:writer_pdf_Export',
        '--outdir',
        dir,
        src,
      ],
      { stdio: 'pipe', timeout: 120_000 },
    );
    renameSync(join(dir, `${model.id}.pdf`), outPath);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
