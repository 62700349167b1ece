// The 12 Arabic CVs. Text is written as the CV shows it; [[shown|Skill]] marks a skill the label lists. One file per group of trades under ar/; listed here in id order.
import healthAndEducation from './ar/health-and-education.mjs';
import finance from './ar/finance.mjs';
import engineering from './ar/engineering.mjs';
import commerce from './ar/commerce.mjs';

export default [...healthAndEducation, ...finance, ...engineering, ...commerce].sort((a, b) =>
  a.id.localeCompare(b.id),
);
