import { describe, expect, it } from 'vitest';
import { mentionedUserIds } from './mentions.ts';

const members = [
  { userId: 'sara', firstName: 'Sara', lastName: 'Ali' },
  { userId: 'sara2', firstName: 'Sara', lastName: 'Khan' },
  { userId: 'rami', firstName: 'Rami', lastName: 'Recruiter' },
  { userId: 'layla', firstName: 'ليلى', lastName: 'حدّاد' },
  { userId: 'ahmad', firstName: 'أحمد', lastName: 'سالم' },
  { userId: 'noname', firstName: '', lastName: '' },
];
const mentioned = (text: string, author: string | null = 'rami') => mentionedUserIds(text, members, author);

describe('the mention rule', () => {
  it('matches @First Last and a unique @First, case-insensitively, at a word boundary', () => {
    expect(mentioned('Please look, @sara ali.', null)).toEqual(['sara']);
    expect(mentioned('@SARA   KHAN and @Rami: thoughts?', 'x')).toEqual(['rami', 'sara2']);
    expect(mentioned('@Sara can you check?')).toEqual([]); // two members are called Sara
    expect(mentioned('@Rami, see this', 'sara')).toEqual(['rami']);
    expect(mentioned('@Ramiz and @Sara_Ali are not members')).toEqual([]);
  });

  it('ignores e-mail addresses, the author and text without @', () => {
    expect(mentioned('write to rami@example.com', 'sara')).toEqual([]);
    expect(mentioned('Rami Recruiter should see this', 'sara')).toEqual([]);
    expect(mentioned('note to self: @Rami')).toEqual([]);
  });

  it('matches Arabic names without diacritics, tatweel or hamza forms mattering', () => {
    expect(mentioned('يرجى المراجعة @ليلى')).toEqual(['layla']);
    expect(mentioned('@ليلى حداد، ما رأيك؟')).toEqual(['layla']);
    expect(mentioned('@احمد سالم و @لـيـلى')).toEqual(['ahmad', 'layla']);
    expect(mentioned('@ليلىى')).toEqual([]);
  });
});
