/** A value a choice can carry: codes are strings, yes/no answers booleans, some codes numbers. */
export type ChoiceValue = string | number | boolean;

export interface ChoiceOption<T extends ChoiceValue = ChoiceValue> {
  value: T;
  /** Visible, already translated label. */
  label: string;
  /** Optional hint under the option. */
  hint?: string;
  /** Checkbox groups: choosing this option clears the others (e.g. 'none of these apply'). */
  exclusive?: boolean;
  disabled?: boolean;
}

/** Stable DOM id of an option: the first option carries the group's id (error summary target). */
export function optionId(groupId: string, index: number): string {
  return index === 0 ? groupId : `${groupId}-${index}`;
}
