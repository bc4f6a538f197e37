import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { Lang } from '@portal/shared-domain';
import type { Rule } from '@portal/shared-domain/validation';
import type { NewsletterSignup } from '@portal/shared-domain/api';
import { useSubscribeNewsletterMutation } from '@portal/shared-ui/data';
import { RadioGroup, TextInput } from '@portal/shared-ui/fields';
import { newsletterMessages as m } from './messages';
import { useSiteLocation } from '../site-location';
import { focusFirstError, readFieldErrors } from '../forms/errors';
import { markNewsletterPopupShown } from './popup-flag';
import styles from './newsletter.module.css';

type Values = { email: string; gender: NewsletterSignup['gender'] | null; firstname: string; lastname: string };
type Key = keyof Values;
type Errors = Partial<Record<Key, string>>;

const KEYS: Key[] = ['email', 'gender', 'firstname', 'lastname'];
// The validation catalogue (with the IBAN checks it carries) is not part of the page's first
// load: it is fetched once the visitor starts typing an e-mail, before the form can be sent.
const loadValidation = () => import('@portal/shared-domain/validation');
const RULES: Record<Key, Rule[]> = {
  email: [{ rule: 'required' }, { rule: 'email' }],
  gender: [{ rule: 'required' }],
  firstname: [{ rule: 'required' }],
  lastname: [{ rule: 'required' }],
};

export interface NewsletterFormProps {
  /** Prefix of the field ids (block and pop-up may be on one page). */
  idPrefix: string;
  /** Level of the success heading: below the block's or dialog's own heading. */
  headingLevel?: 'h2' | 'h3';
  onSuccess?: () => void;
}

/**
 * The newsletter sign-up (spec 00 §3.11, §5.4): the e-mail first; salutation, names and the
 * button appear once an e-mail is entered. Validated on submit with the shared catalogue, then
 * `POST newsletter/subscribe`; server field errors (422) show on the fields. Success asks the
 * visitor to confirm by the e-mailed link (double opt-in) and remembers that the pop-up is done.
 */
export function NewsletterForm({ idPrefix, headingLevel = 'h3', onSuccess }: NewsletterFormProps) {
  const intl = useIntl();
  const { lang } = useSiteLocation();
  const [subscribe, { isLoading }] = useSubscribeNewsletterMutation();
  const [values, setValues] = useState<Values>({ email: '', gender: null, firstname: '', lastname: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [state, setState] = useState<'form' | 'success' | 'error'>('form');
  const formRef = useRef<HTMLFormElement>(null);
  const validating = useRef(false);
  const id = (key: Key) => `${idPrefix}-${key}`;
  const label = (key: Key) => intl.formatMessage(m[key === 'gender' ? 'salutation' : key]);
  const set = <K extends Key>(key: K, value: Values[K]) => setValues((current) => ({ ...current, [key]: value }));
  const expanded = values.email.trim() !== '';

  useEffect(() => {
    if (expanded) void loadValidation();
  }, [expanded]);

  const validate = async (lang: Lang): Promise<Errors> => {
    const { validateField } = await loadValidation();
    const found: Errors = {};
    for (const key of KEYS) {
      const message = validateField(values[key], RULES[key], { label: label(key), lang });
      if (message) found[key] = message;
    }
    return found;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // Also while the validation module arrives: a second click must not send twice.
    if (isLoading || validating.current) return;
    validating.current = true;
    const found = await validate(lang).finally(() => {
      validating.current = false;
    });
    setErrors(found);
    if (Object.keys(found).length) {
      focusFirstError(formRef.current, KEYS.filter((key) => found[key]).map(id));
      return;
    }
    const result = await subscribe({
      email: values.email.trim(),
      gender: values.gender as NewsletterSignup['gender'],
      firstname: values.firstname.trim(),
      lastname: values.lastname.trim(),
    });
    if ('error' in result) {
      const fieldErrors = readFieldErrors<Key>(result.error, KEYS);
      setErrors(fieldErrors);
      setState('error');
      focusFirstError(formRef.current, KEYS.filter((key) => fieldErrors[key]).map(id));
      return;
    }
    markNewsletterPopupShown();
    setState('success');
    onSuccess?.();
  };

  if (state === 'success') {
    const Heading = headingLevel;
    return (
      <div className={styles.success} role="status">
        <Heading className={styles.successTitle}>{intl.formatMessage(m.successTitle)}</Heading>
        <p>{intl.formatMessage(m.successText)}</p>
      </div>
    );
  }

  const text = (key: 'email' | 'firstname' | 'lastname', autoComplete: string) => (
    <TextInput
      id={id(key)}
      name={key}
      label={label(key)}
      required
      type={key === 'email' ? 'email' : 'text'}
      autoComplete={autoComplete}
      spellCheck={key === 'email' ? false : undefined}
      value={values[key]}
      onChange={(value) => set(key, value)}
      error={errors[key]}
    />
  );

  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={onSubmit} aria-busy={isLoading || undefined}>
      {text('email', 'email')}
      {expanded && (
        <>
          <RadioGroup<NewsletterSignup['gender']>
            id={id('gender')}
            name={`${idPrefix}-gender`}
            label={label('gender')}
            required
            inline
            options={[
              { value: 'm', label: intl.formatMessage(m.male) },
              { value: 'f', label: intl.formatMessage(m.female) },
              { value: 'n', label: intl.formatMessage(m.neutral) },
            ]}
            value={values.gender}
            onChange={(gender) => set('gender', gender)}
            error={errors.gender}
          />
          {text('firstname', 'given-name')}
          {text('lastname', 'family-name')}
          <button type="submit" className={styles.submit} disabled={isLoading}>
            {intl.formatMessage(m.submit)}
          </button>
        </>
      )}
      <div role="status" className={styles.status}>
        {isLoading ? intl.formatMessage(m.sending) : null}
      </div>
      {state === 'error' && !isLoading && (
        <p role="alert" className={styles.failure}>
          {intl.formatMessage(m.failure)}
        </p>
      )}
    </form>
  );
}
