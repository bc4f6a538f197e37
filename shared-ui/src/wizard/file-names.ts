/**
 * Uploads still running: "save and next" waits for them, so a file that is still uploading is
 * not mistaken for a missing one (the answer holds it only once the server has it).
 */
const running = new Set<Promise<unknown>>();

export function trackUpload<T>(upload: Promise<T>): Promise<T> {
  running.add(upload);
  upload.then(
    () => running.delete(upload),
    () => running.delete(upload),
  );
  return upload;
}

export function uploadsRunning(): boolean {
  return running.size > 0;
}

/** Resolves once no upload runs (each one's own handlers, which put the file into the answer, ran first). */
export async function uploadsSettled(): Promise<void> {
  while (running.size > 0) await Promise.allSettled([...running]);
}

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
