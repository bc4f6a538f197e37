import { useIntl, type MessageDescriptor } from 'react-intl';
import { routePath } from '@portal/shared-domain';
import { useLang } from '@portal/shared-ui';
import type { Application } from '@portal/shared-domain/api';
import { actionsFor, DASHBOARD_ACTIONS, type DashboardAction } from '@portal/shared-domain/applications';
import { formatDate } from '../common/format';
import { statusLabel, typeLabel } from '../common/application-messages';
import common from '../common/common.module.css';
import { WIZARD_ROUTE } from './rules';
import { dashboardMessages as messages } from './messages';
import styles from './Dashboard.module.css';

export interface CardHandlers {
  onDelete: (application: Application) => void;
  onAnnul: (application: Application) => void;
  onArchive: (application: Application) => void;
  onPdf: (application: Application) => void;
  onStatement: (application: Application) => void;
  onNavigate: (href: string) => void;
  /** An action of this application is running (buttons are disabled). */
  busy: boolean;
}

const LABEL: Record<DashboardAction, MessageDescriptor> = {
  edit: messages.edit,
  delete: messages.delete,
  annul: messages.annul,
  pdf: messages.pdf,
  statement: messages.statement,
  'final-statement': messages.finalStatement,
  archive: messages.archive,
};

/**
 * An e-mail address that may wrap before its "@" (a narrow column then shows "demo" above
 * "@example.org" instead of cutting off the last letter); longer parts still wrap anywhere.
 */
function EmailAddress({ address }: { address: string }) {
  const at = address.lastIndexOf('@');
  if (at <= 0) return <>{address}</>;
  return (
    <>
      {address.slice(0, at)}
      <wbr />
      {address.slice(at)}
    </>
  );
}

/** One application: number, type, submission date, issuer, status in words and its actions. */
export function ApplicationCard({ application, handlers }: { application: Application; handlers: CardHandlers }) {
  const intl = useIntl();
  const lang = useLang();
  const { number } = application;
  const titleId = `application-${application.id}-title`;
  const hidden = <span className={common.visuallyHidden}> {intl.formatMessage(messages.forApplication, { number })}</span>;

  // A granted group collection settles in a partial and a final billing (spec 02 §4.5): one
  // statement, where BG400 asks which; the partial one comes first.
  const collection = application.type === 'group' && application.subtype === 'group-collection';
  const label = (action: DashboardAction) => (action === 'statement' && collection ? messages.collectionStatement : LABEL[action]);
  const button = (action: DashboardAction, onClick: () => void, className = common.secondary) => (
    <li key={action}>
      <button type="button" className={className} onClick={onClick} disabled={handlers.busy}>
        {intl.formatMessage(label(action))}
        {hidden}
      </button>
    </li>
  );

  const render = (action: DashboardAction) => {
    switch (action) {
      case 'edit': {
        const href = routePath(WIZARD_ROUTE[application.type], { id: application.id }, lang);
        return (
          <li key={action}>
            <a
              href={href}
              className={common.primary}
              onClick={(event) => {
                if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                event.preventDefault();
                handlers.onNavigate(href);
              }}
            >
              {intl.formatMessage(LABEL.edit)}
              {hidden}
            </a>
          </li>
        );
      }
      case 'delete':
        return button(action, () => handlers.onDelete(application), common.danger);
      case 'annul':
        return button(action, () => handlers.onAnnul(application));
      case 'pdf':
        return button(action, () => handlers.onPdf(application));
      case 'statement':
      case 'final-statement':
        return button(action, () => handlers.onStatement(application), common.primary);
      case 'archive':
        return button(action, () => handlers.onArchive(application));
    }
  };

  const actions = actionsFor(application, DASHBOARD_ACTIONS);
  // The spreadsheet of groups uploaded with a collection (spec 02 §7.1).
  const listHref =
    collection && application.status !== 'preparing' && typeof application.groupCollectionListDocumentId === 'string'
      ? `/api/applications/${encodeURIComponent(application.id)}/group-collection-list-document`
      : null;
  return (
    <article className={styles.card} aria-labelledby={titleId} data-status={application.status}>
      <h3 id={titleId} className={styles.cardTitle}>
        {intl.formatMessage(messages.cardTitle, { number })}
      </h3>
      <dl className={styles.facts}>
        <div>
          <dt>{intl.formatMessage(messages.number)}</dt>
          <dd>{number}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(messages.type)}</dt>
          <dd>{typeLabel(intl, application)}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(messages.submittedAt)}</dt>
          <dd>{formatDate(application.submittedAt) ?? intl.formatMessage(messages.notSubmitted)}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(messages.issuer)}</dt>
          <dd>
            <EmailAddress address={application.issuer} />
          </dd>
        </div>
        <div>
          <dt>{intl.formatMessage(messages.status)}</dt>
          <dd>
            <span className={styles.status}>{statusLabel(intl, application.status)}</span>
          </dd>
        </div>
      </dl>
      {(actions.length > 0 || listHref) && (
        <ul className={styles.cardActions} aria-label={intl.formatMessage(messages.actionsLabel, { number })}>
          {actions.map(render)}
          {listHref && (
            <li key="collection-list">
              <a href={listHref} className={common.secondary} download>
                {intl.formatMessage(messages.collectionList)}
                {hidden}
              </a>
            </li>
          )}
        </ul>
      )}
    </article>
  );
}
