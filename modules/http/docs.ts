import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { documentPath, type RouteDoc, type RouteMethod } from './document-route.ts';

/** Registers one path of the API docs, in the group its `tag` names. */
export const documentRoute = documentPath;

/** A router's docs: its paths under `prefix`, in the group `tag` unless a path names its own. */
export function routeDocs(registry: OpenAPIRegistry, tag: string, prefix = '') {
  return (method: RouteMethod, path: string, doc: Omit<RouteDoc, 'tag'> & { tag?: string }): void =>
    documentPath(registry, method, `${prefix}${path}`, { ...doc, tag: doc.tag ?? tag });
}

export const anyObject = z.record(z.string(), z.unknown());
