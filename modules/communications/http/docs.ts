import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { documentPath, type RouteDoc } from '@tawzeef/http';

export function documentCommunications(
  registry: OpenAPIRegistry,
  method: 'get' | 'post' | 'patch',
  path: string,
  doc: Omit<RouteDoc, 'tag'> & { tag?: string; errors: number[] },
): void {
  documentPath(registry, method, path, { ...doc, tag: doc.tag ?? 'communications' });
}
