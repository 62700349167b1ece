import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { loose } from '../../forms/messages.ts';
import { UserText } from '../../i18n/isolate.tsx';
import { useLanguage } from '../../providers/LanguageProvider.tsx';
import { formatDateTime } from '../applications/profile/time.ts';
import type { DecisionLogEntry } from './types.ts';
import { shown } from '../../privacy/erased.ts';

const verdictColor = { FOLLOWED: 'success', OVERRODE: 'warning', NOT_COMPARABLE: 'default' } as const;
const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

/** What the AI said, or what was decided, in one line. */
function useDescribe() {
  const { t } = useTranslation();
  const say = loose(t);
  const aiOutput = (e: Pick<DecisionLogEntry, 'kind' | 'score' | 'fit' | 'recommendation' | 'stage'>) => {
    const parts: string[] = [];
    if (e.score !== null) parts.push(t('decisionLog.score', { score: e.score }));
    if (e.fit) parts.push(say(`decisionLog.fit.${e.fit}`));
    if (e.recommendation) parts.push(say(`decisionLog.recommendation.${e.recommendation}`));
    return parts.join(' · ');
  };
  const what = (e: DecisionLogEntry) => {
    if (e.kind === 'STATUS_CHANGE')
      return t('decisionLog.kind.STATUS_CHANGE', {
        status: say(`companyApplications.status.${e.status ?? ''}`),
      });
    if (e.kind === 'AI_INTERVIEW')
      return t('decisionLog.kind.AI_INTERVIEW', { stage: say(`decisionLog.stage.${e.stage ?? 'FIRST'}`) });
    return say(`decisionLog.kind.${e.kind}`);
  };
  const who = (e: DecisionLogEntry) => {
    if (e.actorKind === 'AI') {
      const p = e.provenance ?? {};
      const engine = [text(p.engine), text(p.model)].filter(Boolean).join(' / ');
      return engine ? t('decisionLog.byAiModel', { engine }) : t('decisionLog.byAi');
    }
    if (e.actorKind === 'PROCESS') return t('decisionLog.byProcess');
    const name = e.actorName ?? t('decisionLog.unknownPerson');
    return e.actorRole ? t('decisionLog.byPersonRole', { name, role: say(`decisionLog.role.${e.actorRole}`) }) : name;
  };
  return { what, who, aiOutput, say, t };
}

/** The log's rows, oldest or newest first as given: each AI output, and each decision with its verdict. */
export function DecisionRows({ rows, showApplication }: { rows: DecisionLogEntry[]; showApplication?: boolean }) {
  const { language } = useLanguage();
  const { what, who, aiOutput, say, t } = useDescribe();
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }} data-testid="decision-rows">
      {rows.map((e, i) => {
        const promptVersion = text(e.provenance?.promptVersion);
        const fallback = e.provenance?.fallback ? t('decisionLog.fallback') : null;
        return (
          <Box
            component="li"
            key={e.id}
            data-testid="decision-row"
            data-kind={e.kind}
            data-verdict={e.verdict ?? ''}
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '11rem minmax(0, 1fr) auto' },
              gap: { xs: 0.5, sm: 2 },
              py: 1.5,
              borderTop: i ? 1 : 0,
              borderColor: 'divider',
              alignItems: 'start',
            }}
          >
            <Typography variant="body2" color="text.secondary">
              <time dateTime={e.occurredAt}>{formatDateTime(e.occurredAt, language)}</time>
            </Typography>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {e.actorKind === 'AI' && (
                  <Chip
                    size="small"
                    label={t('decisionLog.aiBadge')}
                    color="info"
                    sx={{ marginInlineEnd: 1, height: 20 }}
                  />
                )}
                {what(e)}
              </Typography>
              {showApplication && (
                <Typography variant="body2">
                  <Link component={RouterLink} to={`/dashboard/candidates/${encodeURIComponent(e.applicationId)}`}>
                    <UserText>{shown(e.candidateName) ?? t('decisionLog.unknownCandidate')}</UserText>
                  </Link>
                  {e.jobTitle && (
                    <>
                      {' · '}
                      <UserText>{e.jobTitle}</UserText>
                    </>
                  )}
                </Typography>
              )}
              <Typography variant="body2" color="text.secondary">
                <UserText>{who(e)}</UserText>
              </Typography>
              {e.actorKind === 'AI' && (
                <Typography variant="body2" color="text.secondary">
                  {[aiOutput(e), e.stance ? say(`decisionLog.stance.${e.stance}`) : null].filter(Boolean).join(' · ')}
                  {promptVersion && <> · {t('decisionLog.promptVersion', { version: promptVersion })}</>}
                  {fallback && <> · {fallback}</>}
                </Typography>
              )}
              {e.actorKind !== 'AI' && (
                <Typography variant="body2" color="text.secondary">
                  {e.basis
                    ? t('decisionLog.comparedWith', {
                        output: [say(`decisionLog.basis.${e.basis.kind}`), aiOutput({ ...e.basis, stage: null })]
                          .filter(Boolean)
                          .join(': '),
                      })
                    : t('decisionLog.noAiBefore')}
                </Typography>
              )}
            </Box>
            <Box sx={{ justifySelf: { sm: 'end' } }}>
              {e.verdict && (
                <Chip
                  size="small"
                  variant={e.verdict === 'NOT_COMPARABLE' ? 'outlined' : 'filled'}
                  color={verdictColor[e.verdict]}
                  label={say(`decisionLog.verdict.${e.verdict}`)}
                />
              )}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
