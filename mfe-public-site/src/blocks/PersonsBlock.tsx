import type { PersonsBlock as PersonsBlockData } from '@portal/shared-domain';
import { BlockSection, itemHeading } from './BlockSection';
import { PersonCard } from './PersonCard';
import styles from './blocks.module.css';

/** Contact persons (for example on the contact page). */
export function PersonsBlock({ block }: { block: PersonsBlockData }) {
  return (
    <BlockSection id={block.id} title={block.title}>
      <ul className={styles.people}>
        {block.persons.map((person) => (
          <PersonCard key={person.name} person={person} heading={itemHeading(block.title)} />
        ))}
      </ul>
    </BlockSection>
  );
}
