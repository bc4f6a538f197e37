import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useGetAuditLogQuery } from '@portal/shared-ui/data';
import { formatDateTime } from '../common/format';
import { Pager } from '../common/Pager';
import { LoadError, Loading, errorMessage } from '../common/QueryState';
import { adminMessages as messages } from './messages';
import styles from './Admin.module.css';

function detailsText(details: Record<string, unknown> | undefined): string {
  if (!details) return '';
  return Object.entries(details)
    .map(([key, value]) => `${key}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`)
    .join(', ');
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
                  <td>{entry.action}</td>
                  <td>
                    {entry.targetType} {entry.targetId}
                  </td>
                  <td>{detailsText(entry.details)}</td>
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
