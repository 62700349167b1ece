import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import type { z } from 'zod';
import { documentPath, type RouteDoc } from '@tawzeef/http';

/** Registers one company-side applications path; every one of them answers with a body. */
export function documentApplicationsRoute(
  registry: OpenAPIRegistry,
  method: 'get' | 'post' | 'patch',
  path: string,
  doc: Omit<RouteDoc, 'tag'> & { response: z.ZodType; errors: number[] },
): void {
  documentPath(registry, method, path, { ...doc, tag: 'applications' });
}
