import { useIntl, type IntlShape } from 'react-intl';
import { documentDownloadUrl, type DocumentItem, type DocumentsBlock as DocumentsBlockData } from '@portal/shared-domain';
import { messages } from '../messages';
import { BlockSection } from './BlockSection';
import styles from './blocks.module.css';

/** The file type as people know it: the file's extension ('PDF', 'DOCX'), else the media subtype. */
export function fileType(document: Pick<DocumentItem, 'filename' | 'mime_type'>): string {
  const extension = /\.([a-z0-9]{1,5})$/i.exec(document.filename)?.[1];
  return (extension ?? document.mime_type.split('/')[1] ?? '').toUpperCase();
}

/** Bytes as '820 KB' or '1.2 MB' in the page's language (1 KB = 1024 bytes). */
export function fileSize(bytes: number, intl: IntlShape): string {
  const kilobytes = bytes / 1024;
  if (kilobytes < 1024) return intl.formatMessage(messages.fileKilobytes, { size: intl.formatNumber(Math.max(1, Math.round(kilobytes))) });
  return intl.formatMessage(messages.fileMegabytes, { size: intl.formatNumber(kilobytes / 1024, { maximumFractionDigits: 1 }) });
}

/** Documents to download (spec 00 §2.9): each link opens /api/documents/{path}/download. */
export function DocumentsBlock({ block }: { block: DocumentsBlockData }) {
  const intl = useIntl();
  return (
    <BlockSection id={block.id} title={block.title}>
      <ul className={styles.documents}>
        {block.documents.map((document) => (
          <li key={document.url}>
            <a className={styles.document} href={documentDownloadUrl(document.url)} download>
              <span className={styles.documentTitle}>{document.title}</span>
              <span className={styles.documentMeta}>
                <span className="visually-hidden">{intl.formatMessage(messages.download)}: </span>
                {fileType(document)}, {fileSize(document.filesize, intl)}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
