import type { FieldDef } from '../types';
import { checkRules, defineKind, ID_SCHEMA, nullable, text } from './kind';
import { fileId, fileLabel, fileRef } from './file';
import { KIND_MESSAGES, SUMMARY_TEXT } from './texts';

/** The form value: a file, or the explicit "none" (no logo). */
export interface FileOrNone {
  file: unknown;
  none: boolean;
}

const keysOf = (field: FieldDef): [string, string] => [field.sendAs ?? `${field.name}Id`, field.none?.key ?? `no${field.name[0].toUpperCase()}${field.name.slice(1)}`];
const parts = (value: unknown): FileOrNone => {
  const v = (value ?? {}) as Partial<FileOrNone>;
  return { file: v.file ?? null, none: v.none === true };
};

/**
 * An upload or an explicit "none" (organisation logo or `noOrganizationLogo`, BG570/BP450), sent
 * and stored as two keys: `{organizationLogoId, noOrganizationLogo}` (spec 02 §7.3). Complete when
 * a file is given or "none" is chosen; choosing "none" drops the file.
 */
export const fileOrNone = defineKind({
  empty: () => ({ file: null, none: false }),
  isSet: (_field, value) => parts(value).file !== null || parts(value).none,
  spreadKeys: (field) => keysOf(field),
  encode: (field, value) => {
    const { file, none } = parts(value);
    const [idKey, noneKey] = keysOf(field);
    return { [idKey]: none ? null : (fileId(file) ?? null), [noneKey]: none };
  },
  decode: (field, value) => {
    const stored = (value ?? {}) as Record<string, unknown>;
    const [idKey, noneKey] = keysOf(field);
    const id = stored[idKey] ?? null;
    return { file: id === null ? null : fileRef(id), none: stored[noneKey] === true };
  },
  validate: (field, value, context, report) => {
    const { file, none } = parts(value);
    if (!checkRules(field, none ? null : file, context, report, field.rules?.filter((rule) => rule.rule !== 'required'))) return;
    const required = field.rules?.some((rule) => rule.rule === 'required');
    if (required && file === null && !none) report('', KIND_MESSAGES.fileOrNone[context.lang].replace('{none}', text(field.none?.label, context.lang)));
  },
  summary: (field, value, context) => {
    const { file, none } = parts(value);
    if (none) return [text(field.none?.label, context.lang)];
    return [file === null ? SUMMARY_TEXT.empty[context.lang] : fileLabel(file, context)];
  },
  // Spread kinds describe each key they send.
  schema: (field) => {
    const [idKey, noneKey] = keysOf(field);
    return { type: 'object', properties: { [idKey]: nullable(ID_SCHEMA), [noneKey]: { type: ['boolean', 'null'] } } };
  },
});
