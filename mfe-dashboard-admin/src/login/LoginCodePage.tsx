import { useEffect, useRef, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { navigateToPath, routePath, setUser, toCurrentUser } from '@portal/shared-domain';
import { RouteLink, useLang, type PageProps, useSearchParams } from '@portal/shared-ui';
import { useExchangeLoginCodeMutation } from '@portal/shared-ui/account-data';
import { PageHeading } from '../common/PageHeading';
import { safeRedirect } from '../common/links';
import { errorMessage } from '../common/QueryState';
import common from '../common/common.module.css';
import { loginMessages as messages } from './messages';

const CODE_MESSAGES: Record<string, MessageDescriptor> = {
  login_link_unknown: messages.linkUnknown,
  login_link_expired: messages.linkExpired,
  login_link_revoked: messages.linkRevoked,
};

/**
 * A failure keeps the server's code and message, not a text: the words are chosen at render time,
 * so a page opened in French still says it in French once its catalog has loaded (the first
 * render of a French page uses the German defaults).
 */
type Phase = { state: 'exchanging' } | { state: 'done' } | { state: 'failed'; code?: string; message?: string };

/**
 * /login/{code} (spec 00 §2.12): shows 'Sie werden eingeloggt...' while the code is exchanged
 * for a session, then goes to ?redirect= (same-site paths only) or to the dashboard.
 */
export function LoginCodePage({ params }: PageProps) {
  const intl = useIntl();
  const lang = useLang();
  const [search] = useSearchParams();
  const code = params.code ?? '';
  const redirect = safeRedirect(search.get('redirect'));
  const [exchange] = useExchangeLoginCodeMutation();
  const [phase, setPhase] = useState<Phase>({ state: 'exchanging' });
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (started.current === code) return; // exchange each code once, even if effects re-run
    started.current = code;
    setPhase({ state: 'exchanging' });
    void (async () => {
      const answer = await exchange(code);
      if ('data' in answer && answer.data) {
        // The API has set the session cookie (HttpOnly); the page only learns who signed in.
        setUser(toCurrentUser(answer.data));
        setPhase({ state: 'done' });
        navigateToPath(redirect ?? routePath('gesuche-uebersicht', {}, lang));
        return;
      }
      const error = 'error' in answer ? answer.error : undefined;
      setPhase({ state: 'failed', code: (error as { data?: { code?: string } } | undefined)?.data?.code, message: errorMessage(error) });
    })();
  }, [code, exchange, redirect, lang]);

  const known = phase.state === 'failed' ? CODE_MESSAGES[phase.code ?? ''] : undefined;
  const failure =
    phase.state !== 'failed' ? '' : known ? intl.formatMessage(known) : (phase.message ?? intl.formatMessage(messages.linkFailed));

  return (
    <div className={common.page} aria-busy={phase.state === 'exchanging'}>
      <PageHeading id="login-code-heading">{intl.formatMessage(messages.heading)}</PageHeading>
      <div role="status">
        {phase.state === 'exchanging' && (
          <p className={common.loading}>
            <span className={common.spinner} aria-hidden="true" />
            {intl.formatMessage(messages.signingIn)}
          </p>
        )}
        {phase.state === 'done' && <p>{intl.formatMessage(messages.signedIn)}</p>}
      </div>
      {phase.state === 'failed' && (
        <div role="alert" className={common.error}>
          <p>{failure}</p>
          <RouteLink
            name="login"
            query={redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}
            className={common.linkButton}
          >
            {intl.formatMessage(messages.requestNew)}
          </RouteLink>
        </div>
      )}
    </div>
  );
}
