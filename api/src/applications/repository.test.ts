import { applicationJson, statementJson, type AppRow } from './repository';
import type { ContactRow, StatementRow } from '../db/schema';

const created = new Date('2026-03-01T08:00:00.000Z');

const row = (data: Record<string, unknown>) =>
  ({
    id: 'a1',
    number: '2026-000001',
    applicant_id: 'p1',
    type: 'single-person',
    subtype: null,
    status: 'preparing',
    data,
    created_at: created,
    updated_at: created,
    submitted_at: null,
    granted_amount: '1200.50',
    issuer: 'anna@example.org',
  }) as unknown as AppRow;

const statement = (data: Record<string, unknown>) =>
  ({ application_id: 'a1', data, created_at: created, updated_at: created, submitted_at: null, partial_submitted_at: null }) as unknown as StatementRow;

const contact = { id: 'c1', salut_code: 1, firstname: 'Eva', lastname: 'Muster', hidden: false } as unknown as ContactRow;

describe('applicationJson', () => {
  it('gives the stored answers beside the server fields, and the server fields win', () => {
    // Stored answers come from JSON text: an old row may name a server field or an Object method.
    const answers = JSON.parse('{"motivation":"Ferien","status":"approved","issuer":"x@example.org","constructor":"kept","toString":"kept too"}');
    const json = applicationJson(row(answers), { individual: contact });
    expect(json).toMatchObject({
      id: 'a1',
      status: 'preparing',
      issuer: 'anna@example.org',
      grantedAmount: 1200.5,
      createdAt: '2026-03-01T08:00:00.000Z',
      submittedAt: null,
      contact: { id: 'c1', firstname: 'Eva' },
      representation: null,
      motivation: 'Ferien',
    });
    expect(Object.hasOwn(json, 'constructor') && json.constructor).toBe('kept');
    expect(Object.hasOwn(json, 'toString') && json.toString).toBe('kept too');
    // The row's answers are not changed (a kept application's answers are frozen).
    expect(answers.status).toBe('approved');
  });

  it('never takes a stored "__proto__" key as the prototype', () => {
    const json = applicationJson(row(JSON.parse('{"__proto__":{"status":"approved","polluted":true},"motivation":"Ferien"}')), {});
    expect(Object.getPrototypeOf(json)).toBe(Object.prototype);
    expect(Object.hasOwn(json, '__proto__')).toBe(false);
    expect((json as Record<string, unknown>).polluted).toBeUndefined();
    expect(json.motivation).toBe('Ferien');
  });

  it('includes the statement', () => {
    const json = applicationJson(row({}), { paymentRecipient: contact }, statement(JSON.parse('{"costs":"300","submittedAt":"yesterday"}')));
    expect(json.statement).toEqual({
      costs: '300',
      createdAt: '2026-03-01T08:00:00.000Z',
      submittedAt: null,
      partialSubmittedAt: null,
      paymentRecipient: expect.objectContaining({ id: 'c1' }),
    });
  });
});

describe('statementJson', () => {
  it("gives the statement's answers beside its own fields, which win", () => {
    const json = statementJson(statement(JSON.parse('{"costs":"300","createdAt":"2020-01-01","paymentRecipient":{"id":"x"}}')), {});
    expect(json).toEqual({ costs: '300', createdAt: '2026-03-01T08:00:00.000Z', submittedAt: null, partialSubmittedAt: null, paymentRecipient: null });
  });

  it('works without stored answers', () => {
    expect(statementJson(statement(null as unknown as Record<string, unknown>), {})).toEqual({
      createdAt: '2026-03-01T08:00:00.000Z',
      submittedAt: null,
      partialSubmittedAt: null,
      paymentRecipient: null,
    });
  });
});
