import type { Router } from 'express';

/** A router and the path it is mounted under; each context's `http/` folder makes these. */
export type ApiRoute = { path: string; router: Router };

/** Extra <head> markup for a page path (JSON-LD of a job, its title), or null; the SPA server puts it in. */
export type PageHead = (path: string) => Promise<string | null>;
