// Lists that could teach a rule the held-out answers are split like the names: even entries dev, odd ones heldout.
import type { Split } from './people.ts';

export const half = <T>(xs: readonly T[], split: Split) => xs.filter((_, i) => i % 2 === (split === 'dev' ? 0 : 1));
