import { useIntl } from 'react-intl';
import type { Question, WizardRecords } from '@portal/shared-domain/wizard-core';
import { RouteLink } from '@portal/shared-ui';
import { wizardMessages } from './messages';
import styles from './Wizard.module.css';

/**
 * On a contact step of any wizard: the way to the contacts management (spec 00 §2.14), which links
 * back to this very step (`?application={id}&return={path}`).
 */
export function ContactsLink({ question, records }: { question: Question; records: WizardRecords }) {
  const intl = useIntl();
  const id = records.application.id;
  if (id === null || id === undefined || !question.fields.some((field) => field.kind === 'contact')) return null;
  const query = `?application=${encodeURIComponent(String(id))}&return=${encodeURIComponent(window.location.pathname)}`;
  return (
    <p className={styles.widgetHint}>
      {intl.formatMessage(wizardMessages.manageContacts, {
        link: (chunks) => (
          <RouteLink key="contacts" name="gesuche-kontakte" query={query} className={styles.link}>
            {chunks}
          </RouteLink>
        ),
      })}
    </p>
  );
}
