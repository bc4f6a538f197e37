import { fileSelect } from './file';
import { defineKind } from './kind';

/**
 * A template to download and the filled file to upload on one page (collection spreadsheet,
 * partial billing): the template's address and link text come from `field.template`. Stored like
 * a single upload.
 */
export const templateUpload = defineKind({
  ...fileSelect,
  empty: () => null,
});
