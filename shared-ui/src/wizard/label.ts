import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { DEFAULT_LANG, isLang, type Lang } from '@portal/shared-domain';
import { labelText } from '@portal/shared-domain/validation';
import type { Label } from '@portal/shared-domain/wizard-core';

/** The portal language of the current react-intl locale ('de-CH' → 'de'). */
export function useIntlLang(): Lang {
  const { locale } = useIntl();
  const short = locale.slice(0, 2).toLowerCase();
  return isLang(short) ? short : DEFAULT_LANG;
}

/** Resolves the engine's `Label`s (one text or one per language) in the current language. */
export function useLabel(): (label: Label | undefined) => string {
  const lang = useIntlLang();
  return useCallback((label: Label | undefined) => labelText(label, lang) ?? '', [lang]);
}
