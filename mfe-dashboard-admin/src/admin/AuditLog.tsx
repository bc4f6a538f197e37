import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { formatChf } from '@portal/shared-domain/wizard-core';
import { useGetAuditLogQuery } from '@portal/shared-ui/account-data';
import { formatDateTime } from '../common/format';
import { Pager } from '../common/Pager';
import { LoadError, Loading, errorMessage } from '../common/QueryState';
import { adminMessages as messages } from './messages';
import styles from './Admin.module.css';

type Intl = ReturnType<typeof useIntl>;

const ACTIONS: Record<string, MessageDescriptor> = {
  'impersonation.start': messages.auditImpersonationStart,
  'impersonation.stop': messages.auditImpersonationStop,
  'impersonation.request': messages.auditImpersonationRequest,
  'application.reassign': messages.auditReassign,
  'application.accept': messages.auditAccept,
  'application.reject': messages.auditReject,
  'application.complete': messages.auditComplete,
  'contact.hide': messages.auditContactHide,
  'contact.show': messages.auditContactShow,
};

/** What the admin did, in words (an unknown action keeps its name). */
function actionText(intl: Intl, action: string): string {
  const known = ACTIONS[action];
  return known ? intl.formatMessage(known) : action;
}

/**
 * The details as people read them (issue 14, item 14): a granted amount as CHF, a reassignment
 * as "from … to …", an impersonated change as method and page; never raw JSON.
 */
function detailsText(intl: Intl, details: Record<string, unknown> | undefined): string {
  if (!details) return '';
  const parts: string[] = [];
  const { grantedAmount, from, to, email, method, path, status } = details;
  if (typeof grantedAmount === 'number') parts.push(intl.formatMessage(messages.auditGrantedAmount, { amount: formatChf(grantedAmount) }));
  if (typeof from === 'string' && typeof to === 'string') parts.push(intl.formatMessage(messages.auditFromTo, { from, to }));
  if (typeof email === 'string') parts.push(email);
  const applicant = details.applicant as { email?: unknown } | undefined;
  if (typeof applicant?.email === 'string') parts.push(intl.formatMessage(messages.auditOnBehalfOf, { email: applicant.email }));
  if (typeof method === 'string' && typeof path === 'string') parts.push(`${method} ${path}${typeof status === 'number' ? ` (${status})` : ''}`);
  return parts.join(' · ');
}

/** The audit log of admin actions (impersonation, reassignment, hiding, review), newest first. */
export function AuditLog() {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const { data, isLoading, isFetching, isError, error, refetch } = useGetAuditLogQuery(page);
  const entries = data?.items ?? [];
  return (
    <section className={styles.audit} aria-labelledby="audit-heading" aria-busy={isLoading || isFetching}>
      <h2 id="audit-heading">{intl.formatMessage(messages.auditHeading)}</h2>
      {isLoading ? (
        <Loading />
      ) : isError ? (
        <LoadError message={errorMessage(error)} onRetry={() => void refetch()} />
      ) : entries.length === 0 ? (
        <p>{intl.formatMessage(messages.auditEmpty)}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table} aria-labelledby="audit-heading">
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage(messages.auditTime)}</th>
                <th scope="col">{intl.formatMessage(messages.auditActor)}</th>
                <th scope="col">{intl.formatMessage(messages.auditAction)}</th>
                <th scope="col">{intl.formatMessage(messages.auditTarget)}</th>
                <th scope="col">{intl.formatMessage(messages.auditDetails)}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td>{formatDateTime(entry.createdAt)}</td>
                  <td>{entry.actorEmail}</td>
                  <td>{actionText(intl, entry.action)}</td>
                  <td>{entry.targetLabel ?? intl.formatMessage(messages.auditTargetGone)}</td>
                  <td>{detailsText(intl, entry.details)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data && (
        <Pager
          page={data.meta.current_page}
          pages={data.meta.last_page}
          label={intl.formatMessage(messages.auditPager)}
          onPage={setPage}
          disabled={isFetching}
        />
      )}
    </section>
  );
}
