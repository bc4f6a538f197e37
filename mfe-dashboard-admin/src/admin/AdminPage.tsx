import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { startImpersonation } from '@portal/shared-domain';
import { actionsFor, REVIEW_ACTIONS, type ReviewAction } from '@portal/shared-domain/applications';
import { type Rule } from '@portal/shared-domain/wizard-core';
import { validateField } from '@portal/shared-domain/validation';
import { useLang } from '@portal/shared-ui';
import { type AdminApplicant, type ApplicationBrief, type Contact } from '@portal/shared-domain/api';
import { normaliseApplicantsArgs, useLazyGetApplicantsQuery, useReassignApplicationMutation, useReviewApplicationMutation, useSetContactHiddenMutation } from '@portal/shared-ui/account-data';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { TextInput } from '@portal/shared-ui/fields';
import { NumberInput } from '../common/form-kit';
import { formatDate } from '../common/format';
import { statusLabel, typeLabel } from '../common/application-messages';
import { PageHeading } from '../common/PageHeading';
import { Pager } from '../common/Pager';
import { LoadError, Loading, errorMessage } from '../common/QueryState';
import { commonMessages } from '../common/messages';
import common from '../common/common.module.css';
import { AuditLog } from './AuditLog';
import { adminMessages as messages } from './messages';
import styles from './Admin.module.css';

type Dialog = { kind: 'reassign' | ReviewAction; application: ApplicationBrief } | null;
type Notice = { tone: 'success' | 'error'; text: string } | null;

const EMAIL_RULES: Rule[] = [{ rule: 'required' }, { rule: 'email' }];
const AMOUNT_RULES: Rule[] = [{ rule: 'required' }, { rule: 'decimal', decimals: 2 }, { rule: 'min_value', min: 0 }];

const REVIEW_LABEL = { accept: messages.accept, reject: messages.reject, complete: messages.complete } as const;
const REVIEW_TITLE = { accept: messages.acceptTitle, reject: messages.rejectTitle, complete: messages.completeTitle } as const;
const REVIEW_CONFIRM = {
  accept: messages.acceptConfirm,
  reject: messages.rejectConfirm,
  complete: messages.completeConfirm,
} as const;
const REVIEW_DONE = { accept: messages.accepted, reject: messages.rejected, complete: messages.completed } as const;

function ApplicantEntry({
  applicant,
  onDialog,
  onLoginAs,
  onToggleContact,
  busy,
}: {
  applicant: AdminApplicant;
  onDialog: (dialog: Dialog) => void;
  onLoginAs: (applicant: AdminApplicant) => void;
  onToggleContact: (contact: Contact) => void;
  busy: boolean;
}) {
  const intl = useIntl();
  const applications = applicant.applications ?? [];
  const headingId = `applicant-${applicant.id}`;
  const forApplication = (number: string) => (
    <span className={common.visuallyHidden}> {intl.formatMessage(messages.forApplication, { number })}</span>
  );
  return (
    <article className={styles.applicant} aria-labelledby={headingId}>
      <div className={styles.applicantHead}>
        <h3 id={headingId}>
          {applicant.email}
          {applicant.isAdmin && <span className={styles.badge}>{intl.formatMessage(messages.applicantAdmin)}</span>}
        </h3>
        <button type="button" className={common.primary} onClick={() => onLoginAs(applicant)} disabled={busy}>
          {intl.formatMessage(messages.loginAs, { email: applicant.email })}
        </button>
      </div>
      {applications.length === 0 ? (
        <p>{intl.formatMessage(messages.noApplications)}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption>{intl.formatMessage(messages.applications, { email: applicant.email })}</caption>
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage(messages.colNumber)}</th>
                <th scope="col">{intl.formatMessage(messages.colType)}</th>
                <th scope="col">{intl.formatMessage(messages.colStatus)}</th>
                <th scope="col">{intl.formatMessage(messages.colSubmitted)}</th>
                <th scope="col">{intl.formatMessage(messages.colActions)}</th>
              </tr>
            </thead>
            <tbody>
              {applications.map((application) => (
                <tr key={application.id}>
                  <th scope="row">
                    {application.number}
                    {application.archived && <> {intl.formatMessage(messages.archived)}</>}
                  </th>
                  <td>{typeLabel(intl, application)}</td>
                  <td>{statusLabel(intl, application.status)}</td>
                  <td>{formatDate(application.submittedAt) ?? '–'}</td>
                  <td>
                    <div className={styles.rowActions}>
                      <button
                        type="button"
                        className={common.secondary}
                        onClick={() => onDialog({ kind: 'reassign', application })}
                      >
                        {intl.formatMessage(messages.reassign)}
                        {forApplication(application.number)}
                      </button>
                      {actionsFor(application, REVIEW_ACTIONS).map((review) => (
                        <button
                          key={review}
                          type="button"
                          className={review === 'reject' ? common.danger : common.secondary}
                          onClick={() => onDialog({ kind: review, application })}
                        >
                          {intl.formatMessage(REVIEW_LABEL[review])}
                          {forApplication(application.number)}
                        </button>
                      ))}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {applicant.contacts && (
        <>
          <h4 className={styles.sub}>{intl.formatMessage(messages.contacts, { email: applicant.email })}</h4>
          {applicant.contacts.length === 0 ? (
            <p>{intl.formatMessage(messages.noContacts)}</p>
          ) : (
            <ul className={styles.contacts}>
              {applicant.contacts.map((contact) => {
                const name = `${contact.firstname} ${contact.lastname}`.trim();
                return (
                  <li key={contact.id}>
                    <span>
                      {name}
                      {contact.organization ? `, ${contact.organization}` : ''}
                      {!contact.active && <span className={styles.badge}>{intl.formatMessage(messages.inactiveBadge)}</span>}
                      {contact.hidden && <span className={styles.badge}>{intl.formatMessage(messages.hiddenBadge)}</span>}
                    </span>
                    <button type="button" className={common.secondary} onClick={() => onToggleContact(contact)}>
                      {intl.formatMessage(contact.hidden ? messages.show : messages.hide)}
                      <span className={common.visuallyHidden}> {intl.formatMessage(messages.forContact, { name })}</span>
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </>
      )}
    </article>
  );
}

/**
 * 'Benutzer verwalten' (spec 00 §2.15, §4.8): search applicants with paging (a new search aborts
 * the one in flight), impersonate, reassign, hide contacts, review, and the audit log.
 */
export function AdminPage() {
  const intl = useIntl();
  const lang = useLang();
  const [query, setQuery] = useState('');
  const [{ page, search }, setArgs] = useState(() => normaliseApplicantsArgs({}));
  const [trigger, result] = useLazyGetApplicantsQuery();
  const [reassign] = useReassignApplicationMutation();
  const [review] = useReviewApplicationMutation();
  const [setHidden] = useSetContactHiddenMutation();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [impersonating, setImpersonating] = useState(false);
  const noticeRef = useRef<HTMLDivElement>(null);

  // One request per (page, search); changing either aborts the request still in flight.
  useEffect(() => {
    const request = trigger({ page, search });
    return () => request.abort();
  }, [page, search, trigger]);

  const announce = (next: Notice) => {
    setNotice(next);
    setTimeout(() => noticeRef.current?.focus(), 0);
  };
  const failed = (cause: unknown) =>
    announce({ tone: 'error', text: intl.formatMessage(commonMessages.actionFailed, { message: errorMessage(cause) ?? '' }) });

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    setArgs(normaliseApplicantsArgs({ page: 1, search: query }));
  };

  const openDialog = (next: Dialog) => {
    setEmail('');
    setEmailError(null);
    setAmount('');
    setAmountError(null);
    setDialog(next);
  };

  const loginAs = async (applicant: AdminApplicant) => {
    setImpersonating(true);
    try {
      await startImpersonation(applicant.id);
    } catch (cause) {
      failed(cause);
    } finally {
      setImpersonating(false);
    }
  };

  const toggleContact = async (contact: Contact) => {
    const name = `${contact.firstname} ${contact.lastname}`.trim();
    try {
      await setHidden({ id: contact.id, hidden: !contact.hidden }).unwrap();
      announce({ tone: 'success', text: intl.formatMessage(contact.hidden ? messages.contactShown : messages.contactHidden, { name }) });
    } catch (cause) {
      failed(cause);
    }
  };

  const data = result.data;
  const showBusy = result.isFetching || (!data && !result.isError);
  const number = dialog?.application.number ?? '';
  const review_ = dialog && dialog.kind !== 'reassign' ? dialog.kind : null;

  return (
    <div className={common.page}>
      <PageHeading id="admin-heading">{intl.formatMessage(messages.heading)}</PageHeading>

      <form role="search" className={styles.search} onSubmit={submitSearch} aria-label={intl.formatMessage(messages.searchForm)}>
        <TextInput
          id="admin-search"
          label={intl.formatMessage(messages.searchLabel)}
          hint={intl.formatMessage(messages.searchHint)}
          type="text"
          autoComplete="off"
          spellCheck={false}
          value={query}
          onChange={setQuery}
          className={styles.searchField}
        />
        <button type="submit" className={common.primary}>
          {intl.formatMessage(messages.search)}
        </button>
      </form>

      <div ref={noticeRef} tabIndex={-1} aria-live="polite" className={styles.notice}>
        {notice && (
          <p className={notice.tone === 'error' ? common.error : common.success} role={notice.tone === 'error' ? 'alert' : undefined}>
            {notice.text}
          </p>
        )}
      </div>

      <section aria-labelledby="admin-results-heading" aria-busy={showBusy}>
        <h2 id="admin-results-heading" className={common.visuallyHidden}>
          {intl.formatMessage(messages.results)}
        </h2>
        <div role="status">
          {data && !result.isFetching && (
            <p className={styles.count}>{intl.formatMessage(messages.count, { n: data.meta.total })}</p>
          )}
        </div>
        {showBusy ? (
          <Loading />
        ) : result.isError ? (
          <LoadError message={errorMessage(result.error)} onRetry={() => void trigger({ page, search })} />
        ) : data && data.items.length === 0 ? (
          <p>{intl.formatMessage(messages.none)}</p>
        ) : (
          <ul className={styles.applicants}>
            {data?.items.map((applicant) => (
              <li key={applicant.id}>
                <ApplicantEntry
                  applicant={applicant}
                  busy={impersonating}
                  onDialog={openDialog}
                  onLoginAs={(target) => void loginAs(target)}
                  onToggleContact={(contact) => void toggleContact(contact)}
                />
              </li>
            ))}
          </ul>
        )}
        {data && (
          <Pager
            page={data.meta.current_page}
            pages={data.meta.last_page}
            label={intl.formatMessage(messages.resultsPager)}
            onPage={(next) => setArgs(normaliseApplicantsArgs({ page: next, search }))}
            disabled={result.isFetching}
          />
        )}
      </section>

      <AuditLog />

      <ConfirmDialog
        open={dialog?.kind === 'reassign'}
        title={intl.formatMessage(messages.reassignTitle, { number })}
        confirmLabel={intl.formatMessage(messages.reassignConfirm)}
        onClose={() => setDialog(null)}
        onConfirm={async () => {
          if (!dialog) return;
          const target = email.trim();
          const error = validateField(target, EMAIL_RULES, { label: intl.formatMessage(messages.reassignEmail), lang });
          setEmailError(error);
          if (error) {
            document.getElementById('reassign-email')?.focus();
            return false;
          }
          await reassign({ id: dialog.application.id, email: target }).unwrap();
          announce({ tone: 'success', text: intl.formatMessage(messages.reassigned, { number: dialog.application.number, email: target }) });
        }}
      >
        <p>{intl.formatMessage(messages.reassignText)}</p>
        <TextInput
          id="reassign-email"
          label={intl.formatMessage(messages.reassignEmail)}
          required
          type="email"
          autoComplete="off"
          spellCheck={false}
          value={email}
          onChange={setEmail}
          error={emailError}
        />
      </ConfirmDialog>

      <ConfirmDialog
        open={review_ !== null}
        title={review_ ? intl.formatMessage(REVIEW_TITLE[review_], { number }) : ''}
        confirmLabel={review_ ? intl.formatMessage(REVIEW_CONFIRM[review_]) : ''}
        danger={review_ === 'reject'}
        onClose={() => setDialog(null)}
        onConfirm={async () => {
          if (!dialog || !review_) return;
          let grantedAmount: number | undefined;
          if (review_ === 'accept') {
            const error = validateField(amount.trim(), AMOUNT_RULES, { label: intl.formatMessage(messages.acceptAmount), lang });
            setAmountError(error);
            if (error) {
              document.getElementById('accept-amount')?.focus();
              return false;
            }
            grantedAmount = Number(amount.trim());
          }
          await review({ id: dialog.application.id, action: review_, grantedAmount }).unwrap();
          announce({ tone: 'success', text: intl.formatMessage(REVIEW_DONE[review_], { number: dialog.application.number }) });
        }}
      >
        <p>{intl.formatMessage(messages.reviewText)}</p>
        {review_ === 'accept' && (
          <NumberInput
            id="accept-amount"
            label={intl.formatMessage(messages.acceptAmount)}
            required
            mode="decimal"
            prefix="CHF"
            value={amount}
            onChange={setAmount}
            error={amountError}
          />
        )}
      </ConfirmDialog>
    </div>
  );
}
