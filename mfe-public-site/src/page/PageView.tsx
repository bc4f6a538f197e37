import { pageBackground, type ContentPage } from '@portal/shared-domain';
import { Blocks } from '../blocks/Blocks';
import { Breadcrumbs } from './Breadcrumbs';
import { HeroImage } from './images';
import { JournalMeta } from './JournalMeta';
import { RichText } from './RichText';
import { usePageHead } from './use-page-head';
import styles from './Page.module.css';

/** A CMS page or journal entry: breadcrumbs, hero (title, intro, image), text, then its blocks in order. */
export function PageView({ page }: { page: ContentPage }) {
  usePageHead(page);
  const journal = page.collection === 'journal';
  return (
    <div className={styles.page} data-background={pageBackground(page)} data-blueprint={page.blueprint}>
      <Breadcrumbs page={page} />
      <article aria-labelledby="page-title">
        <header className={page.image ? `${styles.hero} ${styles.heroWithImage}` : styles.hero}>
          <div className={styles.heroText}>
            <h1 id="page-title" className={styles.title}>
              {page.page_title?.trim() || page.title}
            </h1>
            {journal && <JournalMeta page={page} />}
            {page.intro_text && <p className={styles.intro}>{page.intro_text}</p>}
          </div>
          {page.image && (
            <div className={styles.heroImage}>
              <HeroImage image={page.image} />
            </div>
          )}
        </header>
        {page.text && <RichText html={page.text} className={styles.text} />}
        <Blocks blocks={page.items} />
      </article>
    </div>
  );
}
