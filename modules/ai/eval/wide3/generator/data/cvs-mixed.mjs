// The 5 bilingual CVs: English text with the name, headings and job titles also in Arabic. One file per group of trades under mixed/; listed here in id order.
import engineering from './mixed/engineering.mjs';
import services from './mixed/services.mjs';

export default [...engineering, ...services].sort((a, b) => a.id.localeCompare(b.id));
