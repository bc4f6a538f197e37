import type { Person } from '@portal/shared-domain';
import { PortraitImage } from '../page/images';
import { ContactDetails } from './ContactDetails';
import styles from './blocks.module.css';

/** A person of a persons or team block: portrait, name, role, text and how to reach them. */
export function PersonCard({ person, heading: Heading }: { person: Person; heading: 'h2' | 'h3' }) {
  return (
    <li className={styles.person}>
      {person.image && <PortraitImage image={person.image} className={styles.portrait} />}
      <div>
        <Heading className={styles.personName}>{person.name}</Heading>
        {person.role && <p className={styles.personRole}>{person.role}</p>}
        {person.text && <p>{person.text}</p>}
        <ContactDetails email={person.email} phone={person.phone} />
      </div>
    </li>
  );
}
