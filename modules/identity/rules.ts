/**
 * The identity rules a browser needs as well as the server: the company form's option lists.
 * Browser-safe: imports only files without Node or server dependencies (checked by `npm run boundaries`).
 */
export { companySizes, countries, countryCodes, industries, type CountryCode } from './company/profile.ts';
