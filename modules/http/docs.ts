import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { documentPath, type RouteDoc, type RouteMethod } from './document-route.ts';

/** Registers one path; identity's own paths are grouped under "identity" unless they name their tag. */
export function documentRoute(
  registry: OpenAPIRegistry,
  method: RouteMethod,
  path: string,
  doc: Omit<RouteDoc, 'tag'> & { tag?: string },
): void {
  documentPath(registry, method, path, { ...doc, tag: doc.tag ?? 'identity' });
}

export const anyObject = z.record(z.string(), z.unknown());
