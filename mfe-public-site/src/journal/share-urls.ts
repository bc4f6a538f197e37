/** The share targets, in the order they are offered. */
export const SHARE_TARGETS = ['email', 'whatsapp', 'facebook', 'linkedin', 'x'] as const;
export type ShareTarget = (typeof SHARE_TARGETS)[number];

const enc = encodeURIComponent;

/**
 * Plain share links (no third-party script, nothing loaded before the visitor clicks): each
 * service's public share address with the entry's absolute URL (and its title where the service
 * takes one). `emailBody` is the mail's text with the URL in it.
 */
export function shareUrl(target: ShareTarget, { url, title, emailBody }: { url: string; title: string; emailBody: string }): string {
  switch (target) {
    case 'email':
      return `mailto:?subject=${enc(title)}&body=${enc(emailBody)}`;
    case 'whatsapp':
      return `https://wa.me/?text=${enc(`${title} ${url}`)}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${enc(url)}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${enc(url)}`;
    case 'x':
      return `https://x.com/intent/post?url=${enc(url)}&text=${enc(title)}`;
  }
}
