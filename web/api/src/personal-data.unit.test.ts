import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { appPersonalDataPolicy, personalDataClassifications } from './event-store.ts';

const modulesDir = fileURLToPath(new URL('../../../modules', import.meta.url));

function sourcesOf(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'testing' ? [] : sourcesOf(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !/fixtures/.test(entry.name)
      ? [path]
      : [];
  });
}

// How event types are declared in this codebase: `{ type: 'X'; data: … }`, `E<'X', …>` and emmett's `Event<'X', …>`.
const declarations = [
  /type: '([A-Z]\w+)';\s*(?:\/\*\*[\s\S]*?\*\/\s*)?data\??:/g,
  /\bE<\s*'([A-Z]\w+)'/g,
  /\bEvent<\s*'([A-Z]\w+)'/g,
];
/** Event-shaped types that are never appended to the app's log. */
const notAppEvents = new Set(['NoteAdded' /* the event-store contract tests' own */]);

function declaredEventTypes(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of sourcesOf(modulesDir)) {
    const text = readFileSync(file, 'utf8');
    for (const pattern of declarations)
      for (const match of text.matchAll(pattern)) if (!notAppEvents.has(match[1]!)) found.set(match[1]!, file);
  }
  return found;
}

describe('personal data policy of every module (issue #22)', () => {
  const classified = new Map(
    Object.entries(personalDataClassifications).flatMap(([module, types]) =>
      Object.keys(types).map((type) => [type, module] as const),
    ),
  );

  it('classifies every event type a module declares: sealed by a rule, or listed as holding no personal data', () => {
    const declared = declaredEventTypes();
    expect(declared.size).toBeGreaterThan(80);
    const missing = [...declared].filter(([type]) => !classified.has(type)).map(([type, file]) => `${type} (${file})`);
    expect(missing, 'add these to their module personal-data.ts').toEqual([]);
  });

  it('classifies nothing that is not declared (a renamed or removed event type)', () => {
    const declared = declaredEventTypes();
    expect([...classified.keys()].filter((type) => !declared.has(type))).toEqual([]);
  });

  it('seals what must never stay readable: names, e-mails, phones, free texts, CV and interview contents', () => {
    const fieldsOf = (type: string) => appPersonalDataPolicy[type]?.fields ?? [];
    expect(fieldsOf('UserRegistered')).toEqual(expect.arrayContaining(['email', 'name', 'phone', 'passwordHash']));
    expect(fieldsOf('ApplicationSubmitted')).toEqual(
      expect.arrayContaining(['applicant.email', 'applicant.firstName', 'applicant.phone', 'coverLetter']),
    );
    expect(fieldsOf('CvProcessed')).toEqual(['profile.**']);
    expect(fieldsOf('TranscriptUtteranceRecorded')).toEqual(['text']);
    expect(fieldsOf('CommunicationQueued')).toEqual(expect.arrayContaining(['content', 'contact.email']));
    expect(fieldsOf('ApplicationNoteAdded')).toEqual(['text']);
  });

  it('names the subject of the contract: the application for what is about one, the user for their account', () => {
    const subject = (type: string, data: Record<string, unknown>) => appPersonalDataPolicy[type]!.subject(data);
    expect(subject('ApplicationSubmitted', { applicationId: 'a', candidateId: 'u' })).toBe('a');
    expect(subject('TranscriptUtteranceRecorded', { interviewId: 'i', applicationId: 'a' })).toBe('a');
    expect(subject('HumanInterviewScheduled', { interviewId: 'i', applicationId: 'a', candidateId: 'u' })).toBe('a');
    expect(subject('CommunicationQueued', { communicationId: 'c', applicationId: null, candidateId: 'u' })).toBe('u');
    expect(subject('CvProcessed', { candidateId: 'u', cvId: 'cv' })).toBe('u');
    expect(subject('UserRegistered', { userId: 'u' })).toBe('u');
    expect(subject('EmailClaimed', { email: 'x@y.z', userId: 'u' })).toBe('u');
  });
});
