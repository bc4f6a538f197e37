import type { ComponentType, ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom/server';
import { currentLang, type Lang } from '@portal/shared-domain';
import { RemoteTree, type RemoteDefinition } from '../app/create-remote';
import { loadCatalogs } from '../intl/PortalIntlProvider';

const ROUTER_FUTURE = { v7_startTransition: true, v7_relativeSplatPath: true };

async function toText(stream: NodeJS.ReadableStream): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(typeof part === 'string' ? Buffer.from(part) : (part as Buffer));
  return Buffer.concat(parts).toString('utf8');
}

// currentLang is module state the components read: one render at a time.
let queue: Promise<unknown> = Promise.resolve();

/** A renderer's answer to the portal's server (tools/ssr): the parts it puts into the shell's HTML. */
export interface RenderedPage {
  status: number;
  lang: Lang;
  /** Tags for <head>: title, meta, canonical and social tags, image preloads (the hero's, React's own). */
  head: string;
  /** The content of the remote's area (empty when the page is not found). */
  body: string;
  /** The script the client hydrates from: page data or the rendered path (empty when not found). */
  data: string;
}

/** What a render needs, made inside its turn (module state such as the language is set then). */
export interface PreparedRender {
  App: ComponentType;
  /** Called once the HTML is complete (e.g. to empty a store's caches and timers). */
  done?: () => void;
}

/**
 * A remote's tree at `url` (path and search) in `lang`, as HTML: the tree the client hydrates
 * (RemoteTree with the same catalogs), with a static router. prerender waits for every lazy part
 * (blocks, flow definitions), so the HTML is the complete page. Renders run one after another.
 */
export function renderRemoteHtml({ definition, url, lang, prepare }: { definition: RemoteDefinition; url: string; lang: Lang; prepare: () => PreparedRender | Promise<PreparedRender> }): Promise<string> {
  const html = queue.then(async () => {
    currentLang.set(lang);
    const messages = await loadCatalogs(lang, definition.loadMessages);
    const { App, done } = await prepare();
    const Router = ({ children }: { children: ReactNode }) => (
      <StaticRouter location={url} future={ROUTER_FUTURE}>
        {children}
      </StaticRouter>
    );
    try {
      // Every boundary inline, whatever its size: React moves one larger than the chunk size
      // (12.8 KB by default, e.g. a page of journal results) behind the shell with an inline
      // script, which the CSP refuses, so it would stay hidden and be rendered anew on the client.
      const { prelude } = await prerenderToNodeStream(<RemoteTree definition={definition} App={App} messages={messages} Router={Router} />, {
        progressiveChunkSize: Number.POSITIVE_INFINITY,
      });
      return await toText(prelude);
    } finally {
      done?.();
    }
  });
  queue = html.catch(() => undefined);
  return html;
}

/**
 * React puts the preloads it derives from the tree (an image with fetchpriority high) before the
 * markup; they belong in <head>, and the area's first child stays the page.
 */
export function splitPreloads(html: string): { preloads: string; markup: string } {
  const leading = /^(?:<link [^>]*>)+/.exec(html)?.[0] ?? '';
  return { preloads: leading, markup: html.slice(leading.length) };
}

/**
 * JSON inside <script>: `<` (so CMS text with `</script>` or `<!--` cannot end or bend the
 * script), `>`, `&` and the JavaScript line separators become \u escapes; JSON.parse reads them back.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
