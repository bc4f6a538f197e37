import { useRef, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useCreateContactMutation, useGetApplicationsQuery, useGetContactsQuery, useSetContactActiveMutation, useUpdateContactMutation } from '@portal/shared-ui/account-data';
import type { Contact, SalutCode } from '@portal/shared-domain/api';
import { PageHeading } from '../common/PageHeading';
import { navigateToPath } from '@portal/shared-domain';
import { RouteLink, useSearchParams } from '@portal/shared-ui';
import { safeRedirect } from '../common/links';
import { LoadError, Loading, errorMessage } from '../common/QueryState';
import { commonMessages } from '../common/messages';
import common from '../common/common.module.css';
import { WIZARD_ROUTE } from '../dashboard/rules';
import { ContactForm } from './ContactForm';
import { contactMessages as messages } from './messages';
import styles from './Contacts.module.css';

const SALUTATION: Record<SalutCode, MessageDescriptor> = {
  male: messages.salutMale,
  female: messages.salutFemale,
  none: messages.salutNone,
  neutral: messages.salutNeutral,
};

type Notice = { tone: 'success' | 'error'; text: string } | null;

const nameOf = (contact: Pick<Contact, 'firstname' | 'lastname'>) => `${contact.firstname} ${contact.lastname}`.trim();

function ContactCard({
  contact,
  onEdit,
  onToggleActive,
  busy,
}: {
  contact: Contact;
  onEdit: () => void;
  onToggleActive: () => void;
  busy: boolean;
}) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const name = nameOf(contact);
  const titleId = `contact-${contact.id}-title`;
  const detailsId = `contact-${contact.id}-details`;
  const forContact = <span className={common.visuallyHidden}> {intl.formatMessage(messages.forContact, { name })}</span>;
  return (
    <article
      className={`${styles.card} ${contact.active ? '' : styles.cardInactive}`}
      aria-labelledby={titleId}
      data-active={contact.active}
    >
      <h2 id={titleId} tabIndex={-1} className={styles.cardTitle}>
        {name}
        {!contact.active && <span className={styles.badge}>{intl.formatMessage(messages.inactive)}</span>}
      </h2>
      {contact.organization && <p>{contact.organization}</p>}
      <div id={detailsId} hidden={!open}>
        {open && (
          <dl className={styles.details}>
            <div>
              <dt>{intl.formatMessage(messages.salutation)}</dt>
              <dd>{intl.formatMessage(SALUTATION[contact.salutCode] ?? messages.salutNone)}</dd>
            </div>
            <div>
              <dt>{intl.formatMessage(messages.address)}</dt>
              <dd>
                {contact.street} {contact.houseNumber}
                <br />
                {contact.zipCode} {contact.location}
              </dd>
            </div>
            <div>
              <dt>{intl.formatMessage(messages.phone)}</dt>
              <dd>{contact.phone}</dd>
            </div>
            <div>
              <dt>{intl.formatMessage(messages.email)}</dt>
              <dd>{contact.email}</dd>
            </div>
          </dl>
        )}
      </div>
      <div className={styles.cardActions}>
        <button
          type="button"
          className={common.secondary}
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen((value) => !value)}
        >
          {intl.formatMessage(open ? messages.hideDetails : messages.showDetails)}
          {forContact}
        </button>
        <button type="button" className={common.secondary} onClick={onEdit} disabled={busy}>
          {intl.formatMessage(messages.edit)}
          {forContact}
        </button>
        <button type="button" className={common.secondary} onClick={onToggleActive} disabled={busy}>
          {intl.formatMessage(contact.active ? messages.disable : messages.enable)}
          {forContact}
        </button>
      </div>
    </article>
  );
}

/** Contacts management (spec 00 §2.14): list, create, edit, enable or disable. */
export function ContactsPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const applicationId = params.get('application');
  const { data, isLoading, isError, error, refetch, isFetching } = useGetContactsQuery();
  const applications = useGetApplicationsQuery(undefined, { skip: !applicationId });
  const [createContact] = useCreateContactMutation();
  const [updateContact] = useUpdateContactMutation();
  const [setActive] = useSetContactActiveMutation();
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const createButton = useRef<HTMLButtonElement>(null);

  const announce = (next: Notice) => {
    setNotice(next);
    setTimeout(() => noticeRef.current?.focus(), 0);
  };
  const application = applicationId ? applications.data?.find((entry) => entry.id === applicationId) : undefined;
  // The wizard's contact step this page was opened from (same site, a path of this application).
  const returnPath = safeRedirect(params.get('return'));
  const backPath = application && returnPath?.split('/').includes(application.id) ? returnPath : undefined;
  const contacts = data ?? [];

  const toggleActive = async (contact: Contact) => {
    setBusyId(contact.id);
    try {
      await setActive({ id: contact.id, active: !contact.active }).unwrap();
      announce({
        tone: 'success',
        text: intl.formatMessage(contact.active ? messages.disabled : messages.enabled, { name: nameOf(contact) }),
      });
    } catch (cause) {
      announce({ tone: 'error', text: intl.formatMessage(commonMessages.actionFailed, { message: errorMessage(cause) ?? '' }) });
    } finally {
      setBusyId(null);
    }
  };

  return (
    <div className={common.page}>
      <PageHeading id="contacts-heading">{intl.formatMessage(messages.heading)}</PageHeading>
      <p className={common.lead}>{intl.formatMessage(messages.intro)}</p>

      <div ref={noticeRef} tabIndex={-1} aria-live="polite" className={styles.notice}>
        {notice && (
          <p className={notice.tone === 'error' ? common.error : common.success} role={notice.tone === 'error' ? 'alert' : undefined}>
            {notice.text}
          </p>
        )}
      </div>

      {editing === 'new' ? (
        <ContactForm
          formId="contact-new"
          onCancel={() => {
            setEditing(null);
            setTimeout(() => createButton.current?.focus(), 0);
          }}
          onSave={async (input) => {
            const created = await createContact(input).unwrap();
            setEditing(null);
            announce({ tone: 'success', text: intl.formatMessage(messages.created, { name: nameOf(created) }) });
          }}
        />
      ) : (
        <div className={common.actions}>
          <button ref={createButton} type="button" className={common.primary} onClick={() => setEditing('new')}>
            {intl.formatMessage(messages.create)}
          </button>
        </div>
      )}

      <div role="region" aria-label={intl.formatMessage(messages.listLabel)} aria-busy={isLoading || isFetching}>
        {isLoading ? (
          <Loading />
        ) : isError ? (
          <LoadError message={errorMessage(error)} onRetry={() => void refetch()} />
        ) : contacts.length === 0 ? (
          <p>{intl.formatMessage(messages.empty)}</p>
        ) : (
          <ul className={styles.list}>
            {contacts.map((contact) => (
              <li key={contact.id}>
                {editing === contact.id ? (
                  <ContactForm
                    formId={`contact-${contact.id}`}
                    contact={contact}
                    onCancel={() => {
                      setEditing(null);
                      setTimeout(() => document.getElementById(`contact-${contact.id}-title`)?.focus(), 0);
                    }}
                    onSave={async (input) => {
                      const saved = await updateContact({ id: contact.id, contact: input }).unwrap();
                      setEditing(null);
                      announce({ tone: 'success', text: intl.formatMessage(messages.updated, { name: nameOf(saved) }) });
                    }}
                  />
                ) : (
                  <ContactCard
                    contact={contact}
                    busy={busyId === contact.id}
                    onEdit={() => setEditing(contact.id)}
                    onToggleActive={() => void toggleActive(contact)}
                  />
                )}
              </li>
            ))}
          </ul>
        )}
      </div>

      <div className={styles.links}>
        {application &&
          (backPath ? (
            <a
              href={backPath}
              className={common.linkButton}
              onClick={(event) => {
                if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
                event.preventDefault();
                navigateToPath(backPath);
              }}
            >
              {intl.formatMessage(messages.backToApplication, { number: application.number })}
            </a>
          ) : (
            <RouteLink name={WIZARD_ROUTE[application.type]} params={{ id: application.id }} className={common.linkButton}>
              {intl.formatMessage(messages.backToApplication, { number: application.number })}
            </RouteLink>
          ))}
        <RouteLink name="gesuche-uebersicht" className={common.linkButton}>
          {intl.formatMessage(commonMessages.toOverview)}
        </RouteLink>
      </div>
    </div>
  );
}
