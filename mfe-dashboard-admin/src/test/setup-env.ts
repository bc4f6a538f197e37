/* jsdom lacks object URLs, which the PDF download uses. */
if (typeof URL.createObjectURL !== 'function') {
  Object.assign(URL, { createObjectURL: () => 'blob:mock', revokeObjectURL: () => undefined });
}
