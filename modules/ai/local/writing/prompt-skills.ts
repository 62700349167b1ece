import { findSkills, skillCategory } from '../skills.ts';
import { promptBoilerplate } from './prompts.ts';

let boilerplate: Set<string> | undefined;
/** Skills the engine's own prompt sentences name ("interview", "teamwork and communication"): not the recruiter's asks. */
const ownWords = () => (boilerplate ??= new Set(findSkills(promptBoilerplate()).map((s) => s.name)));

/**
 * The skills a stage or analysis prompt asks about beyond the job's own words: not the ones its title,
 * department or industry name (the prompt's first line repeats them), and no language, which a prompt names
 * to say what language to interview in, nor one the engine's own prompt sentences name.
 */
export function skillsNamedBy(
  prompt: string | undefined,
  job: { title: string; department?: string | undefined; industry?: string | undefined },
): string[] {
  if (!prompt?.trim()) return [];
  const context = new Set(
    findSkills([job.title, job.department, job.industry].filter(Boolean).join('\n')).map((s) => s.name),
  );
  return [...new Set(findSkills(prompt).map((s) => s.name))].filter(
    (s) => !context.has(s) && !ownWords().has(s) && skillCategory(s) !== 'language',
  );
}
