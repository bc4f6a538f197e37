import { useIntl } from 'react-intl';
import { telHref } from '@portal/shared-domain';
import { messages } from '../messages';
import styles from './blocks.module.css';

/** E-mail (mailto:), phone (tel:) and hours as a description list; what is not given is left out. */
export function ContactDetails({ email, phone, hours }: { email?: string | null; phone?: string | null; hours?: string | null }) {
  const intl = useIntl();
  const rows = [
    email && { label: messages.email, value: <a href={`mailto:${email}`}>{email}</a> },
    phone && { label: messages.phone, value: <a href={telHref(phone)}>{phone}</a> },
    hours && { label: messages.hours, value: hours },
  ].filter((row) => !!row);
  if (rows.length === 0) return null;
  return (
    <dl className={styles.contactList}>
      {rows.map((row) => (
        <div key={row.label.id}>
          <dt>{intl.formatMessage(row.label)}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
