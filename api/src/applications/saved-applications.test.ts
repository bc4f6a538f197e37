import { SavedApplications } from './saved-applications';
import type { LoadedApplication } from './repository';

const loaded = (id: string, answers: Record<string, unknown> = {}) =>
  ({
    row: { id, data: answers },
    links: {},
    statement: undefined,
    versions: { application: '1', statement: null, related: '[]' },
  }) as unknown as LoadedApplication;

describe('SavedApplications', () => {
  it('keeps the most recently used entries up to its limit', () => {
    const saved = new SavedApplications(2);
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
