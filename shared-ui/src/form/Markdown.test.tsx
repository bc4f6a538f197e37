import { screen } from '@testing-library/react';
import { renderIntl } from './test-utils';

// Counts the markdown renderer's loads (its chunk is evaluated when the module is first required).
let rendererLoads = 0;
jest.mock('./markdown-html', () => {
  rendererLoads++;
  return jest.requireActual('./markdown-html');
});

test('a plain paragraph is rendered at once, without the markdown renderer', async () => {
  const { Markdown } = await import('@portal/shared-ui/form');
  const { container } = renderIntl(<Markdown source="Beantworten Sie vier kurze Fragen. Ihre Antworten werden nicht gespeichert." />);
  expect(container.querySelector('p')).toHaveTextContent('Beantworten Sie vier kurze Fragen.');
  expect(rendererLoads).toBe(0);
});

test('markdown shows its source text until the renderer is there, then lists and links', async () => {
  const { Markdown } = await import('@portal/shared-ui/form');
  renderIntl(<Markdown source={'**Bitte beilegen:**\n\n- Budget\n- [Merkblatt](/merkblatt.pdf)'} />);
  expect(screen.getByText(/Bitte beilegen/)).toHaveTextContent('**Bitte beilegen:** - Budget - [Merkblatt](/merkblatt.pdf)');
  expect(await screen.findByRole('list')).toHaveTextContent('Budget');
  expect(screen.getByText('Bitte beilegen:').tagName).toBe('STRONG');
  expect(screen.getByRole('link', { name: /Merkblatt/ })).toHaveAttribute('target', '_blank');
  expect(rendererLoads).toBe(1);
});
