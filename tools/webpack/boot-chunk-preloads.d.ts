import type { Chunk, Compilation, Compiler } from 'webpack';

/** Preload hints for the shell's boot chunks (see boot-chunk-preloads.js). */
export class BootChunkPreloadPlugin {
  constructor(options?: { entry?: string });
  apply(compiler: Compiler): void;
}
export function bootChunks(compilation: Compilation, entryName: string): Chunk[];
