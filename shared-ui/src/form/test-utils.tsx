import type { ReactElement } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { IntlProvider } from 'react-intl';

/** Renders inside a German IntlProvider without catalogue, so default messages show (tests only). */
export function renderIntl(ui: ReactElement, options?: RenderOptions) {
  return render(ui, {
    wrapper: ({ children }) => (
      <IntlProvider locale="de" messages={{}} onError={() => undefined}>
        {children}
      </IntlProvider>
    ),
    ...options,
  });
}
