import type { Client } from '@opensearch-project/opensearch';
import { queryWords } from '@tawzeef/jobs';
import {
  BOARD_COUNT_CAP,
  hasFilters,
  type BoardQuery,
  type BoardSearchEngine,
  type SearchResult,
} from '../public-query.ts';
import { boardIndexBody, type BoardDocument } from './document.ts';
import { boardSearchBody } from './query.ts';

const MAX_WORDS = 8;

/** The board on OpenSearch: one index of the public jobs, kept by `sync`, searched by `search` (the board's port). */
export function createOpenSearchBoard(client: Client, index: string, { countCap = BOARD_COUNT_CAP } = {}) {
  const board = {
    async ensureIndex(): Promise<void> {
      const exists = await client.indices.exists({ index });
      if (!exists.body) await client.indices.create({ index, body: boardIndexBody as never });
    },
    /**
     * Puts public jobs and removes the others, in one bulk request, each at its version (the row's position): a
     * version the index already holds or passed is left as it is. Refreshes (unless a catch-up says the batch has more
     * behind it), so a read after sees them.
     */
    async sync(
      put: { doc: BoardDocument; version: number }[],
      remove: { id: string; version: number }[],
      refresh = true,
    ): Promise<void> {
      if (put.length === 0 && remove.length === 0) return;
      const versioned = (id: string, version: number) => ({
        _index: index,
        _id: id,
        version,
        version_type: 'external',
      });
      const body = [
        ...put.flatMap(({ doc, version }) => [{ index: versioned(doc.job_id, version) }, doc]),
        ...remove.map(({ id, version }) => ({ delete: versioned(id, version) })),
      ];
      const { body: result } = await client.bulk({ body: body as never, refresh });
      // 409: a newer version is there already; 404: nothing to delete.
      const failed = result.items
        .map((item) => Object.values(item)[0]!)
        .filter((outcome) => outcome.error && outcome.status !== 409 && outcome.status !== 404);
      if (failed.length)
        throw new Error(`OpenSearch refused ${failed.length} board documents: ${JSON.stringify(failed[0])}`);
    },
    /** Deletes the index (tests and benches, on their own index). */
    async drop(): Promise<void> {
      await client.indices.delete({ index }, { ignore: [404] });
    },
    async refresh(): Promise<void> {
      await client.indices.refresh({ index });
    },
    /** The jobs read model's position the index holds everything up to (kept in the mapping's _meta). */
    async position(): Promise<number> {
      const { body } = await client.indices.getMapping({ index });
      const meta = (Object.values(body)[0] as { mappings?: { _meta?: { position?: number } } }).mappings?._meta;
      return meta?.position ?? 0;
    },
    async setPosition(position: number): Promise<void> {
      await client.indices.putMapping({ index, body: { _meta: { position } } as never });
    },
    async search(query: BoardQuery, now: Date): Promise<SearchResult> {
      const words = queryWords(query.search ?? '').slice(0, MAX_WORDS);
      const { body } = await client.search({ index, body: boardSearchBody(query, words, now, countCap) as never });
      // Counted up to countCap + 1 (track_total_hits): more than countCap is "countCap+" on either engine.
      const counted = typeof body.hits.total === 'number' ? body.hits.total : (body.hits.total?.value ?? 0);
      const ids = body.hits.hits.map((hit) => hit._id!);
      // The whole board is counted by listBoard, exactly.
      if (!words.length && !hasFilters(query)) return { ids, total: null };
      return { ids, total: Math.min(counted, countCap), capped: counted > countCap };
    },
  };
  return board satisfies BoardSearchEngine;
}

export type OpenSearchBoard = ReturnType<typeof createOpenSearchBoard>;
