/**
 * Names of the files uploaded in this browser session, by upload id: the answers store ids only,
 * and the review page lists the applicant's files by their names (issue 14, item 14). A file
 * uploaded in an earlier session shows as "uploaded file" (never its id); the PDF names all.
 */
const names = new Map<string, string>();

export function rememberFileName(id: string | number, name: string): void {
  names.set(String(id).toLowerCase(), name);
}

export function knownFileName(id: string): string | undefined {
  return names.get(id.toLowerCase());
}
