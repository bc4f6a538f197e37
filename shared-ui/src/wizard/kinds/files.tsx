import { ACCEPTED_UPLOAD_TYPES, UPLOAD_TYPE_EXTENSIONS, validateField } from '@portal/shared-domain/validation';
import { SUMMARY_TEXT, type FieldDef, type FileOrNone, type Rule } from '@portal/shared-domain/wizard-core';
import type { Lang } from '@portal/shared-domain';
import { Checkbox } from '../../form/Checkbox';
import { FileSelect, type UploadedFile } from '../../form/FileSelect';
import { ruleOf } from './rules';
import { knownFileName } from '../file-names';
import type { KindRendererProps } from './types';
import styles from '../Wizard.module.css';

const FILE_RULES: ReadonlyArray<Rule['rule']> = ['ext', 'size', 'pdfPortrait'];

/** Checks a chosen file with the field's file rules of the catalogue before uploading. */
function fileValidator(field: FieldDef, label: string, lang: Lang) {
  const rules = (field.rules ?? []).filter((rule) => FILE_RULES.includes(rule.rule));
  return (file: File) => (rules.length ? validateField({ name: file.name, size: file.size, type: file.type }, rules, { label, lang }) : null);
}

/** The types the field's `ext` rule accepts: for the browser's picker and the hint ('AVIF, BMP, JPG, …'). */
export function acceptedTypes(field: FieldDef): { types: string[]; label: string } {
  const extensions = ruleOf(field.rules, 'ext')?.extensions.map((ext) => ext.toLowerCase().replace(/^\./, ''));
  const types = ACCEPTED_UPLOAD_TYPES.filter((type) => !extensions || UPLOAD_TYPE_EXTENSIONS[type].some((ext) => extensions.includes(ext)));
  return { types, label: types.map((type) => UPLOAD_TYPE_EXTENSIONS[type][0].toUpperCase()).join(', ') };
}

/** The stored files; one uploaded in an earlier session has only its id: its name as known, else "uploaded file". */
const asFiles = (value: unknown, lang: Lang) =>
  ((Array.isArray(value) ? value : value ? [value] : []) as UploadedFile[]).map((file) =>
    file.name ? file : { ...file, name: knownFileName(String(file.id)) ?? SUMMARY_TEXT.file[lang] },
  );

/** The form kit's file input for one field: its rules, size and count from the definition. */
function Upload({ field, value, onChange, props }: { field: FieldDef; value: unknown; onChange: (files: UploadedFile[]) => void; props: KindRendererProps }) {
  const { common, upload, lang } = props;
  if (!upload) throw new Error(`FieldRenderer: field ${field.name} needs an upload function`);
  const accepted = acceptedTypes(field);
  return (
    <FileSelect
      {...common}
      value={asFiles(value, lang)}
      onChange={onChange}
      upload={upload}
      accept={accepted.types}
      acceptLabel={accepted.label}
      maxSizeKb={ruleOf(field.rules, 'size')?.kb}
      maxFiles={field.multiple ? (ruleOf(field.rules, 'maxItems')?.count ?? 10) : 1}
      validateFile={fileValidator(field, common.label, lang)}
    />
  );
}

/** One upload, or several with a maximum count. */
export function FileSelectKind(props: KindRendererProps) {
  const { field, value, set } = props;
  return <Upload field={field} value={value} props={props} onChange={(next) => set(field.multiple ? next : (next[0] ?? null))} />;
}

/** A template to download, then the filled file to upload. */
export function TemplateUploadKind(props: KindRendererProps) {
  const { field, value, set, text } = props;
  return (
    <>
      {field.template && (
        <p>
          <a className={styles.linkButton} href={field.template.href} download>
            {text(field.template.label)}
          </a>
        </p>
      )}
      <Upload field={field} value={value} props={props} onChange={(next) => set(next[0] ?? null)} />
    </>
  );
}

/** An upload, or the explicit "none" (no logo): choosing "none" hides the upload. */
export function FileOrNoneKind(props: KindRendererProps) {
  const { code, field, value, set, text, common } = props;
  const current = (value ?? { file: null, none: false }) as FileOrNone;
  return (
    <>
      {!current.none && <Upload field={field} value={current.file} props={props} onChange={(next) => set({ file: next[0] ?? null, none: false })} />}
      <Checkbox
        id={`${code}-${field.name}-none`}
        label={text(field.none?.label)}
        choice
        error={current.none ? common.error : undefined}
        checked={current.none}
        onChange={(none) => set({ file: none ? null : current.file, none })}
      />
    </>
  );
}
