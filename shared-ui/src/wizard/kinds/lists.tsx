import type { BudgetLine, ContactValue, NameAmountRow } from '@portal/shared-domain/wizard-core';
import type { ChoiceOption } from '@portal/shared-ui/fields';
import { BudgetInputGroup } from '../../form/BudgetInputGroup';
import { ContactInputGroup, type ContactErrors } from '../../form/ContactInputGroup';
import { NameList } from '../../form/NameList';
import type { KindRendererProps } from './types';

/** Row errors ('0.amount') by index and part. */
function rowErrors(partErrors: Record<string, string>, rename: Record<string, string> = {}) {
  const rows: Array<Record<string, string>> = [];
  for (const [key, message] of Object.entries(partErrors)) {
    const [index, part] = key.split('.');
    if (!part) continue;
    rows[Number(index)] = { ...rows[Number(index)], [rename[part] ?? part]: message };
  }
  return rows;
}

export function BudgetKind({ field, value, set, common, partErrors, options, text }: KindRendererProps) {
  const lineTypes = field.budget?.lineTypes;
  const categories = lineTypes
    ? lineTypes.map((type) => ({ value: type, label: options.find((o) => o.value === type)?.label ?? type }))
    : (options as ChoiceOption<string>[]);
  return (
    <BudgetInputGroup
      {...common}
      rowErrors={rowErrors(partErrors)}
      value={(Array.isArray(value) ? value : []) as BudgetLine[]}
      onChange={set}
      categories={categories}
      allowFree={field.budget?.freeLines ?? !lineTypes}
      maxRows={field.budget?.maxLines}
      chooseLabel={field.budget?.chooseLabel ? text(field.budget.chooseLabel) : undefined}
      addLabel={field.budget?.addLabel ? text(field.budget.addLabel) : undefined}
      furtherLabel={field.budget?.furtherLabel ? text(field.budget.furtherLabel) : undefined}
    />
  );
}

/** `{name, amount}` rows (donors): the budget group's free lines, with the list's own wording. */
export function NameAmountListKind({ field, value, set, common, partErrors, text }: KindRendererProps) {
  const rows = (Array.isArray(value) ? value : []) as NameAmountRow[];
  return (
    <BudgetInputGroup
      {...common}
      rowErrors={rowErrors(partErrors, { name: 'description' })}
      value={rows.map((row) => ({ description: row.name ?? '', amount: row.amount }))}
      onChange={(lines) => set(lines.map((line) => ({ name: line.description ?? '', amount: line.amount })))}
      allowFree
      maxRows={field.list?.maxItems}
      rowLabel={field.list?.nameLabel ? text(field.list.nameLabel) : undefined}
      descriptionPart="name"
      furtherLabel={field.list?.addLabel ? text(field.list.addLabel) : undefined}
    />
  );
}

/** Names, or the "none" choice (an empty list). */
export function NameListOrNoneKind({ field, value, set, common, partErrors, text }: KindRendererProps) {
  return (
    <NameList
      {...common}
      value={Array.isArray(value) ? (value as string[]) : null}
      onChange={set}
      errors={partErrors}
      maxItems={field.list?.maxItems}
      nameLabel={text(field.list?.nameLabel)}
      addLabel={text(field.list?.addLabel)}
      noneLabel={text(field.list?.noneLabel)}
    />
  );
}

export function ContactKind({ field, value, set, common, partErrors }: KindRendererProps) {
  const { error: _error, ...rest } = common;
  return (
    <ContactInputGroup
      {...rest}
      value={value as ContactValue | null}
      onChange={set}
      errors={partErrors as ContactErrors}
      organization={field.contact?.organization}
      iban={field.contact?.iban}
    />
  );
}
