/**
 * The light field kit: the field wrapper, text input, radio group and modal dialog, without the
 * markdown renderer (loaded when a field's instructions are opened), the wizard engine,
 * validation or IBAN checks. The full form kit (@portal/shared-ui/form) re-exports these.
 */
export { fieldMessages } from './messages';
export { Field, firstError, describedBy } from './Field';
export type { FieldBaseProps, FieldControlProps, FieldProps, FieldError } from './Field';
export { TextInput } from './TextInput';
export type { TextInputProps } from './TextInput';
export { Radio } from './Radio';
export type { RadioProps } from './Radio';
export { RadioGroup } from './RadioGroup';
export type { RadioGroupProps } from './RadioGroup';
export { Modal } from './Modal';
export type { ModalProps } from './Modal';
export { optionId } from './types';
export type { ChoiceOption, ChoiceValue } from './types';
// The form kit's other controls use the same class maps: one copy of each CSS module is injected.
export { default as fieldStyles } from './Field.module.css';
export { default as inputStyles } from './Input.module.css';
export { default as choiceStyles } from './Choice.module.css';
