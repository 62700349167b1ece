import type { Client } from '@opensearch-project/opensearch';
import { queryWords } from '@tawzeef/jobs';
import type { BoardQuery } from '../public-query.ts';
import { boardIndexBody, type BoardDocument } from './document.ts';
import { boardSearchBody } from './query.ts';

const MAX_WORDS = 8;

/** The board on OpenSearch: one index of the public jobs, kept by `put`/`remove`, searched by `search`. */
export function createOpenSearchBoard(client: Client, index: string) {
  return {
    async ensureIndex(): Promise<void> {
      const exists = await client.indices.exists({ index });
      if (!exists.body) await client.indices.create({ index, body: boardIndexBody as never });
    },
    /** Puts public jobs and removes the others, in one bulk request; refreshes so a read after sees them. */
    async sync(put: BoardDocument[], remove: string[]): Promise<void> {
      if (put.length === 0 && remove.length === 0) return;
      const body = [
        ...put.flatMap((doc) => [{ index: { _index: index, _id: doc.job_id } }, doc]),
        ...remove.map((id) => ({ delete: { _index: index, _id: id } })),
      ];
      const { body: result } = await client.bulk({ body, refresh: true });
      const failed = result.items.filter((item) => {
        const outcome = Object.values(item)[0]!;
        return outcome.error && !(outcome.status === 404 && 'delete' in item);
      });
      if (failed.length)
        throw new Error(`OpenSearch refused ${failed.length} board documents: ${JSON.stringify(failed[0])}`);
    },
    async search(query: BoardQuery, now: Date): Promise<{ ids: string[]; total: number }> {
      const words = queryWords(query.search ?? '').slice(0, MAX_WORDS);
      const { body } = await client.search({ index, body: boardSearchBody(query, words, now) as never });
      const total = typeof body.hits.total === 'number' ? body.hits.total : (body.hits.total?.value ?? 0);
      return { ids: body.hits.hits.map((hit) => hit._id!), total };
    },
  };
}

export type OpenSearchBoard = ReturnType<typeof createOpenSearchBoard>;
