import { describe, expect, it } from 'vitest';
import { buildProfile } from './profile.ts';

const profile = (text: string) =>
  buildProfile({ text, pages: 1, method: 'text', language: 'en' }, { year: 2025, month: 6 });

describe('the recruiter-facing profile', () => {
  it('does not claim a skill that is only part of an employer name', () => {
    const p = profile(`Huda Saleh
Work Experience
Sales Associate – Spring Valley Farms
Mar 2019 – Present
Sold fresh produce to hotels
Warehouse Clerk – Oracle Freight Forwarding
Jan 2016 – Feb 2019
Skills
Customer Service, Cash Handling, Excel`);
    expect(p.experiences.map((e) => e.company)).toEqual(['Spring Valley Farms', 'Oracle Freight Forwarding']);
    const skills = p.skills.map((s) => s.name);
    expect(skills).not.toContain('Spring Boot');
    expect(skills).not.toContain('Freight Forwarding');
    expect(skills).toEqual(expect.arrayContaining(['Customer Service', 'Cash Handling', 'Excel']));
  });

  it('still claims the skill a job title names when a bilingual title is read as title and company', () => {
    const p = profile(`Lina Al-Sayed
Work Experience
مهندس ميكانيك – Mechanical Engineer\t2019 - 2021
Maintained chillers and pumps`);
    expect(p.skills.map((s) => s.name)).toContain('Mechanical Engineering');
  });
});
