/**
 * The router hooks a remote's pages use. react-router is bundled into this entry (shared-ui's
 * core, a singleton) instead of being a shared module of its own: a shared module keeps every
 * export, so the whole package (30 KB gzip) reached every page; here webpack keeps only what the
 * portal uses. Its contexts must be one instance on the page, so no other module imports
 * react-router (lint enforces it; tests may).
 */
export { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
