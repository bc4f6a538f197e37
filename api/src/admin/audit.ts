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
