// Runs inside a worker thread so that a hostile PDF can be stopped (terminate) without
// taking the caller's event loop with it. Kept to erasable TypeScript: Node loads it directly.
import { parentPort } from 'node:worker_threads';
import { getDocumentProxy, getResolvedPDFJS } from 'unpdf';
import { glyphItems, type OpCodes, type OperatorList } from './glyphs.ts';
import { arabicBaselines, spacedBaselines, tangledBaselines } from './tangled.ts';

type Request = { id: number; data: Uint8Array; maxPages: number };
type TextItemLike = { str?: string; dir?: string; transform?: number[]; width?: number; height?: number };

async function extract(req: Request) {
  const doc = await getDocumentProxy(req.data, { stopAtErrors: false, verbosity: 0 });
  try {
    if (doc.numPages > req.maxPages)
      return { id: req.id, ok: false, error: { name: 'TooManyPages', message: String(doc.numPages) } };
    const pages = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const viewport = page.getViewport({ scale: 1 });
      const content = await page.getTextContent();
      const items = [];
      for (const raw of content.items as TextItemLike[]) {
        if (typeof raw.str !== 'string' || !raw.transform) continue;
        const t = raw.transform;
        items.push({
          str: raw.str,
          dir: raw.dir ?? 'ltr',
          x: t[4] ?? 0,
          y: t[5] ?? 0,
          w: raw.width ?? 0,
          h: Math.abs(t[3] ?? 0) || raw.height || 10,
        });
      }
      const tangled = [...tangledBaselines(items), ...spacedBaselines(items), ...arabicBaselines(items)];
      let glyphs;
      if (tangled.length > 0) {
        const { OPS } = await getResolvedPDFJS();
        const list = (await page.getOperatorList()) as OperatorList;
        glyphs = glyphItems(list, OPS as unknown as OpCodes, (name) => {
          const font = page.commonObjs.has(name) ? (page.commonObjs.get(name) as { fontMatrix?: number[] }) : undefined;
          return font?.fontMatrix;
        });
      }
      pages.push({ width: viewport.width, height: viewport.height, items, glyphs, tangled });
      page.cleanup();
    }
    return { id: req.id, ok: true, pages };
  } finally {
    await doc.cleanup();
    await (doc as unknown as { loadingTask?: { destroy?: () => Promise<void> } }).loadingTask?.destroy?.();
  }
}

parentPort?.on('message', (req: Request) => {
  extract(req).then(
    (res) => parentPort?.postMessage(res),
    (err: unknown) => {
      const e = err as { name?: string; message?: string };
      parentPort?.postMessage({
        id: req.id,
        ok: false,
        error: { name: e?.name ?? 'Error', message: e?.message ?? String(err) },
      });
    },
  );
});
