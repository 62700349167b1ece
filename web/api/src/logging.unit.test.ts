import { describe, expect, it } from 'vitest';
import { scrubPersonalData } from './logging.ts';

describe('scrubPersonalData', () => {
  it('takes e-mail addresses and international phone numbers out of a log line, and leaves ids and times', () => {
    const line = JSON.stringify({
      time: 1764298800123,
      id: '5d451980-70ee-4ddd-9dda-dbc068658a7d',
      err: { message: '550 rejected <zubaida.farouqi@example.com>; call +966 55 123 9876 or +962791234567' },
    });
    const scrubbed = scrubPersonalData(line);
    expect(scrubbed).not.toMatch(/zubaida|farouqi@|123 9876|791234567/);
    expect(scrubbed).toContain('[email]');
    expect(scrubbed).toContain('[phone]');
    expect(scrubbed).toContain('1764298800123');
    expect(scrubbed).toContain('5d451980-70ee-4ddd-9dda-dbc068658a7d');
    expect(JSON.parse(scrubbed).time).toBe(1764298800123);
  });
});
