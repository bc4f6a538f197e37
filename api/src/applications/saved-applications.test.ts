import { SavedApplications } from './saved-applications';
import type { LoadedApplication } from './repository';

const loaded = (id: string, answers: Record<string, unknown> = {}, answerBytes = 1000) =>
  ({
    row: { id, data: answers },
    links: {},
    statement: undefined,
    versions: { application: '1', statement: null, related: '[]' },
    answerBytes: { application: answerBytes, statement: 0 },
  }) as unknown as LoadedApplication;

describe('SavedApplications', () => {
  it('keeps the most recently used entries within its size, and drops the least recently used', () => {
    // Each entry: 1,000 bytes of answers and 2,048 of overhead; two fit in 7,000.
    const saved = new SavedApplications(7000, 7000);
    saved.set('a', loaded('a'));
    saved.set('b', loaded('b'));
    expect(saved.get('a')?.row.id).toBe('a');
    saved.set('c', loaded('c'));
    expect(saved.get('b')).toBeUndefined();
    expect(saved.get('a')?.row.id).toBe('a');
    expect(saved.get('c')?.row.id).toBe('c');
    expect(saved.size).toBe(2);
    saved.delete('a');
    expect(saved.get('a')).toBeUndefined();
    // Replacing an entry counts its new size only: both still fit.
    saved.set('c', loaded('c'));
    saved.set('d', loaded('d'));
    expect(saved.size).toBe(2);
  });

  it('does not keep an entry larger than its limit per entry, and forgets the one it had', () => {
    const saved = new SavedApplications(100_000, 10_000);
    saved.set('a', loaded('a'));
    expect(saved.get('a')).toBeDefined();
    saved.set('a', loaded('a', {}, 20_000));
    expect(saved.get('a')).toBeUndefined();
    expect(saved.size).toBe(0);
  });

  it('freezes what it keeps, nested answers included, so no caller can change the next save’s start', () => {
    const saved = new SavedApplications();
    saved.set('a', loaded('a', { participants: [{ name: 'Eva' }] }));
    const entry = saved.get('a')!;
    const participants = entry.row.data.participants as { name: string }[];
    expect(() => participants.push({ name: 'Max' })).toThrow(TypeError);
    expect(() => {
      participants[0].name = 'Max';
    }).toThrow(TypeError);
    expect(() => {
      entry.row.data.motivation = 'x';
    }).toThrow(TypeError);
    expect(saved.get('a')!.row.data).toEqual({ participants: [{ name: 'Eva' }] });
  });
});
