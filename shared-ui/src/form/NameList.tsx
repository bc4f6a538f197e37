import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Checkbox } from './Checkbox';
import styles from './BudgetInputGroup.module.css';
import { Field, type FieldBaseProps, TextInput } from '@portal/shared-ui/fields';
import { formMessages } from './messages';

export interface NameListProps extends FieldBaseProps {
  /** The names; an empty list is the "none" choice; null is not answered. */
  value: string[] | null;
  onChange: (value: string[] | null) => void;
  /** Errors per name, keyed by index ('0'). */
  errors?: Record<string, string>;
  noneLabel: string;
  nameLabel: string;
  addLabel: string;
  maxItems?: number;
}

/**
 * A list of names (institutions asked) or the explicit "none" choice ('no requests pending'):
 * ticking "none" empties and hides the list; new rows receive focus.
 */
export function NameList({ value, onChange, errors = {}, noneLabel, nameLabel, addLabel, maxItems = 20, ...field }: NameListProps) {
  const intl = useIntl();
  const none = Array.isArray(value) && value.length === 0;
  const names = value ?? [];
  const focusIndex = useRef<number | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusIndex.current === null) return;
    rootRef.current?.querySelector<HTMLElement>(`[id="${field.id}-${focusIndex.current}"]`)?.focus();
    focusIndex.current = null;
  });
  const add = () => {
    focusIndex.current = names.length;
    onChange([...names, '']);
  };
  return (
    <Field {...field} as="group">
      {() => (
        <div ref={rootRef} className={styles.root}>
          <Checkbox id={field.id} choice label={noneLabel} checked={none} onChange={(checked) => onChange(checked ? [] : null)} />
          {!none && (
            <>
              <ul className={styles.rows}>
                {names.map((name, index) => (
                  <li key={index} className={styles.row}>
                    <TextInput
                      id={`${field.id}-${index}`}
                      label={`${nameLabel} ${index + 1}`}
                      required
                      value={name}
                      error={errors[String(index)]}
                      onChange={(next) => onChange(names.map((old, i) => (i === index ? next : old)))}
                    />
                    <button
                      type="button"
                      className={styles.remove}
                      aria-label={intl.formatMessage(formMessages.budgetRemoveLabel, { name: name || `${nameLabel} ${index + 1}` })}
                      onClick={() => {
                        const next = names.filter((_, i) => i !== index);
                        onChange(next.length ? next : null);
                      }}
                    >
                      {intl.formatMessage(formMessages.budgetRemove)}
                    </button>
                  </li>
                ))}
              </ul>
              {names.length < maxItems && (
                <button type="button" id={`${field.id}-add`} className={styles.add} onClick={add}>
                  {addLabel}
                </button>
              )}
            </>
          )}
        </div>
      )}
    </Field>
  );
}
