import { renderIntl } from './test-utils';
import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { RadioGroup } from '@portal/shared-ui/fields';
import { Checkbox } from './Checkbox';
import { CheckboxGroup } from './CheckboxGroup';
import { Select } from './Select';
import { ToggleSelect } from './ToggleSelect';

const reasons = [
  { value: 'request-for-travel', label: 'Reise' },
  { value: 'request-for-leisure', label: 'Freizeit' },
  { value: 'request-for-procurement', label: 'Anschaffung', hint: 'Zum Beispiel ein Velo' },
];

describe('RadioGroup', () => {
  it('is a labelled fieldset driven by Tab and arrow keys, with the error on the group', async () => {
    const user = userEvent.setup();
    const changes: string[] = [];
    function Wrapper() {
      const [v, setV] = useState<string | null>(null);
      return (
        <RadioGroup
          id="reason"
          label="Gesuchsgrund"
          required
          options={reasons}
          value={v}
          onChange={(next) => {
            changes.push(next);
            setV(next);
          }}
          error="Gesuchsgrund ist ein Pflichtfeld."
        />
      );
    }
    const { container } = renderIntl(<Wrapper />);
    const group = screen.getByRole('group', { name: 'Gesuchsgrund' });
    expect(group).toHaveAccessibleDescription('Fehler: Gesuchsgrund ist ein Pflichtfeld.');
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Reise' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Reise' })).toHaveAttribute('id', 'reason');
    await user.keyboard(' ');
    expect(changes).toEqual(['request-for-travel']);
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Freizeit' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Freizeit' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: /Anschaffung/ })).toHaveAccessibleDescription('Zum Beispiel ein Velo');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('supports boolean values (yes/no)', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderIntl(
      <RadioGroup id="home" label="Inland?" required inline options={[{ value: true, label: 'Ja' }, { value: false, label: 'Nein' }]} value={null} onChange={onChange} />,
    );
    await user.click(screen.getByLabelText('Nein'));
    expect(onChange).toHaveBeenCalledWith(false);
  });
});

describe('ToggleSelect', () => {
  it('has radio semantics: one Tab stop, arrow keys choose, state exposed as checked', async () => {
    const user = userEvent.setup();
    function Wrapper() {
      const [v, setV] = useState<number | null>(1);
      return (
        <>
          <ToggleSelect
            id="people"
            label="Anzahl Personen"
            required
            options={[
              { value: 1, label: '1' },
              { value: 2, label: '2' },
              { value: 3, label: 'mehr als 2' },
            ]}
            value={v}
            onChange={setV}
          />
          <button type="button">danach</button>
        </>
      );
    }
    const { container } = renderIntl(<Wrapper />);
    await user.tab();
    expect(screen.getByRole('radio', { name: '1' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '2' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '1' })).not.toBeChecked();
    await user.tab();
    expect(screen.getByRole('button', { name: 'danach' })).toHaveFocus();
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('Checkbox', () => {
  it('toggles with Space and shows (optional) unless required', async () => {
    const user = userEvent.setup();
    function Wrapper({ required }: { required?: boolean }) {
      const [v, setV] = useState(false);
      return <Checkbox id="read" label="Ich habe die Informationen gelesen" required={required} checked={v} onChange={setV} error={required && !v ? 'Bitte bestätigen.' : undefined} />;
    }
    const { container, rerender } = renderIntl(<Wrapper />);
    expect(screen.getByRole('checkbox', { name: 'Ich habe die Informationen gelesen (optional)' })).toBeInTheDocument();
    rerender(<Wrapper required />);
    const box = screen.getByRole('checkbox', { name: 'Ich habe die Informationen gelesen' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Fehler: Bitte bestätigen.');
    await user.tab();
    await user.keyboard(' ');
    expect(box).toBeChecked();
    expect(box).not.toHaveAttribute('aria-invalid');
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('CheckboxGroup', () => {
  const finances = [
    { value: 'disability-insurance', label: 'IV' },
    { value: 'social-aid', label: 'Sozialhilfe' },
    { value: 'no-options-apply', label: 'Nichts davon trifft zu', exclusive: true },
  ];
  it('keeps option order; the exclusive option clears the others and vice versa', async () => {
    const user = userEvent.setup();
    const seen: string[][] = [];
    function Wrapper() {
      const [v, setV] = useState<string[]>([]);
      return (
        <CheckboxGroup
          id="finances"
          label="Finanzen"
          required
          options={finances}
          value={v}
          onChange={(next) => {
            seen.push(next);
            setV(next);
          }}
        />
      );
    }
    const { container } = renderIntl(<Wrapper />);
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'IV' })).toHaveFocus();
    await user.tab();
    await user.keyboard(' ');
    await user.tab({ shift: true });
    await user.keyboard(' ');
    expect(seen.at(-1)).toEqual(['disability-insurance', 'social-aid']);
    await user.tab();
    await user.tab();
    await user.keyboard(' ');
    expect(seen.at(-1)).toEqual(['no-options-apply']);
    await user.click(screen.getByRole('checkbox', { name: 'IV' }));
    expect(seen.at(-1)).toEqual(['disability-insurance']);
    await user.click(screen.getByRole('checkbox', { name: 'IV' }));
    expect(seen.at(-1)).toEqual([]);
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('Select', () => {
  it('is a labelled native select with a placeholder, chosen by keyboard', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    const { container } = renderIntl(
      <Select id="form" label="Organisationsform" options={reasons} value={null} onChange={onChange} error={['Erster', 'Zweiter']} />,
    );
    const select = screen.getByRole('combobox', { name: 'Organisationsform (optional)' });
    expect(select).toHaveDisplayValue('Bitte wählen');
    expect(select).toHaveAccessibleDescription('Fehler: Erster');
    await user.tab();
    expect(select).toHaveFocus();
    await user.selectOptions(select, 'Freizeit');
    expect(onChange).toHaveBeenLastCalledWith('request-for-leisure');
    await user.selectOptions(select, 'Bitte wählen');
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(await axe(container)).toHaveNoViolations();
  });
});
