import { contactErrors, type ContactValue, type ServerLang } from '@portal/shared-domain/server';
import type { FieldErrors } from '../http/errors';

/**
 * POST/PUT /contacts are checked with the contact rules of the wizards' contact input group
 * (shared-domain), so browser and server give the same first error per field (spec 00 §5.1).
 */
export function validateContact(input: Record<string, string | null | undefined>, lang: ServerLang): FieldErrors | null {
  const errors = contactErrors(input as ContactValue, { organization: 'optional', lang });
  if (!errors) return null;
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, [message as string]]));
}
