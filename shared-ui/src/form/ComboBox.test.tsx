import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderIntl } from './test-utils';
import { ComboBox, matchingOptions } from './ComboBox';

const PLACES = ['Bern', 'Biel/Bienne', 'Zürich', 'Zug', 'Zuoz', 'Winterthur', 'Saanen'];

function Place({ onSubmit }: { onSubmit: () => void }) {
  const [value, setValue] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <ComboBox id="place" label="Ort in der Schweiz" required value={value} onChange={setValue} options={PLACES} listLabel="Vorschläge: Orte in der Schweiz" />
      <output data-testid="value">{value}</output>
      <button type="submit">Weiter</button>
    </form>
  );
}

describe('ComboBox (ARIA 1.2 combobox with listbox; issue 14, item 6)', () => {
  it('filters while typing, moves with the arrow keys, takes the option with Enter without submitting', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    const { container } = renderIntl(<Place onSubmit={onSubmit} />);
    const input = screen.getByRole('combobox', { name: 'Ort in der Schweiz' });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.click(input);
    await user.keyboard('zu');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('listbox', { name: 'Vorschläge: Orte in der Schweiz' });
    expect(input).toHaveAttribute('aria-controls', list.id);
    // Diacritics do not matter; names starting with the text come first.
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Zürich', 'Zug', 'Zuoz']);
    expect(screen.getByText('3 Vorschläge, mit Pfeil nach unten wählen')).toHaveAttribute('role', 'status');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const second = screen.getByRole('option', { name: 'Zug' });
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', second.id);
    expect(input).toHaveFocus();
    expect(await axe(container)).toHaveNoViolations();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('value')).toHaveTextContent('Zug');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(onSubmit).not.toHaveBeenCalled();
    // With the list closed, Enter submits as in any form.
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('closes with Escape, wraps with Arrow Up, and takes a click', async () => {
    const user = userEvent.setup();
    renderIntl(<Place onSubmit={jest.fn()} />);
    const input = screen.getByRole('combobox');
    await user.click(input);
    await user.keyboard('b');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Bern', 'Biel/Bienne']);
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('option', { name: 'Biel/Bienne' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByTestId('value')).toHaveTextContent('b');
    await user.keyboard('e');
    await user.click(screen.getByRole('option', { name: 'Bern' }));
    expect(screen.getByTestId('value')).toHaveTextContent('Bern');
  });

  it('matches by start, then by containment, at most 8', () => {
    expect(matchingOptions(PLACES, 'en')).toEqual(['Biel/Bienne', 'Saanen']);
    expect(matchingOptions(PLACES, '  ')).toEqual([]);
    expect(matchingOptions(Array.from({ length: 20 }, (_, i) => `Ort ${i}`), 'ort')).toHaveLength(8);
  });
});
