import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { amountValue, formatChf } from '@portal/shared-domain/wizard-core';
import type { BudgetLine } from '@portal/shared-domain/wizard-core';
import styles from './BudgetInputGroup.module.css';
import { Field, firstError, type FieldBaseProps, type FieldError, fieldMessages, type ChoiceOption, fieldStyles, inputStyles } from '@portal/shared-ui/fields';
import { formMessages } from './messages';

/**
 * One budget line (the engine's `BudgetLine`): a category (`type`) or a free line with a
 * description, and an amount kept as typed (string) or as read from the server (number).
 */
export type BudgetRow = BudgetLine;

export interface BudgetRowErrors {
  description?: FieldError;
  amount?: FieldError;
}

export interface BudgetInputGroupProps extends FieldBaseProps {
  value: ReadonlyArray<BudgetRow> | null | undefined;
  onChange: (rows: BudgetRow[]) => void;
  /** Predefined categories offered by 'add expense' (each at most once). */
  categories?: ReadonlyArray<ChoiceOption<string>>;
  /** Offer 'further expense' (a free line with a description and no type). Default true. */
  allowFree?: boolean;
  /** Upper limit of lines (e.g. 20 project expense lines). */
  maxRows?: number;
  /** Errors per row index. */
  rowErrors?: ReadonlyArray<BudgetRowErrors | undefined>;
  /** Label of the total line (default 'Total'). */
  totalLabel?: string;
  /** Texts of the line-type select and the two add buttons, when a flow names them differently (e.g. income). */
  chooseLabel?: string;
  addLabel?: string;
  furtherLabel?: string;
  /** Label of a free line's text ('Name'); default 'Beschreibung Zeile {number}'. */
  rowLabel?: string;
  /** DOM id part of a free line's text input (`{id}-{index}-{part}`): errors point to it by this key. */
  descriptionPart?: string;
}

export function budgetTotal(rows: ReadonlyArray<BudgetRow> | null | undefined): number {
  const cents = (rows ?? []).reduce((sum, row) => sum + Math.round(amountValue(row.amount) * 100), 0);
  return cents / 100;
}

/**
 * Budget rows (spec 00 §2.16): 'add expense' (a category), 'further expense' (a free line),
 * remove, and a running total in CHF. New rows receive focus; after a removal focus moves to the
 * next sensible control; additions, removals and the total are announced politely.
 */
export function BudgetInputGroup({
  value,
  onChange,
  categories = [],
  allowFree = true,
  maxRows,
  rowErrors,
  totalLabel,
  chooseLabel,
  addLabel,
  furtherLabel,
  rowLabel,
  descriptionPart = 'description',
  ...field
}: BudgetInputGroupProps) {
  const intl = useIntl();
  const rows = value ?? [];
  const [choice, setChoice] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const [totalAnnouncement, setTotalAnnouncement] = useState('');
  const focusTarget = useRef<string | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const id = field.id;
  const total = budgetTotal(rows);
  const categoryLabel = (type: string) => categories.find((c) => c.value === type)?.label ?? type;
  const isFree = (row: BudgetRow) => !row.type || !categories.some((c) => c.value === row.type);
  const rowName = (row: BudgetRow, index: number) =>
    isFree(row)
      ? row.description?.trim() || intl.formatMessage(formMessages.budgetRowFree, { number: index + 1 })
      : categoryLabel(row.type ?? '');
  const unused = categories.filter((c) => !rows.some((row) => row.type === c.value));
  const full = maxRows !== undefined && rows.length >= maxRows;

  useEffect(() => {
    const target = focusTarget.current;
    if (!target) return;
    focusTarget.current = null;
    rootRef.current?.querySelector<HTMLElement>(`[id="${target}"]`)?.focus();
  });

  useEffect(() => {
    const timer = window.setTimeout(
      () => setTotalAnnouncement(intl.formatMessage(formMessages.budgetTotalAnnouncement, { label: totalLabel ?? intl.formatMessage(formMessages.budgetTotal), amount: formatChf(total) })),
      1000,
    );
    return () => window.clearTimeout(timer);
  }, [total, totalLabel, intl]);

  const controlId = (index: number, part: 'amount' | 'description' | 'remove') =>
    `${id}-${index}-${part === 'description' ? descriptionPart : part}`;
  // The group's own id (error summary target for list errors) sits on the first add control, or
  // on the first row when no more rows can be added. Row controls are `{id}-{index}-{part}`.
  const showAddSelect = !full && unused.length > 0;
  const showFurther = !full && allowFree;
  const firstId = (index: number, part: 'amount' | 'description') =>
    !showAddSelect && !showFurther && index === 0 && (part === 'description' || !isFree(rows[0])) ? id : controlId(index, part);
  const addSelectId = id;
  const furtherId = showAddSelect ? `${id}-further` : id;

  const update = (index: number, patch: Partial<BudgetRow>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));

  const add = (row: BudgetRow) => {
    const next = [...rows, row];
    const index = next.length - 1;
    focusTarget.current = controlId(index, isFree(row) ? 'description' : 'amount');
    onChange(next);
    setAnnouncement(intl.formatMessage(formMessages.budgetRowAdded, { name: rowName(row, index) }));
  };

  const remove = (index: number) => {
    const name = rowName(rows[index], index);
    const next = rows.filter((_, i) => i !== index);
    if (next.length === 0) focusTarget.current = id;
    else focusTarget.current = controlId(Math.min(index, next.length - 1), 'remove');
    onChange(next);
    setAnnouncement(intl.formatMessage(formMessages.budgetRowRemoved, { name }));
  };

  return (
    <Field {...field} as="group">
      {() => (
        <div ref={rootRef} className={styles.root}>
          {rows.length === 0 && <p className={styles.empty}>{intl.formatMessage(formMessages.budgetEmpty)}</p>}
          <ul className={styles.rows}>
            {rows.map((row, index) => {
              const errors = rowErrors?.[index];
              const amountError = firstError(errors?.amount);
              const descriptionError = firstError(errors?.description);
              const amountId = firstId(index, 'amount');
              const descriptionId = firstId(index, 'description');
              const name = rowName(row, index);
              return (
                <li key={index} className={styles.row}>
                  {isFree(row) ? (
                    <div className={styles.cellName}>
                      <label htmlFor={descriptionId} className={styles.cellLabel}>
                        {rowLabel ? `${rowLabel} ${index + 1}` : intl.formatMessage(formMessages.budgetRowDescription, { number: index + 1 })}
                      </label>
                      {descriptionError && (
                        <p id={`${descriptionId}-error`} className={fieldStyles.error}>
                          <span className={fieldStyles.visuallyHidden}>
                            {intl.formatMessage(fieldMessages.errorPrefix)}{' '}
                          </span>
                          {descriptionError}
                        </p>
                      )}
                      <input
                        id={descriptionId}
                        type="text"
                        className={inputStyles.input}
                        value={row.description ?? ''}
                        onChange={(event) => update(index, { description: event.target.value })}
                        aria-invalid={!!descriptionError || undefined}
                        aria-describedby={descriptionError ? `${descriptionId}-error` : undefined}
                      />
                    </div>
                  ) : (
                    <div className={styles.cellName}>
                      <span className={styles.categoryName}>{name}</span>
                    </div>
                  )}
                  <div className={styles.cellAmount}>
                    <label htmlFor={amountId} className={styles.cellLabel}>
                      {isFree(row)
                        ? intl.formatMessage(formMessages.budgetAmount)
                        : intl.formatMessage(formMessages.budgetRowAmount, { name })}
                    </label>
                    {amountError && (
                      <p id={`${amountId}-error`} className={fieldStyles.error}>
                        <span className={fieldStyles.visuallyHidden}>
                          {intl.formatMessage(fieldMessages.errorPrefix)}{' '}
                        </span>
                        {amountError}
                      </p>
                    )}
                    <div className={inputStyles.prefixWrap}>
                      <span className={inputStyles.prefix} aria-hidden="true">
                        CHF
                      </span>
                      <input
                        id={amountId}
                        type="text"
                        inputMode="decimal"
                        autoComplete="off"
                        className={inputStyles.input}
                        value={row.amount == null ? '' : String(row.amount)}
                        onChange={(event) => update(index, { amount: event.target.value })}
                        aria-invalid={!!amountError || undefined}
                        aria-describedby={amountError ? `${amountId}-error` : undefined}
                      />
                    </div>
                  </div>
                  <button
                    type="button"
                    id={controlId(index, 'remove')}
                    className={styles.remove}
                    aria-label={intl.formatMessage(formMessages.budgetRemoveLabel, { name })}
                    onClick={() => remove(index)}
                  >
                    {intl.formatMessage(formMessages.budgetRemove)}
                  </button>
                </li>
              );
            })}
          </ul>
          {full ? (
            <p className={styles.empty}>{intl.formatMessage(formMessages.budgetMaxRows, { max: maxRows })}</p>
          ) : (
            <div className={styles.actions}>
              {showAddSelect && (
                <div className={styles.addCategory}>
                  <label htmlFor={addSelectId} className={styles.cellLabel}>
                    {chooseLabel ?? intl.formatMessage(formMessages.budgetChooseExpense)}
                  </label>
                  <div className={styles.addRow}>
                    <select
                      id={addSelectId}
                      className={inputStyles.select}
                      value={choice}
                      onChange={(event) => setChoice(event.target.value)}
                    >
                      <option value="">{intl.formatMessage(formMessages.selectPlaceholder)}</option>
                      {unused.map((category) => (
                        <option key={category.value} value={category.value}>
                          {category.label}
                        </option>
                      ))}
                    </select>
                    <button
                      type="button"
                      className={styles.add}
                      disabled={!choice}
                      onClick={() => {
                        add({ type: choice, amount: null });
                        setChoice('');
                      }}
                    >
                      {addLabel ?? intl.formatMessage(formMessages.budgetAddExpense)}
                    </button>
                  </div>
                </div>
              )}
              {showFurther && (
                <button
                  type="button"
                  id={furtherId}
                  className={styles.add}
                  onClick={() => add({ description: '', amount: null })}
                >
                  {furtherLabel ?? intl.formatMessage(formMessages.budgetFurtherExpense)}
                </button>
              )}
            </div>
          )}
          <p className={styles.total}>
            <span>{totalLabel ?? intl.formatMessage(formMessages.budgetTotal)}</span>
            <span className={styles.totalAmount} data-testid={`${id}-total`}>
              {formatChf(total)}
            </span>
          </p>
          <div className={fieldStyles.visuallyHidden} aria-live="polite">
            {announcement}
          </div>
          <div className={fieldStyles.visuallyHidden} aria-live="polite" data-testid={`${id}-total-live`}>
            {totalAnnouncement}
          </div>
        </div>
      )}
    </Field>
  );
}
