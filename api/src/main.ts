import { buildApp } from './app';

/** Starts the API: `npm run start:api` (PORT, default 3000; HOST, default 127.0.0.1). */
async function main(): Promise<void> {
  const app = await buildApp();
  const port = Number(process.env.PORT || 3000);
  const host = process.env.HOST || '127.0.0.1';
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
  await app.listen({ port, host });
  // The CMS starts with the server, so its admin UI (which shares its database) can connect.
  await app.services.content.start();
  app.log.info('CMS content ready');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
