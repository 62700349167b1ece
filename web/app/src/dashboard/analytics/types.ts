import type { HiringFunnelStage as FunnelStage } from '@tawzeef/applications/rules';

export const analyticsPeriods = [1, 3, 6, 12] as const;
export type AnalyticsPeriod = (typeof analyticsPeriods)[number];

export interface Kpi {
  value: number | null;
  previous: number | null;
  change: number | null;
}

export const kpiNames = [
  'totalApplications',
  'interviews',
  'hires',
  'timeToHireDays',
  'offerAcceptanceRate',
  'averageHireSalary',
] as const;
export type KpiName = (typeof kpiNames)[number];

export { hiringFunnelStages as funnelStages, type HiringFunnelStage as FunnelStage } from '@tawzeef/applications/rules';

export interface Analytics {
  period: number;
  from: string;
  to: string;
  currency: string;
  kpis: Record<KpiName, Kpi>;
  funnel: { stage: FunnelStage; count: number; conversion: number | null; fromApplied: number | null }[];
  timeToHire: { averageDays: number | null; medianDays: number | null; hires: number };
  timeInStage: { stage: FunnelStage; averageDays: number | null; count: number }[];
  sources: { source: string; applications: number; share: number | null; hires: number; hireRate: number | null }[];
  departments: {
    department: string;
    applications: number;
    interviews: number;
    offers: number;
    hires: number;
    hireRate: number | null;
    averageScore: number | null;
    averageTimeToHireDays: number | null;
  }[];
  locations: { location: string; applications: number; share: number | null }[];
  topSkills: { skill: string; count: number; share: number | null }[];
  ai: {
    applications: number;
    analysed: number;
    analysedShare: number | null;
    failed: number;
    averageScore: number | null;
    recommendations: { advance: number; reject: number };
    agreement: { rate: number | null; agreed: number; decided: number };
  };
  trends: { month: string; applications: number; interviews: number; hires: number; averageScore: number | null }[];
}
