import type { AppOptions } from '../config';
import type { Db } from '../db/database';
import type { AuthContext, TokenService } from '../auth/tokens';
import type { LoginLinkLimits } from '../auth/rate-limiter';
import type { Mailer } from '../mail/mailer';
import type { FileStorage } from '../uploads/storage';
import type { FlowRegistry } from '../flows/register-flow';
import type { ContentClient } from '../content/content-client';
import type { SavedApplications } from '../applications/saved-applications';
import type { ApplicationWrites } from '../applications/application-writes';

/** The shared services every route plugin reaches through `app.services`. */
export interface Services {
  db: Db;
  engine: 'pglite' | 'postgres';
  options: AppOptions;
  tokens: TokenService;
  mailer: Mailer;
  storage: FileStorage;
  flows: FlowRegistry;
  limits: { loginLink: LoginLinkLimits };
  /** The CMS's content (Payload in a worker thread, started on first use). */
  content: ContentClient;
  /** Where the next answer save of an application starts (API performance). */
  savedApplications: SavedApplications;
  /** Conditional answer writes, several saves' in one statement (API performance). */
  applicationWrites: ApplicationWrites;
}

/** public: no token needed; optional: a token is read when valid; user: signed in; admin: isAdmin. */
export type AuthLevel = 'public' | 'optional' | 'user' | 'admin';

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    auth?: AuthLevel;
    /** The route signs in (sets the session cookie): it needs the CSRF header like a cookie change. */
    setsSession?: boolean;
    /** The route writes its own audit entry for impersonated calls (no generic entry). */
    auditsItself?: boolean;
  }
}
