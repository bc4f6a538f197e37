import { renderIntl } from './test-utils';
import { useState } from 'react';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { BudgetInputGroup, budgetTotal, type BudgetRow } from './BudgetInputGroup';
import { ContactInputGroup, type ContactValue } from './ContactInputGroup';
import { formatChf } from '@portal/shared-domain/wizard-core';
import { Modal } from '@portal/shared-ui/fields';

describe('formatChf and budgetTotal', () => {
  it('formats de-CH francs with apostrophes', () => {
    expect(formatChf(1234.5)).toBe("CHF 1'234.50");
    expect(formatChf(1234567.891)).toBe("CHF 1'234'567.89");
    expect(formatChf(0)).toBe('CHF 0.00');
    expect(formatChf(-50)).toBe('CHF -50.00');
  });
  it('adds typed and stored amounts exactly, ignoring text that is not a number', () => {
    expect(budgetTotal([{ type: 'a', amount: '0.1' }, { type: 'b', amount: 0.2 }, { description: 'x', amount: "1'000" }, { type: 'c', amount: 'abc' }, { type: 'd', amount: null }])).toBe(1000.3);
  });
});

const categories = [
  { value: 'accommodation', label: 'Unterkunft' },
  { value: 'transport', label: 'Transport' },
];

function Budget({ initial = [] as BudgetRow[], maxRows }: { initial?: BudgetRow[]; maxRows?: number }) {
  const [rows, setRows] = useState<BudgetRow[]>(initial);
  return (
    <>
      <BudgetInputGroup id="expenses" label="Ausgaben" required categories={categories} value={rows} onChange={setRows} maxRows={maxRows} rowErrors={[undefined, { amount: 'Betrag muss eine Zahl sein.' }]} />
      <div data-testid="rows">{JSON.stringify(rows)}</div>
    </>
  );
}

describe('BudgetInputGroup', () => {
  it('adds a category and a further expense by keyboard, focuses new rows and keeps a running total', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { container } = renderIntl(<Budget />);
    expect(screen.getByTestId('expenses-total')).toHaveTextContent('CHF 0.00');
    await user.tab();
    const select = screen.getByLabelText('Art der Ausgabe');
    expect(select).toHaveFocus();
    await user.selectOptions(select, 'Unterkunft');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Ausgabe hinzufügen' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const amount = screen.getByLabelText('Unterkunft: Betrag in CHF');
    expect(amount).toHaveFocus();
    expect(amount).toHaveAttribute('id', 'expenses-0-amount');
    expect(select).toHaveAttribute('id', 'expenses');
    await user.keyboard("1'200.50");
    expect(screen.getByTestId('expenses-total')).toHaveTextContent("CHF 1'200.50");
    await user.click(screen.getByRole('button', { name: 'Weitere Ausgabe' }));
    const description = screen.getByLabelText('Beschreibung Position 2');
    expect(description).toHaveFocus();
    await user.keyboard('Eintritt');
    await user.tab();
    await user.keyboard('34');
    expect(screen.getByTestId('expenses-total')).toHaveTextContent("CHF 1'234.50");
    act(() => {
      jest.advanceTimersByTime(1100);
    });
    expect(screen.getByTestId('expenses-total-live')).toHaveTextContent("Total: CHF 1'234.50");
    expect(JSON.parse(screen.getByTestId('rows').textContent ?? '')).toEqual([
      { type: 'accommodation', amount: "1'200.50" },
      { description: 'Eintritt', amount: '34' },
    ]);
    jest.useRealTimers();
    // The second row carries an error, linked to its amount.
    expect(screen.getByLabelText('Betrag in CHF')).toHaveAccessibleDescription('Fehler: Betrag muss eine Zahl sein.');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('removes a row, announces it, moves focus and updates the total; offers a used category no more', async () => {
    const user = userEvent.setup();
    renderIntl(<Budget initial={[{ type: 'accommodation', amount: 100 }, { type: 'transport', amount: 50 }]} />);
    expect(screen.getByTestId('expenses-total')).toHaveTextContent('CHF 150.00');
    expect(screen.queryByLabelText('Art der Ausgabe')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Unterkunft entfernen' }));
    expect(screen.getByTestId('expenses-total')).toHaveTextContent('CHF 50.00');
    expect(screen.getByRole('button', { name: 'Transport entfernen' })).toHaveFocus();
    expect(screen.getByText('Unterkunft wurde entfernt.')).toBeInTheDocument();
    expect(within(screen.getByLabelText('Art der Ausgabe')).getByRole('option', { name: 'Unterkunft' })).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('Art der Ausgabe')).toHaveFocus();
    expect(screen.getByText('Noch keine Positionen erfasst.')).toBeInTheDocument();
  });

  it('stops adding at maxRows', () => {
    renderIntl(<Budget maxRows={1} initial={[{ description: 'A', amount: 1 }]} />);
    expect(screen.queryByRole('button', { name: 'Weitere Ausgabe' })).not.toBeInTheDocument();
    expect(screen.getByText('Es können höchstens 1 Positionen erfasst werden.')).toBeInTheDocument();
  });
});

describe('ContactInputGroup', () => {
  it('renders every contact field with autocomplete, salutation radios and per-field errors', async () => {
    const user = userEvent.setup();
    const seen: ContactValue[] = [];
    function Wrapper() {
      const [c, setC] = useState<ContactValue>({});
      return (
        <ContactInputGroup
          id="contact"
          label="Kontaktdaten"
          required
          organization="optional"
          value={c}
          onChange={(next) => {
            seen.push(next);
            setC(next);
          }}
          errors={{ phone: ['Telefon muss eine gültige Telefonnummer sein.'], salutCode: 'Anrede ist ein Pflichtfeld.' }}
        />
      );
    }
    const { container } = renderIntl(<Wrapper />);
    expect(screen.getByRole('group', { name: 'Kontaktdaten' })).toBeInTheDocument();
    const salutation = screen.getByRole('group', { name: 'Anrede' });
    expect(within(salutation).getAllByRole('radio').map((r) => r.getAttribute('aria-invalid'))).toEqual(['true', 'true', 'true', 'true']);
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Herr' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(seen.at(-1)).toEqual({ salutCode: 'female' });
    await user.tab();
    expect(screen.getByLabelText('Organisation (optional)')).toHaveFocus();
    await user.tab();
    await user.keyboard('Anna');
    expect(screen.getByLabelText('Vorname')).toHaveAttribute('autocomplete', 'given-name');
    expect(screen.getByLabelText('Vorname')).toHaveValue('Anna');
    expect(screen.getByLabelText('E-Mail')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('PLZ')).toHaveAttribute('autocomplete', 'postal-code');
    const phone = screen.getByLabelText('Telefon');
    expect(phone).toHaveAttribute('id', 'contact-phone');
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription(/Fehler: Telefon muss eine gültige Telefonnummer sein\./);
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('Modal', () => {
  function Host() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Öffnen
        </button>
        <Modal open={open} onClose={() => setOpen(false)} title="Hinweis" actions={<button type="button">OK</button>}>
          <p>Text im Dialog</p>
        </Modal>
      </>
    );
  }

  it('is a labelled modal dialog; focus moves in, is trapped, Escape closes and focus returns', async () => {
    const user = userEvent.setup();
    const { baseElement } = renderIntl(<Host />);
    await user.tab();
    const opener = screen.getByRole('button', { name: 'Öffnen' });
    expect(opener).toHaveFocus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Hinweis' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Text im Dialog');
    expect(screen.getByRole('heading', { name: 'Hinweis' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Schliessen' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Schliessen' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
    expect(await axe(baseElement)).toHaveNoViolations();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with the close button and returns focus', async () => {
    const user = userEvent.setup();
    renderIntl(<Host />);
    await user.click(screen.getByRole('button', { name: 'Öffnen' }));
    await user.click(screen.getByRole('button', { name: 'Schliessen' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Öffnen' })).toHaveFocus();
  });
});
