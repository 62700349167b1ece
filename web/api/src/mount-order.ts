/**
 * The order routers are mounted in: deeper paths first, so a router at /company/jobs/ai is tried before one at
 * /company/jobs whatever order the contexts bound them in; routers at the same path don't overlap.
 */
export function mostSpecificFirst<T extends { path: string }>(routes: readonly T[]): T[] {
  const depth = (path: string) => path.split('/').filter(Boolean).length;
  return routes
    .map((route, i) => ({ route, i }))
    .sort((a, b) => depth(b.route.path) - depth(a.route.path) || a.i - b.i)
    .map(({ route }) => route);
}
