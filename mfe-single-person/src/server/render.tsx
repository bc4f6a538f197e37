/**
 * The remote's server renderer (dist/ssr/render.js, tools/webpack/server-config.js): its quick
 * check is rendered into the HTML by the portal's server (tools/ssr) and hydrated by the client.
 */
import '@portal/shared-ui/src/styles/tokens.css';
import '@portal/shared-ui/src/styles/base.css';
import { flowRenderer } from '@portal/shared-ui/server';
import { definition } from '../lifecycles';
import { pages } from '../pages';
import { routeNamesUnder } from '../route-names';

export const { SSR_API_VERSION, pageRequest, renderPage } = flowRenderer(definition, pages, routeNamesUnder('/gesuche/kurzcheck/einzelperson'));
