import { frenchTypography } from './typography';

const NBSP = '\u00a0';

describe('French punctuation (no-break space before ? ! : ; and inside « »)', () => {
  test.each([
    ['Total: CHF 0.00', `Total${NBSP}: CHF 0.00`],
    ['Le voyage a-t-il eu lieu?', `Le voyage a-t-il eu lieu${NBSP}?`],
    ['Qui remplit la demande ?', `Qui remplit la demande${NBSP}?`],
    ['Pas encore: il n’est pas terminé; merci!', `Pas encore${NBSP}: il n’est pas terminé${NBSP}; merci${NBSP}!`],
    ['Vraiment ?!', `Vraiment${NBSP}?!`],
    ['Avec « Terminer et envoyer », vous', `Avec «${NBSP}Terminer et envoyer${NBSP}», vous`],
    ['Avec «Terminer»', `Avec «${NBSP}Terminer${NBSP}»`],
    ['**Attention**: lisez', `**Attention**${NBSP}: lisez`],
  ])('%s', (input, expected) => {
    expect(frenchTypography(input)).toBe(expected);
  });

  test('leaves correct text, URLs, times, queries and markdown images alone', () => {
    for (const text of [
      `Total${NBSP}: CHF 0.00`,
      'Total\u202f: CHF 0.00',
      'Voir https://example.org/a?b=1 et mailto:info@example.org',
      'Ouvert de 10:00 à 12:00',
      '![Logo](/logo.png)',
      ': en début de texte',
      'Contribution accordée\u202f: CHF 650.00',
    ]) {
      expect(frenchTypography(text)).toBe(text);
    }
  });

  test('is idempotent', () => {
    const once = frenchTypography('Total: CHF 0.00 ; « oui » ?');
    expect(frenchTypography(once)).toBe(once);
  });
});
