import { useTranslation } from 'react-i18next';
import type { Analytics } from './types.ts';
import { loose } from '../../forms/messages.ts';
import { ChartFigure } from './ChartFigure.tsx';
import { BarList } from './charts.tsx';
import type { Formatters } from './format.ts';

type Props = { data: Analytics; f: Formatters };

export function SourcesChart({ data, f }: Props) {
  const { t } = useTranslation();
  const say = loose(t);
  const name = (s: string) => (['candidate', 'anonymous'].includes(s) ? say(`analytics.source.${s}`) : s);
  return (
    <ChartFigure
      id="sources"
      title={t('analytics.sources.title')}
      empty={data.sources.length === 0}
      table={{
        columns: [
          t('analytics.sources.source'),
          t('analytics.applications'),
          t('analytics.share'),
          t('analytics.hires'),
          t('analytics.hireRate'),
        ],
        rows: data.sources.map((s) => [
          name(s.source),
          f.number(s.applications),
          f.percent(s.share),
          f.number(s.hires),
          f.percent(s.hireRate),
        ]),
      }}
    >
      <BarList
        max={100}
        bars={data.sources.map((s) => ({
          key: s.source,
          label: name(s.source),
          value: s.share ?? 0,
          display: f.percent(s.share),
          secondary: `(${f.number(s.applications)})`,
        }))}
      />
    </ChartFigure>
  );
}

export function LocationsChart({ data, f }: Props) {
  const { t } = useTranslation();
  return (
    <ChartFigure
      id="locations"
      title={t('analytics.locations.title')}
      empty={data.locations.length === 0}
      table={{
        columns: [t('analytics.locations.location'), t('analytics.applications'), t('analytics.share')],
        rows: data.locations.map((l) => [l.location, f.number(l.applications), f.percent(l.share)]),
      }}
    >
      <BarList
        bars={data.locations.map((l) => ({
          key: l.location,
          label: l.location,
          value: l.applications,
          display: f.number(l.applications),
          secondary: f.percent(l.share),
        }))}
      />
    </ChartFigure>
  );
}

export function SkillsChart({ data, f }: Props) {
  const { t } = useTranslation();
  return (
    <ChartFigure
      id="skills"
      title={t('analytics.skills.title')}
      description={t('analytics.skills.description')}
      empty={data.topSkills.length === 0}
      table={{
        columns: [t('analytics.skills.skill'), t('analytics.skills.count'), t('analytics.share')],
        rows: data.topSkills.map((s) => [s.skill, f.number(s.count), f.percent(s.share)]),
      }}
    >
      <BarList
        color="secondary.main"
        bars={data.topSkills.map((s) => ({
          key: s.skill,
          label: s.skill,
          value: s.count,
          display: f.number(s.count),
          secondary: f.percent(s.share),
        }))}
      />
    </ChartFigure>
  );
}
