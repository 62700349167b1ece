import { auditLogProjection } from './audit-log/projection.ts';
import type { Projection } from './runner/projection.ts';
import { streamSummaryProjection } from './stream-summary/projection.ts';

/** Every read model the runner feeds and `read-models:rebuild` knows. Add new ones here. */
export const allProjections: readonly Projection[] = [auditLogProjection, streamSummaryProjection];
