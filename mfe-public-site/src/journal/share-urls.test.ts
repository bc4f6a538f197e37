import { SHARE_TARGETS, shareUrl } from './share-urls';

const entry = { url: 'https://stiftung.example/fr/journal/mer?x=1', title: 'Rita & la mer', emailBody: 'À lire : https://stiftung.example/fr/journal/mer?x=1' };

describe('share URLs (plain links, no third-party script)', () => {
  test.each([
    ['email', 'mailto:?subject=Rita%20%26%20la%20mer&body=%C3%80%20lire%20%3A%20https%3A%2F%2Fstiftung.example%2Ffr%2Fjournal%2Fmer%3Fx%3D1'],
    ['whatsapp', 'https://wa.me/?text=Rita%20%26%20la%20mer%20https%3A%2F%2Fstiftung.example%2Ffr%2Fjournal%2Fmer%3Fx%3D1'],
    ['facebook', 'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fstiftung.example%2Ffr%2Fjournal%2Fmer%3Fx%3D1'],
    ['linkedin', 'https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fstiftung.example%2Ffr%2Fjournal%2Fmer%3Fx%3D1'],
    ['x', 'https://x.com/intent/post?url=https%3A%2F%2Fstiftung.example%2Ffr%2Fjournal%2Fmer%3Fx%3D1&text=Rita%20%26%20la%20mer'],
  ] as const)('%s carries the encoded absolute URL', (target, expected) => {
    expect(shareUrl(target, entry)).toBe(expected);
  });

  test('every target has an address', () => {
    for (const target of SHARE_TARGETS) expect(shareUrl(target, entry)).toMatch(/^(mailto:|https:\/\/)/);
  });
});
