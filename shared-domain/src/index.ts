/** @portal/shared-domain: logic shared by the shell, the remotes and the API server (no React UI). */
export * from './brand';
export * from './languages';
export * from './cookies';
export * from './store';
export * from './loading-bar';
export * from './language-state';
export * from './session';
export * from './api-client';
export * from './routes';
export * from './navigation';
export * from './session-actions';
export * from './content/types';
export * from './content/images';
export * from './content/page-rules';
export * from './content/site-content';
