import type { TeamBlock as TeamBlockData } from '@portal/shared-domain';
import { RichText } from '../page/RichText';
import { BlockSection, itemHeading } from './BlockSection';
import { PersonCard } from './PersonCard';
import styles from './blocks.module.css';

/** The team: an introduction and its members. */
export function TeamBlock({ block }: { block: TeamBlockData }) {
  return (
    <BlockSection id={block.id} title={block.title}>
      {block.text && <RichText html={block.text} />}
      <ul className={`${styles.people} ${styles.team}`}>
        {block.members.map((member) => (
          <PersonCard key={member.name} person={member} heading={itemHeading(block.title)} />
        ))}
      </ul>
    </BlockSection>
  );
}
