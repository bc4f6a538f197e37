/**
 * The parts of shared-ui's full form kit this remote uses (contacts and the admin area only: it
 * brings the markdown renderer, the wizard rules and the IBAN checks). Everything else comes
 * from the light field kit, `@portal/shared-ui/fields`.
 */
export { NumberInput, ContactInputGroup, contactFieldId } from '@portal/shared-ui/form';
export type { ContactErrors } from '@portal/shared-ui/form';
