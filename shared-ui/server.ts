/**
 * Entry point @portal/shared-ui/server: for the remotes' server renderers (Node, bundled into
 * their dist/ssr/render.js). Never a Module Federation shared module: browsers never load it.
 */
export * from './src/server/render-remote';
export * from './src/server/flow-renderer';
