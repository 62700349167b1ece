/** The smallest and largest value of each per-job interview timer a company may set. */
export const settingsLimits = {
  remindAfterHours: [1, 336],
  expireAfterHours: [1, 720],
  maxDurationMinutes: [5, 240],
} as const;
