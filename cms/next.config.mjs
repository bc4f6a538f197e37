import { withPayload } from '@payloadcms/next/withPayload';

/** The CMS admin (Payload under /cms), served behind the portal server (tools/serve-portal.mjs). */
export default withPayload(
  {
    transpilePackages: ['@portal/shared-domain'],
    eslint: { ignoreDuringBuilds: true },
    // Types are checked by the typecheck target (tsc), once for the whole workspace.
    typescript: { ignoreBuildErrors: true },
    poweredByHeader: false,
  },
  { devBundleServerPackages: false },
);
