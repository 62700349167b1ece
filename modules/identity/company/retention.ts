/**
 * How long a company keeps the candidates it did not hire (issue #22): months after the last activity on the
 * application. French guidance for unsuccessful candidates is at most two years after the last contact, hence the
 * default. Browser-safe (the settings form reads the range).
 */
export const RETENTION_MONTHS = { default: 24, min: 6, max: 60 } as const;

export const validRetentionMonths = (months: number): boolean =>
  Number.isInteger(months) && months >= RETENTION_MONTHS.min && months <= RETENTION_MONTHS.max;
