import type { Request, Response } from 'express';
import { z } from 'zod';
import { DomainError, zodFieldErrors } from './errors.ts';
import { jsonQueryParameter } from './openapi.ts';

/** react-admin's ra-data-simple-rest list dialect: sort, range and filter as JSON in the query string. */
export type SortOrder = 'ASC' | 'DESC';
export type ListParams<Field extends string, Filter> = {
  sort: { field: Field; order: SortOrder };
  range: { start: number; end: number };
  filter: Filter;
};
export type ListResult<Row> = { rows: Row[]; total: number };

export type ListDialect<Field extends string, Filter> = {
  parse(req: Request): ListParams<Field, Filter>;
  /** Query parameters as documented in OpenAPI (JSON strings). */
  querySchema: z.ZodObject;
};

const json = (name: string) =>
  z.string().transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: `${name} must be JSON` });
      return z.NEVER;
    }
  });

export function listDialect<const Field extends string, FilterSchema extends z.ZodType>(options: {
  sortFields: readonly [Field, ...Field[]];
  defaultSort: [NoInfer<Field>, SortOrder];
  filter: FilterSchema;
  maxPageSize?: number;
}): ListDialect<Field, z.output<FilterSchema>> {
  const maxPageSize = options.maxPageSize ?? 100;
  const sortSchema = z.tuple([z.enum(options.sortFields), z.enum(['ASC', 'DESC'])]);
  const rangeSchema = z.tuple([z.number().int().min(0), z.number().int().min(0)]);
  const sort = json('sort').pipe(sortSchema);
  const range = json('range').pipe(
    rangeSchema
      .refine(([start, end]) => end >= start, 'range end must not be before its start')
      .refine(([start, end]) => end - start < maxPageSize, `a page holds at most ${maxPageSize} rows`),
  );
  const filter = json('filter').pipe(options.filter);
  const schema = z.object({
    sort: sort.optional(),
    range: range.optional(),
    filter: filter.optional(),
  });

  const querySchema = z.object({
    sort: jsonQueryParameter(sortSchema, {
      description: `[field, order]; field one of ${options.sortFields.join(', ')}`,
      example: options.defaultSort,
    }),
    range: jsonQueryParameter(rangeSchema, {
      description: `[start, end], inclusive, zero-based; at most ${maxPageSize} rows`,
      example: [0, 24],
    }),
    filter: jsonQueryParameter(options.filter, { description: 'Filters', example: {} }),
  });

  return {
    querySchema,
    parse(req) {
      const pick = (key: string) => {
        const value = req.query[key];
        return Array.isArray(value) ? value[0] : value;
      };
      const parsed = schema.safeParse({ sort: pick('sort'), range: pick('range'), filter: pick('filter') });
      if (!parsed.success) {
        throw new DomainError(
          'REQUEST.INVALID_LIST_QUERY',
          'The sort, range or filter query parameter is invalid.',
          400,
          zodFieldErrors(parsed.error),
        );
      }
      const [field, order] = parsed.data.sort ?? options.defaultSort;
      const [start, end] = parsed.data.range ?? [0, maxPageSize - 1];
      const filterValue = parsed.data.filter ?? options.filter.parse({});
      return { sort: { field, order }, range: { start, end }, filter: filterValue };
    },
  };
}

export function sendList<Row>(
  res: Response,
  resource: string,
  result: ListResult<Row>,
  range: { start: number },
): void {
  const { rows, total } = result;
  const span = rows.length > 0 ? `${range.start}-${range.start + rows.length - 1}` : '*';
  res.setHeader('Content-Range', `${resource} ${span}/${total}`);
  res.setHeader('Access-Control-Expose-Headers', 'Content-Range, X-Request-Id, X-Read-Model-Stale');
  res.json(rows);
}

/** A filter value react-admin sends either as one id or, from getMany, as a list of ids. */
export const idFilter = z
  .union([z.string().min(1), z.array(z.string().min(1)).max(1000)])
  .transform((value) => (Array.isArray(value) ? value : [value]));
