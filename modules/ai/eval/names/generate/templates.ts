// Page layouts. Each draws the header its way (where the name goes is the point of this set) and then
// the same kind of body. `traps` names what sits near the name.
import type { Template } from './template-kit.ts';
import { classicTemplate } from './templates/classic.ts';
import { titleAboveTemplate } from './templates/title-above.ts';
import { jobsiteTemplate } from './templates/jobsite.ts';
import { sidebarTemplate } from './templates/sidebar.ts';
import { photoBesideTemplate } from './templates/photo-beside.ts';
import { bandTemplate } from './templates/band.ts';
import { arabicClassicTemplate } from './templates/arabic-classic.ts';
import { bilingualTemplate } from './templates/bilingual.ts';
import { plainTemplate } from './templates/plain.ts';
import { spacedTemplate } from './templates/spaced.ts';
import { runningHeaderTemplate } from './templates/running-header.ts';

export const TEMPLATES: Template[] = [
  classicTemplate,
  titleAboveTemplate,
  jobsiteTemplate,
  sidebarTemplate,
  photoBesideTemplate,
  bandTemplate,
  arabicClassicTemplate,
  bilingualTemplate,
  plainTemplate,
  spacedTemplate,
  runningHeaderTemplate,
];
