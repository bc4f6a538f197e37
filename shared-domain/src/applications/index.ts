/** Applications: the status model shared by the API, the dashboard and the wizards. */
export * from './status-model';
