import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { type Rule } from '@portal/shared-domain/wizard-core';
import { RouteLink, useLang, useSession, useSearchParams } from '@portal/shared-ui';
import { useRequestLoginLinkMutation } from '@portal/shared-ui/account-data';
import { PageHeading } from '../common/PageHeading';
import { TextInput } from '@portal/shared-ui/fields';
import { safeRedirect } from '../common/links';
import { errorMessage } from '../common/QueryState';
import { commonMessages } from '../common/messages';
import common from '../common/common.module.css';
import styles from './Login.module.css';
import { loginMessages as messages } from './messages';

const EMAIL_RULES: Rule[] = [{ rule: 'required' }, { rule: 'email' }];
const CONFIRMATION_RULES: Rule[] = [{ rule: 'required' }, { rule: 'emailConfirmation', target: 'email' }];

type Errors = Partial<Record<'email' | 'emailConfirmation', string>>;

/**
 * The validation catalogue (with its IBAN checks) comes with the sign-in page's first render, not
 * with this remote's first chunk: the dashboard, shown by the same remote, never needs it.
 */
const loadValidation = () => import('@portal/shared-domain/validation');

/**
 * Login (spec 00 §2.12): e-mail and its confirmation, then the message that a link was sent.
 * The shell's redirect target (?redirect=) travels with the link request into the e-mail.
 */
export function LoginPage() {
  const intl = useIntl();
  const lang = useLang();
  const { user } = useSession();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  const [email, setEmail] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [requestLink, { isLoading, error, reset }] = useRequestLoginLinkMutation();
  const sentHeading = useRef<HTMLHeadingElement>(null);
  const validating = useRef(false);
  /** The validation catalogue could not be downloaded: said, and the next press tries again. */
  const [checkFailed, setCheckFailed] = useState(false);

  useEffect(() => {
    void loadValidation();
  }, []);

  useEffect(() => {
    if (sentTo) sentHeading.current?.focus();
  }, [sentTo]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Also while the validation module arrives: a second press must not send twice.
    if (isLoading || validating.current) return;
    validating.current = true;
    setCheckFailed(false);
    try {
      await validateAndRequest();
    } catch {
      setCheckFailed(true);
    } finally {
      validating.current = false;
    }
  };

  const validateAndRequest = async () => {
    const { validateField } = await loadValidation();
    const values = { email: email.trim(), emailConfirmation: confirmation.trim() };
    const next: Errors = {};
    const emailError = validateField(values.email, EMAIL_RULES, {
      label: intl.formatMessage(messages.email),
      lang,
      values,
    });
    const confirmationError = validateField(values.emailConfirmation, CONFIRMATION_RULES, {
      label: intl.formatMessage(messages.confirmation),
      lang,
      values,
    });
    if (emailError) next.email = emailError;
    if (confirmationError) next.emailConfirmation = confirmationError;
    setErrors(next);
    if (next.email || next.emailConfirmation) {
      document.getElementById(next.email ? 'login-email' : 'login-email-confirmation')?.focus();
      return;
    }
    const answer = await requestLink({ email: values.email, lang, ...(redirect ? { redirect } : {}) });
    if ('data' in answer) setSentTo(values.email);
    else {
      const fieldErrors = (answer.error as { data?: { errors?: Record<string, string[]> } }).data?.errors;
      if (fieldErrors?.email?.[0]) {
        setErrors({ email: fieldErrors.email[0] });
        document.getElementById('login-email')?.focus();
      }
    }
  };

  return (
    <div className={common.page}>
      <PageHeading id="login-heading">{intl.formatMessage(messages.heading)}</PageHeading>
      {user && !sentTo && (
        <p>
          {intl.formatMessage(messages.alreadySignedIn, { email: user.email })}{' '}
          <RouteLink name="gesuche-uebersicht" className={common.textLink}>
            {intl.formatMessage(commonMessages.toOverview)}
          </RouteLink>
        </p>
      )}
      {sentTo ? (
        <section className={`${styles.sent} ${common.success}`} aria-labelledby="login-sent-heading">
          <h2 id="login-sent-heading" ref={sentHeading} tabIndex={-1}>
            {intl.formatMessage(messages.sentHeading)}
          </h2>
          <p>{intl.formatMessage(messages.sentText, { email: sentTo })}</p>
          <button
            type="button"
            className={common.secondary}
            onClick={() => {
              setSentTo(null);
              setConfirmation('');
              reset();
            }}
          >
            {intl.formatMessage(messages.sendAgain)}
          </button>
        </section>
      ) : (
        <>
          <p className={common.lead}>{intl.formatMessage(messages.intro)}</p>
          <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-busy={isLoading}>
            <TextInput
              id="login-email"
              label={intl.formatMessage(messages.email)}
              required
              type="email"
              autoComplete="email"
              spellCheck={false}
              value={email}
              onChange={setEmail}
              error={errors.email}
            />
            <TextInput
              id="login-email-confirmation"
              label={intl.formatMessage(messages.confirmation)}
              required
              type="email"
              autoComplete="email"
              spellCheck={false}
              value={confirmation}
              onChange={setConfirmation}
              error={errors.emailConfirmation}
            />
            {(error || checkFailed) && !errors.email && (
              <p role="alert" className={common.inlineError}>
                {intl.formatMessage(messages.requestFailed, {
                  message: error ? (errorMessage(error) ?? '') : intl.formatMessage(commonMessages.loadError),
                })}
              </p>
            )}
            <div>
              <button type="submit" className={common.primary} disabled={isLoading}>
                {intl.formatMessage(isLoading ? messages.sending : messages.submit)}
              </button>
            </div>
          </form>
        </>
      )}
    </div>
  );
}
