import type { MatchLevel } from '../../api/candidate.ts';

/**
 * The server's thresholds (it sends `matchLevel`; this covers an older server): strong from 70, partial from 40,
 * weak below. Colours are light chips with dark text, readable by everyone; the level is also said in words.
 */
export function matchLevelOf(score: number, sent?: MatchLevel): MatchLevel {
  if (sent === 'strong' || sent === 'partial' || sent === 'weak') return sent;
  return score >= 70 ? 'strong' : score >= 40 ? 'partial' : 'weak';
}

export const matchLevelStyle: Record<MatchLevel, { colour: 'green' | 'amber' | 'grey'; bg: string; fg: string }> = {
  strong: { colour: 'green', bg: '#dcfce7', fg: '#166534' },
  partial: { colour: 'amber', bg: '#fef3c7', fg: '#92400e' },
  weak: { colour: 'grey', bg: '#f1f5f9', fg: '#475569' },
};
