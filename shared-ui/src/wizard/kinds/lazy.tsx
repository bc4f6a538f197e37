import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { FieldDef } from '@portal/shared-domain/wizard-core';
import { wizardMessages } from '../messages';
import type { KindRenderer, KindRendererProps, KindRenderers } from './types';
import styles from '../Wizard.module.css';

/** A renderer with code of its own to download: `preload` starts that for a field before a page shows it. */
export interface PreloadingKindRenderer extends KindRenderer {
  preload: (field: FieldDef) => Promise<unknown> | undefined;
}

/**
 * A kind renderer in its own chunk (uploads, budgets, contacts, lists, suggestions): most pages
 * ask for a date, a name or a choice, so the first page of a wizard does not download them.
 * While the chunk loads, the field's place shows an announced loading status; once it is loaded
 * (the next page's kinds are preloaded) the field renders at once, without that status.
 */
export function lazyKind<M>(load: () => Promise<M>, name: { [K in keyof M]: M[K] extends KindRenderer ? K : never }[keyof M]): PreloadingKindRenderer {
  let loading: Promise<KindRenderer> | undefined;
  let loaded: KindRenderer | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = module[name] as KindRenderer),
      (error: unknown) => {
        loading = undefined; // a later render tries again
        throw error;
      },
    ));
  function LazyKind(props: KindRendererProps) {
    const [Renderer, setRenderer] = useState(() => loaded);
    useEffect(() => {
      if (Renderer) return;
      preload().then(
        (renderer) => setRenderer(() => renderer),
        (error: unknown) =>
          setRenderer(() => {
            throw error; // to the remote's error boundary, as a page's failed chunk
          }),
      );
    }, [Renderer]);
    return Renderer ? <Renderer {...props} /> : <FieldLoading />;
  }
  return Object.assign(LazyKind, { preload });
}

const LOADING = { field: wizardMessages.fieldLoading, page: wizardMessages.fieldsLoading, review: wizardMessages.reviewLoading } as const;

/** The place of a field, a page's fields or the review's answers whose code or data is still downloading: an announced status. */
export function FieldLoading({ of = 'field' }: { of?: keyof typeof LOADING }) {
  const intl = useIntl();
  return (
    <p className={styles.fieldLoading} role="status">
      {intl.formatMessage(LOADING[of])}
    </p>
  );
}

/** The fields of a page, a repeated item's fields included. */
function fieldsOf(fields: readonly FieldDef[]): FieldDef[] {
  return fields.flatMap((field) => [field, ...fieldsOf(field.repeat?.fields ?? [])]);
}

/** Starts downloading the renderers these fields need (the next page's, before the user goes there). */
export function preloadKinds(kinds: KindRenderers, fields: readonly FieldDef[]): void {
  for (const field of fieldsOf(fields)) {
    const renderer = kinds[field.kind];
    // A failed preload is not an error yet: the page that shows the field tries again.
    if (renderer && 'preload' in renderer) void (renderer as PreloadingKindRenderer).preload(field)?.catch(() => undefined);
  }
}
