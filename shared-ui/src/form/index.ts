/** Accessible form kit (issue: one wizard engine and one accessible form kit). */
// The light field kit is its own shared module; re-exported so both entries share one copy.
export {
  fieldMessages,
  Field,
  firstError,
  describedBy,
  TextInput,
  Radio,
  RadioGroup,
  Modal,
  optionId,
  type FieldBaseProps,
  type FieldControlProps,
  type FieldProps,
  type FieldError,
  type TextInputProps,
  type RadioProps,
  type RadioGroupProps,
  type ModalProps,
  type ChoiceOption,
  type ChoiceValue,
} from '@portal/shared-ui/fields';
export { formMessages } from './messages';
export { Markdown, loadMarkdownRenderer, needsMarkdownRenderer } from './Markdown';
export type { MarkdownProps } from './Markdown';
export { ComboBox, matchingOptions } from './ComboBox';
export type { ComboBoxProps } from './ComboBox';
export { TextArea } from './TextArea';
export type { TextAreaProps } from './TextArea';
export { NumberInput } from './NumberInput';
export type { NumberInputProps } from './NumberInput';
export { DateInput } from './DateInput';
export type { DateInputProps } from './DateInput';
export { DateRangeInput } from './DateRangeInput';
export type { DateRangeInputProps, DateRangeValue } from './DateRangeInput';
export { Checkbox } from './Checkbox';
export type { CheckboxProps } from './Checkbox';
export { CheckboxGroup } from './CheckboxGroup';
export type { CheckboxGroupProps } from './CheckboxGroup';
export { Select } from './Select';
export type { SelectProps } from './Select';
export { ToggleSelect } from './ToggleSelect';
export type { ToggleSelectProps } from './ToggleSelect';
export { FileSelect, formatFileSize } from './FileSelect';
export type { FileSelectProps, UploadFunction, UploadedFile } from './FileSelect';
export { BudgetInputGroup, budgetTotal } from './BudgetInputGroup';
export type { BudgetInputGroupProps, BudgetRow, BudgetRowErrors } from './BudgetInputGroup';
export { NameList } from './NameList';
export type { NameListProps } from './NameList';
export { ContactInputGroup, contactFieldId } from './ContactInputGroup';
export type { ContactInputGroupProps, ContactErrors, ContactTextField, Salutation } from './ContactInputGroup';
export { formatChf, amountValue } from '@portal/shared-domain/wizard-core';
