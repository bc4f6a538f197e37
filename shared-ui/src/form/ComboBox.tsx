import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import styles from './ComboBox.module.css';
import { Field, type FieldBaseProps, inputStyles } from '@portal/shared-ui/fields';
import { formMessages } from './messages';

/** How many suggestions the list shows at once: enough to choose, short enough to scan. */
const MAX_SHOWN = 8;

const fold = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLocaleLowerCase();

/** Suggestions for the typed text: names starting with it first, then names containing it. */
export function matchingOptions(options: readonly string[], typed: string): string[] {
  const needle = fold(typed.trim());
  if (!needle) return [];
  const starts: string[] = [];
  const contains: string[] = [];
  for (const option of options) {
    const folded = fold(option);
    if (folded.startsWith(needle)) starts.push(option);
    else if (folded.includes(needle)) contains.push(option);
    if (starts.length >= MAX_SHOWN) break;
  }
  return [...starts, ...contains].slice(0, MAX_SHOWN);
}

export interface ComboBoxProps extends FieldBaseProps {
  value: string | null | undefined;
  onChange: (value: string) => void;
  /** Every value that can be chosen (filtered while typing). */
  options: readonly string[];
  /** Accessible name of the suggestion list. */
  listLabel?: string;
  disabled?: boolean;
}

/**
 * A text input with a list of suggestions (ARIA 1.2 combobox with a listbox popup, list
 * autocomplete): typing filters the list, Arrow Down/Up move through it (focus stays in the
 * input, the option is its active descendant), Enter takes the active option, Escape closes the
 * list. The number of suggestions is announced. Whether only a listed value is an answer is the
 * field's rule (FE380), checked on save like every rule.
 */
export function ComboBox({ value, onChange, options, listLabel, disabled, ...field }: ComboBoxProps) {
  const intl = useIntl();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const text = value ?? '';
  const shown = useMemo(() => (open ? matchingOptions(options, text) : []), [open, options, text]);
  const expanded = open && shown.length > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;

  const choose = (option: string) => {
    onChange(option);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(true);
      const list = open ? shown : matchingOptions(options, text);
      if (!list.length) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current < 0 ? (step > 0 ? 0 : list.length - 1) : (current + step + list.length) % list.length));
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      // Takes the suggestion instead of submitting the form.
      event.preventDefault();
      choose(shown[active]);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <Field {...field}>
      {({ id, describedBy, invalid }) => (
        <div className={styles.combo}>
          <input
            id={id}
            name={id}
            type="text"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
            className={inputStyles.input}
            value={text}
            onChange={(event) => {
              onChange(event.target.value);
              setOpen(true);
              setActive(-1);
            }}
            onKeyDown={onKeyDown}
            onBlur={() => setOpen(false)}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            aria-required={field.required || undefined}
            autoComplete="off"
            spellCheck={false}
            disabled={disabled}
          />
          <ul id={listId} role="listbox" aria-label={listLabel ?? field.label} className={styles.list} hidden={!expanded}>
            {shown.map((option, index) => (
              <li
                key={option}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                className={index === active ? `${styles.option} ${styles.active}` : styles.option}
                // Keeps the focus in the input while the pointer chooses.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(option)}
              >
                {option}
              </li>
            ))}
          </ul>
          <p className={styles.status} role="status">
            {open && text.trim() ? intl.formatMessage(formMessages.suggestionCount, { count: shown.length }) : ''}
          </p>
        </div>
      )}
    </Field>
  );
}
