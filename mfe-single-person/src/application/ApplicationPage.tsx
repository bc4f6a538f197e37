import { useIntl } from 'react-intl';
import { apiRequest, routePath } from '@portal/shared-domain';
import { singlePersonApplication as flow } from '@portal/shared-domain/src/flows';
import { useLang, useSession, type PageProps } from '@portal/shared-ui';
import { FlowRunner } from '@portal/shared-ui/wizard';
import { applicationMessages as messages } from './messages';
import { PageContent } from './PageContent';

/**
 * Every route of the single-person application wizard (spec 01 §2.2): the route's question code
 * and application id go to the generic FlowRunner. FE120 requests the sign-in link; the link
 * brings the visitor back to the introduction FE100.
 */
export function ApplicationPage({ route, params }: PageProps) {
  const intl = useIntl();
  const lang = useLang();
  const { user } = useSession();
  const requestLink = async (data: Record<string, unknown>) => {
    await apiRequest('/auth/login-link', {
      method: 'POST',
      body: { email: String(data.email ?? '').trim(), lang, redirect: routePath(flow.question('FE100').routeName!, {}, lang) },
    });
  };
  return (
    <FlowRunner
      flow={flow}
      mode="application"
      applicationId={params.id ?? null}
      code={route.code}
      createBody={{ type: 'single-person' }}
      actions={{ FE120: requestLink }}
      exitRoute={user ? 'gesuche-uebersicht' : 'index'}
      title={intl.formatMessage(messages.title)}
      renderContent={(question, context) => <PageContent question={question} context={context} />}
    />
  );
}
