/** A position: from/to are [year, month]; to null = still there. */
export const job = (title, org, place, from, to, lines, extra = {}) => ({
  title,
  org,
  place,
  from,
  to,
  lines,
  ...extra,
});
export const edu = (degree, school, year, level, extra = {}) => ({ degree, school, year, level, ...extra });
