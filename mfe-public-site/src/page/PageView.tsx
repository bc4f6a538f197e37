import { useEffect, useRef } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { pageBackground, type ContentPage } from '@portal/shared-domain';
import { Blocks } from '../blocks/Blocks';
import { LikeButton } from '../likes/LikeButton';
import { usePageHeading } from '../journal/rubric-heading';
import { ShareLinks } from '../journal/ShareLinks';
import { DonationBar } from '../donation-bar/DonationBar';
import { NewsletterPopup } from '../newsletter/NewsletterPopup';
import { Breadcrumbs } from './Breadcrumbs';
import { FirstImageProvider, HeroImage } from './images';
import { JournalMeta } from './JournalMeta';
import { RichText } from './RichText';
import { usePageHead } from './use-page-head';
import styles from './Page.module.css';


/** Whether a page was shown before in this page load: every later one was reached by a link. */
let shownBefore = false;

/**
 * After a navigation inside the site, focus (and with it the view) moves to the new page's
 * heading, so screen readers announce the new page; on the first page load focus stays at the
 * top of the document.
 */
function useFocusAfterNavigation() {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (shownBefore) heading.current?.focus();
    shownBefore = true;
  }, []);
  return heading;
}

const messages = defineMessages({
  preview: {
    id: 'public-site.page.preview',
    defaultMessage: 'Vorschau: Diese Fassung ist noch nicht veröffentlicht.',
  },
});

/** A CMS page or journal entry: breadcrumbs, hero (title, intro, image), text, then its blocks in order. */
export function PageView({ page }: { page: ContentPage }) {
  const { heading: title, rubricPage } = usePageHeading(page);
  usePageHead(page, rubricPage ? title : undefined);
  const heading = useFocusAfterNavigation();
  const intl = useIntl();
  const journal = page.collection === 'journal';
  return (
    <div className={styles.page} data-background={pageBackground(page)} data-blueprint={page.blueprint}>
      {/* An editor's draft (valid preview token): never mistaken for the published page. */}
      {page.isPreview && (
        <p className={styles.previewNote} role="note">
          {intl.formatMessage(messages.preview)}
        </p>
      )}
      <Breadcrumbs page={page} />
      <FirstImageProvider taken={Boolean(page.image)}>
        <article aria-labelledby="page-title">
          <header className={styles.hero}>
            <div className={styles.heroText}>
              <h1 id="page-title" ref={heading} tabIndex={-1} className={styles.title}>
                {title}
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
          {/* Likes count on published journal entries (a draft in preview has no button: the server does not know it). */}
          {journal && <LikeButton kind="journal" id={page.id} className={styles.likes} />}
          <Blocks blocks={page.items} />
          {journal && <ShareLinks title={page.page_title?.trim() || page.title} path={page.url} />}
        </article>
      </FirstImageProvider>
      <DonationBar page={page} />
      {page.show_newsletter_popup && !page.isPreview && (
        <NewsletterPopup page={page} />
      )}
    </div>
  );
}
