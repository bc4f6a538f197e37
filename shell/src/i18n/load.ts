import type { MessageLoader } from '@portal/shared-ui';

export const loadShellMessages: MessageLoader = (lang) => import(`./compiled/${lang}.json`);
