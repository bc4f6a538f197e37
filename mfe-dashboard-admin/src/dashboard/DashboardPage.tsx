import { useRef, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { navigateToPath, navigateToRoute } from '@portal/shared-domain';
import type { Application } from '@portal/shared-domain/api';
import { SECTIONS, type SectionKey } from '@portal/shared-domain/applications';
import { RouteLink, useSession } from '@portal/shared-ui';
import { useAnnulApplicationMutation, useArchiveApplicationMutation, useCreateStatementMutation, useDeleteApplicationMutation, useDownloadApplicationPdfMutation, useGetApplicationsQuery } from '@portal/shared-ui/account-data';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { PageHeading } from '../common/PageHeading';
import { LoadError, Loading, errorMessage } from '../common/QueryState';
import { commonMessages } from '../common/messages';
import common from '../common/common.module.css';
import { ApplicationCard, type CardHandlers } from './ApplicationCard';
import { NewApplicationDialog } from './NewApplicationDialog';
import { SupportBlock } from './SupportBlock';
import { groupBySection, SETTLEMENT_ROUTE } from './rules';
import { dashboardMessages as messages } from './messages';
import styles from './Dashboard.module.css';

const SECTION_TITLE: Record<SectionKey, MessageDescriptor> = {
  open: messages.sectionOpen,
  active: messages.sectionActive,
  closed: messages.sectionClosed,
};
const SECTION_EMPTY: Record<SectionKey, MessageDescriptor> = {
  open: messages.sectionEmptyOpen,
  active: messages.sectionEmptyActive,
  closed: messages.sectionEmptyClosed,
};

type Confirm = { kind: 'delete' | 'annul'; application: Application } | null;
type Notice = { tone: 'success' | 'error'; text: string } | null;

function Section({
  section,
  applications,
  handlersFor,
}: {
  section: SectionKey;
  applications: Application[];
  handlersFor: (application: Application) => CardHandlers;
}) {
  const intl = useIntl();
  const [showAll, setShowAll] = useState(false);
  const listId = `applications-${section}`;
  const headingId = `${listId}-heading`;
  const visible = showAll ? applications : applications.slice(0, 1);
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {intl.formatMessage(SECTION_TITLE[section])}{' '}
        <span className={styles.count}>{intl.formatMessage(messages.sectionCount, { count: applications.length })}</span>
      </h2>
      {applications.length === 0 ? (
        <p className={styles.sectionEmpty}>{intl.formatMessage(SECTION_EMPTY[section])}</p>
      ) : (
        <ul id={listId} className={styles.cards}>
          {visible.map((application) => (
            <li key={application.id}>
              <ApplicationCard application={application} handlers={handlersFor(application)} />
            </li>
          ))}
        </ul>
      )}
      {applications.length > 1 && (
        <button
          type="button"
          className={common.secondary}
          aria-expanded={showAll}
          aria-controls={listId}
          onClick={() => setShowAll((value) => !value)}
        >
          {showAll
            ? intl.formatMessage(messages.showLatest)
            : intl.formatMessage(messages.showAll, { count: applications.length })}
          <span className={common.visuallyHidden}>: {intl.formatMessage(SECTION_TITLE[section])}</span>
        </button>
      )}
    </section>
  );
}

/** 'Ihre Gesuchsübersicht' (spec 00 §2.13): open, active and closed applications with their actions. */
export function DashboardPage() {
  const intl = useIntl();
  const { user } = useSession();
  const { data, isLoading, isFetching, isError, error, refetch } = useGetApplicationsQuery();
  const [remove] = useDeleteApplicationMutation();
  const [annul] = useAnnulApplicationMutation();
  const [archive] = useArchiveApplicationMutation();
  const [createStatement] = useCreateStatementMutation();
  const [downloadPdf] = useDownloadApplicationPdfMutation();
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [creating, setCreating] = useState(false);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const noticeRef = useRef<HTMLDivElement>(null);

  const announce = (next: Notice) => {
    setNotice(next);
    // Focus the notice so keyboard users are not left on a removed button.
    setTimeout(() => noticeRef.current?.focus(), 0);
  };
  const failed = (cause: unknown) =>
    announce({
      tone: 'error',
      text: intl.formatMessage(commonMessages.actionFailed, { message: errorMessage(cause) ?? '' }),
    });

  const run = async (application: Application, action: () => Promise<string | undefined>) => {
    setBusyId(application.id);
    setNotice(null);
    try {
      const text = await action();
      if (text) announce({ tone: 'success', text });
    } catch (cause) {
      failed(cause);
    } finally {
      setBusyId(null);
    }
  };

  const handlersFor = (application: Application): CardHandlers => ({
    busy: busyId === application.id,
    onDelete: (target) => setConfirm({ kind: 'delete', application: target }),
    onAnnul: (target) => setConfirm({ kind: 'annul', application: target }),
    onNavigate: navigateToPath,
    onArchive: (target) =>
      void run(target, async () => {
        await archive(target.id).unwrap();
        return intl.formatMessage(messages.archived, { number: target.number });
      }),
    onPdf: (target) =>
      void run(target, async () => {
        const file = await downloadPdf({ id: target.id, number: target.number }).unwrap();
        return intl.formatMessage(messages.downloaded, { file });
      }),
    onStatement: (target) =>
      void run(target, async () => {
        if (!target.statement) await createStatement(target.id).unwrap();
        navigateToRoute(SETTLEMENT_ROUTE[target.type], { id: target.id });
        return undefined;
      }),
  });

  const applications = data ?? [];
  const groups = groupBySection(applications);

  return (
    <div className={common.page}>
      <PageHeading id="dashboard-heading">{intl.formatMessage(messages.heading)}</PageHeading>
      <div className={common.actions}>
        <button type="button" className={common.primary} onClick={() => setCreating(true)}>
          {intl.formatMessage(messages.create)}
        </button>
        <RouteLink name="gesuche-kontakte" className={common.linkButton}>
          {intl.formatMessage(messages.contacts)}
        </RouteLink>
        <RouteLink name="gesuche" className={common.linkButton}>
          {intl.formatMessage(messages.overview)}
        </RouteLink>
        {user?.isAdmin && (
          <RouteLink name="gesuche-admin" className={common.linkButton}>
            {intl.formatMessage(messages.admin)}
          </RouteLink>
        )}
      </div>

      <div ref={noticeRef} tabIndex={-1} aria-live="polite" className={styles.noticeRegion}>
        {notice && (
          <p className={notice.tone === 'error' ? common.error : common.success} role={notice.tone === 'error' ? 'alert' : undefined}>
            {notice.text}
          </p>
        )}
      </div>

      <div aria-busy={isLoading || isFetching} className={styles.list} aria-label={intl.formatMessage(messages.listLabel)} role="region">
        {isLoading ? (
          <Loading />
        ) : isError ? (
          <LoadError message={errorMessage(error)} onRetry={() => void refetch()} />
        ) : applications.length === 0 ? (
          <p className={styles.empty}>{intl.formatMessage(messages.empty)}</p>
        ) : (
          SECTIONS.map((section) => (
            <Section key={section} section={section} applications={groups[section]} handlersFor={handlersFor} />
          ))
        )}
      </div>

      {/* Shown with the list, not before it: the arriving list would push it down (layout shift). */}
      {!isLoading && <SupportBlock />}

      <NewApplicationDialog open={creating} onClose={() => setCreating(false)} />
      <ConfirmDialog
        open={confirm?.kind === 'delete'}
        title={intl.formatMessage(messages.deleteTitle, { number: confirm?.application.number ?? '' })}
        confirmLabel={intl.formatMessage(messages.deleteConfirm)}
        danger
        irreversible
        onClose={() => setConfirm(null)}
        onConfirm={async () => {
          if (!confirm) return;
          await remove(confirm.application.id).unwrap();
          announce({ tone: 'success', text: intl.formatMessage(messages.deleted, { number: confirm.application.number }) });
        }}
      >
        <p>{intl.formatMessage(messages.deleteText)}</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={confirm?.kind === 'annul'}
        title={intl.formatMessage(messages.annulTitle, { number: confirm?.application.number ?? '' })}
        confirmLabel={intl.formatMessage(messages.annulConfirm)}
        danger
        irreversible
        onClose={() => setConfirm(null)}
        onConfirm={async () => {
          if (!confirm) return;
          await annul(confirm.application.id).unwrap();
          announce({ tone: 'success', text: intl.formatMessage(messages.annulled, { number: confirm.application.number }) });
        }}
      >
        <p>{intl.formatMessage(messages.annulText)}</p>
      </ConfirmDialog>
    </div>
  );
}
