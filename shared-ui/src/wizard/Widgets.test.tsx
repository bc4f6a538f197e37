import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { defineFlow } from '@portal/shared-domain/wizard-core';
import { renderIntl } from '../form/test-utils';
import { QuestionContent } from './Widgets';

const flow = defineFlow({
  id: 'download-widget',
  applicant: 'group',
  type: 'wizard',
  mode: 'application',
  paths: { base: '/x' },
  steps: [
    {
      name: 'one',
      questions: [
        {
          code: 'D1',
          path: 'a',
          widgets: [
            { type: 'download', href: '/api/templates/list.xlsx?lang={lang}', label: { de: 'Vorlage', fr: 'Modèle', it: 'Modello' } },
            { type: 'download', href: (view) => (view.application.listId ? `/api/list/${String(view.application.listId)}` : null), label: 'Liste' },
            { type: 'facts', title: 'Gelesen', rows: (view) => (view.application.listId ? [{ label: 'Gruppen', value: '3' }] : []) },
          ],
        },
      ],
    },
  ],
});

const view = (application: Record<string, unknown>) => ({ application, statement: null, user: null, now: new Date() });

describe('download and facts widgets', () => {
  it('links the file in the page language and offers it for download', () => {
    render(
      <IntlProvider locale="fr" messages={{}} onError={() => undefined}>
        <QuestionContent question={flow.question('D1')} view={view({})} />
      </IntlProvider>,
    );
    const link = screen.getByRole('link', { name: 'Modèle' });
    expect(link).toHaveAttribute('href', '/api/templates/list.xlsx?lang=fr');
    expect(link).toHaveAttribute('download');
  });

  it('shows a record-dependent download only when the records give an address', () => {
    const { unmount } = renderIntl(<QuestionContent question={flow.question('D1')} view={view({})} />);
    expect(screen.queryByRole('link', { name: 'Liste' })).not.toBeInTheDocument();
    // A facts widget without rows shows nothing, not an empty title.
    expect(screen.queryByText('Gelesen')).not.toBeInTheDocument();
    unmount();
    renderIntl(<QuestionContent question={flow.question('D1')} view={view({ listId: 'a1' })} />);
    expect(screen.getByRole('link', { name: 'Liste' })).toHaveAttribute('href', '/api/list/a1');
    expect(screen.getByRole('region', { name: 'Gelesen' })).toHaveTextContent('Gruppen3');
  });
});
