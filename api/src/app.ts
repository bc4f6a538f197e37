import Fastify, { type FastifyInstance } from 'fastify';
import type { FastifyRouteSchemaDef } from 'fastify/types/schema';
import swagger from '@fastify/swagger';
import multipart from '@fastify/multipart';
import { AjvCompiler, type ValidatorFactory } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { ServerFlow } from '@portal/shared-domain/server';
import { optionsFromEnv, productionProblems, type AppOptions } from './config';
import { openDatabase } from './db/database';
import { TokenService, loadSigningKey } from './auth/tokens';
import { LoginLinkLimits } from './auth/rate-limiter';
import { outboxMailer, smtpMailer } from './mail/mailer';
import { createStorage } from './uploads/storage';
import { FlowRegistry, registerFlow } from './flows/register-flow';
import { serverFlows } from './flows';
import { MAX_PARAM_LENGTH, frameworkErrors, installErrorHandling } from './http/errors';
import { installInputGuard } from './http/input-guard';
import { recoverInterruptedSubmissions } from './applications/submission';
import { installAuth } from './http/auth-hook';
import { addSharedSchemas } from './http/schemas';
import type { Services } from './http/context';
import { authRoutes } from './auth/routes';
import { CurrentUser } from './auth/current-user';
import { applicantRoutes } from './applicants/routes';
import { applicationRoutes } from './applications/routes';
import { statementRoutes } from './applications/statement-routes';
import { contactRoutes } from './contacts/routes';
import { uploadRoutes } from './uploads/routes';
import { groupCollectionRoutes } from './flows/group-collection';
import { adminRoutes } from './admin/routes';
import { installImpersonationAudit } from './admin/audit';
import { outboxRoutes } from './mail/outbox-routes';
import { imageRoutes } from './images/image-route';
import { ContentClient } from './content/content-client';
import { SavedApplications } from './applications/saved-applications';
import { ApplicationWrites } from './applications/application-writes';
import { contentRoutes } from './content/content-routes';
import { publicConfigRoutes } from './config-routes/public-config';
import { donationRoutes } from './donations/routes';
import { likeRoutes } from './likes/routes';
import { formRoutes } from './forms/routes';
import { newsletterRoutes } from './newsletter/routes';
import { seedDemoData } from './seed/demo';
import './http/context';

const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

export interface BuildOptions extends Partial<AppOptions> {
  /** The flows whose question endpoints are registered; default: the production registry. */
  flows?: ServerFlow[];
}

/** The demo content fills an empty CMS everywhere but in production (issue 11). */
export function seedsDemoContent(options: Pick<AppOptions, 'production' | 'demoMode'>): boolean {
  return !options.production || options.demoMode;
}

/**
 * Builds the API (Fastify instance, database opened and migrated, routes registered) without
 * listening: main.ts listens, tests use inject(), the OpenAPI generator reads the document.
 */
export async function buildApp(buildOptions: BuildOptions = {}): Promise<FastifyInstance> {
  const { flows = serverFlows, ...overrides } = buildOptions;
  const options: AppOptions = { ...optionsFromEnv(), ...overrides };
  const problems = options.production ? productionProblems(options) : [];
  if (problems.length > 0) throw new Error(`Refusing to start in production:\n- ${problems.join('\n- ')}`);

  // Bodies are validated strictly (no type coercion, unknown properties refused); query and
  // path parameters are strings on the wire and may be coerced.
  const ajvFactory = AjvCompiler();
  const serializerFactory = SerializerSelector();
  const app = Fastify({
    logger: options.logger ? { level: options.logLevel } : false,
    bodyLimit: options.bodyLimitBytes,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors,
    // A hop count trusts that many proxies next to the server (Fastify's types want a function).
    trustProxy: typeof options.trustProxy === 'number' ? trustHops(options.trustProxy) : options.trustProxy,
    ajv: { customOptions: { removeAdditional: false } },
    schemaController: {
      compilersFactory: {
        buildValidator: ((externalSchemas: Record<string, object>, ajvOptions: { plugins?: [] }) => {
          const body = ajvFactory(externalSchemas, {
            ...ajvOptions,
            customOptions: { removeAdditional: false, coerceTypes: false, useDefaults: true, allErrors: false, strictTypes: false },
          });
          const other = ajvFactory(externalSchemas, {
            ...ajvOptions,
            customOptions: { removeAdditional: false, coerceTypes: 'array', useDefaults: true, allErrors: false },
          });
          return (route: FastifyRouteSchemaDef<object>) =>
            route.httpPart === 'body' ? body(route as never) : other(route as never);
        }) as unknown as ValidatorFactory,
        // A route's response serializer is compiled on its first answer, not at start: compiling
        // all of them took 0.9 s of every start, and a test file answers a few routes.
        buildSerializer: (externalSchemas, serializerOptions) => {
          const build = serializerFactory(externalSchemas, serializerOptions);
          return (route) => {
            let serialize: ((data: unknown) => string) | undefined;
            return (data) => (serialize ??= build(route))(data);
          };
        },
      },
    },
  });

  const { db, engine } = await openDatabase({
    dataDir: options.dataDir,
    databaseUrl: options.databaseUrl,
    schema: options.databaseSchema,
    poolSize: options.databasePoolSize,
    queueLimit: options.databaseQueueLimit,
    onQuery: options.onQuery,
    onConnectionError: (error) => app.log.warn({ err: error }, 'an idle database connection failed; the pool opens another when needed'),
  });

  const services: Services = {
    db,
    engine,
    options,
    tokens: new TokenService(db, loadSigningKey(options.jwtSecret, options.dataDir), options.now),
    mailer: options.smtpUrl ? smtpMailer(options.smtpUrl, options.mailFrom) : outboxMailer(db, options.printMail),
    storage: createStorage(options),
    flows: new FlowRegistry(),
    limits: {
      loginLink: new LoginLinkLimits(options.rateLimit, () => options.now().getTime()),
    },
    content: new ContentClient({ dataDir: options.dataDir, databaseUrl: options.databaseUrl, seed: seedsDemoContent(options) }),
    savedApplications: new SavedApplications(),
    applicationWrites: new ApplicationWrites(db),
  };
  app.decorate('services', services);
  app.addHook('onClose', async () => {
    services.mailer.close();
    await services.content.close();
    await db.destroy();
  });

  // Rows an older version left in a transient status when it died mid-submission.
  const recovered = await recoverInterruptedSubmissions(db);
  if (recovered > 0) app.log.warn({ recovered }, 'interrupted submissions recovered');

  installErrorHandling(app);
  installInputGuard(app);
  addSharedSchemas(app);
  app.addSchema(CurrentUser);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Stiftung Gesuchsportal API',
        version: '1.0.0',
        description: 'Answers wrap content in `data`; errors are `{message, errors?}` (German by default, fr/it by accept-language).',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => String(json.$id ?? `def-${i}`) },
  });
  await app.register(multipart, {
    limits: { fileSize: options.uploadLimitBytes, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
  });
  installAuth(app);
  installImpersonationAudit(app);

  await app.register(
    async (api) => {
      api.get(
        '/openapi.json',
        { config: { auth: 'public' }, schema: { hide: true } },
        async () => app.swagger(),
      );
      await api.register(authRoutes);
      await api.register(applicantRoutes);
      await api.register(applicationRoutes);
      await api.register(statementRoutes);
      await api.register(contactRoutes);
      await api.register(uploadRoutes);
      await api.register(groupCollectionRoutes);
      await api.register(adminRoutes);
      await api.register(contentRoutes);
      await api.register(publicConfigRoutes);
      await api.register(donationRoutes);
      await api.register(likeRoutes);
      await api.register(formRoutes);
      await api.register(newsletterRoutes);
      if (options.demoMode) await api.register(outboxRoutes);
    },
    { prefix: '/api' },
  );
  // CMS images are served at {host}/img/... (spec 00 §7.4), beside the API rather than in it.
  await app.register(imageRoutes);
  for (const flow of flows) registerFlow(app, flow);

  app.addHook('onReady', async () => {
    if (options.seedDemo) await seedDemoData(app);
  });
  return app;
}
