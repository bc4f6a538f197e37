/** The accessible form kit of shared-ui (fields, contact input group, modal with focus trap) used by this remote. */
export { Modal, TextInput, NumberInput, RadioGroup, ContactInputGroup, contactFieldId } from '@portal/shared-ui/form';
export type { ContactErrors } from '@portal/shared-ui/form';
