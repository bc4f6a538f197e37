/**
 * The route table and language helpers without the browser-only parts of the package index,
 * for Node consumers (the e2e suite and the API server).
 */
export * from './routes';
export * from './languages';
