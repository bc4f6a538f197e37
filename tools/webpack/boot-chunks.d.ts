import type { Chunk, Compilation, Compiler } from 'webpack';

/** The shell's small boot chunks merged, layer by layer (see boot-chunks.js). */
export class BootChunkMergePlugin {
  constructor(options?: { entry?: string; maxSize?: number });
  apply(compiler: Compiler): void;
}
/** Preload hints for the shell's boot chunks (see boot-chunks.js). */
export class BootChunkPreloadPlugin {
  constructor(options?: { entry?: string });
  apply(compiler: Compiler): void;
}
export function bootChunks(compilation: Compilation, entryName: string): Chunk[];
