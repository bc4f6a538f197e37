import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../applications/repository';

/**
 * The audit trail (OWASP logging cheat sheet): who did what to which object, when. Written in
 * the same transaction as the action where there is one, so neither exists without the other.
 */
export async function audit(
  db: Queryable,
  actor: { applicantId: string; email: string },
  action: string,
  targetType: string,
  targetId: string,
  details: Record<string, unknown>,
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_id: actor.applicantId,
      actor_email: actor.email,
      action,
      target_type: targetType,
      target_id: targetId,
      details: JSON.stringify(details),
    })
    .execute();
}

const CHANGES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Every change made while impersonating is audited once, here, for all routes (ASVS V16):
 * the admin as actor, the applicant as target, the route, the path and the answer's status
 * (refused attempts too). Written before the answer leaves (onSend), so an answered request
 * is already in the log; a failing audit write is logged and does not turn the answer into an
 * error, since the action has happened by then.
 */
export function installImpersonationAudit(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const auth = request.auth;
    if (!auth?.impersonator || !CHANGES.has(request.method) || request.routeOptions.config?.auditsItself) return payload;
    try {
      await audit(app.services.db, { applicantId: auth.impersonator.id, email: auth.impersonator.email }, 'impersonation.request', 'applicant', auth.applicantId, {
        applicant: { id: auth.applicantId, email: auth.email },
        method: request.method,
        route: request.routeOptions.url ?? null,
        path: request.url.split('?')[0],
        status: reply.statusCode,
      });
    } catch (error) {
      request.log.error({ err: error }, 'audit of an impersonated request failed');
    }
    return payload;
  });
}
