/**
 * The shared rules a browser needs as well as the server: what an erased value reads as (issue #22), so the web
 * app can show it as a translated label. Browser-safe: reaches nothing outside this module.
 */
export { ERASED } from './privacy/personal-data.ts';
