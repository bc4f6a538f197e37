/** Resolves in a later task of the event loop, so that the browser may paint and answer input in between. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
