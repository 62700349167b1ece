// wkhtmltopdf (Qt WebKit): the CV's HTML printed to A4.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { html } from './html.mjs';

export function renderWkhtmltopdf(model, outPath) {
  const dir = mkdtempSync(join(tmpdir(), 'cv-wk-'));
  try {
    const src = join(dir, `${model.id}.html`);
    writeFileSync(src, html(model, 'wk'));
    const args = [
      '-q',
      '--encoding',
      'utf-8',
      '-s',
      'A4',
      '-T',
      '12mm',
      '-B',
      '12mm',
      '-L',
      '12mm',
      '-R',
      '12mm',
      src,
      outPath,
    ];
    execFileSync('wkhtmltopdf', args, { stdio: 'pipe', timeout: 120_000 });
    readFileSync(outPath);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
