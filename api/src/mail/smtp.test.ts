import { SMTPServer, type SMTPServerAddress } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import { smtpMailer } from './mailer';
import { startTestApp, bearer, json, type TestApp } from '../test-support/harness';

/**
 * The SMTP mailer against a real SMTP server (issue 10, item 13): smtp-server, started in this
 * process on the loopback interface, receives what nodemailer sends; mailparser reads it back.
 */
interface Received {
  from: string | undefined;
  recipients: string[];
  mail: ParsedMail;
}

let server: SMTPServer;
let port: number;
const received: Received[] = [];
/** Recipients the server refuses (a mailbox that does not exist). */
const refused = new Set<string>();

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address: SMTPServerAddress, _session, callback) {
      if (refused.has(address.address)) return callback(Object.assign(new Error('No such user'), { responseCode: 550 }));
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
            recipients: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            mail,
          });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as { port: number }).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const addressOf = (value: ParsedMail['to']) => (Array.isArray(value) ? value : value ? [value] : []).flatMap((group) => group.value.map((entry) => entry.address));

describe('SMTP mailer against an SMTP server', () => {
  it('delivers a mail with sender, recipient, subject and text', async () => {
    const mailer = smtpMailer(`smtp://127.0.0.1:${port}`, 'Stiftung Gesuchsportal <noreply@example.org>');
    try {
      expect(mailer.kind).toBe('smtp');
      await mailer.send({ to: 'direct@example.org', subject: 'Grüezi – Prüfung', text: 'Zeile 1\nhttps://portal.example.org/x?y=1&z=ä\n', links: [] });
      const got = received.find((entry) => entry.recipients.includes('direct@example.org'));
      expect(got).toBeDefined();
      expect(got!.from).toBe('noreply@example.org');
      expect(got!.mail.from?.value[0]).toMatchObject({ address: 'noreply@example.org', name: 'Stiftung Gesuchsportal' });
      expect(addressOf(got!.mail.to)).toEqual(['direct@example.org']);
      expect(got!.mail.subject).toBe('Grüezi – Prüfung');
      expect(got!.mail.text).toBe('Zeile 1\nhttps://portal.example.org/x?y=1&z=ä\n');
    } finally {
      mailer.close();
    }
  });

  it('fails when the server refuses the recipient', async () => {
    refused.add('nobody@example.org');
    const mailer = smtpMailer(`smtp://127.0.0.1:${port}`, 'noreply@example.org');
    try {
      await expect(mailer.send({ to: 'nobody@example.org', subject: 'x', text: 'x', links: [] })).rejects.toMatchObject({ responseCode: 550 });
    } finally {
      mailer.close();
    }
  });

  describe('through the API (SMTP_URL configured)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({
        smtpUrl: `smtp://127.0.0.1:${port}`,
        mailFrom: 'Stiftung Gesuchsportal <portal@stiftung.example.org>',
        publicUrl: 'https://portal.stiftung.example.org',
      });
    });
    afterAll(() => t.close());

    it('sends the sign-in link by SMTP, and the link signs the applicant in', async () => {
      expect(t.app.services.mailer.kind).toBe('smtp');
      const email = 'smtp-applicant@example.org';
      const sent = await t.app.inject({ method: 'POST', url: '/api/auth/login-link', payload: { email, lang: 'de', redirect: '/de/dashboard' } });
      expect(sent.statusCode).toBe(202);

      const got = received.filter((entry) => entry.recipients.includes(email));
      expect(got).toHaveLength(1);
      const { mail, from } = got[0];
      expect(from).toBe('portal@stiftung.example.org');
      expect(addressOf(mail.to)).toEqual([email]);
      expect(mail.subject).toBe('Ihr Anmeldelink zum Gesuchsportal');
      const links = mail.text?.match(/https:\/\/\S+/g) ?? [];
      expect(links).toHaveLength(1);
      const link = new URL(links[0] ?? '');
      expect(link.origin).toBe('https://portal.stiftung.example.org');
      // German links have no language prefix (fr: /fr/login/..., it: /it/login/...).
      expect(link.pathname).toMatch(/^\/login\/[A-Za-z0-9_-]{40,}$/);
      expect(link.searchParams.get('redirect')).toBe('/de/dashboard');
      // Nothing went to the development outbox.
      expect(await t.app.services.db.selectFrom('outbox').selectAll().execute()).toEqual([]);

      const code = link.pathname.split('/login/')[1];
      const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'x-requested-with': 'portal' }, payload: { code } });
      expect(login.statusCode).toBe(200);
      // The session comes as the portal_session cookie (or, in older versions, in the body).
      const token =
        login.cookies.find((cookie) => cookie.name === 'portal_session')?.value ?? json<{ data?: { token?: string } }>(login).data?.token;
      const me = await t.app.inject({ method: 'GET', url: '/api/applicants/me', headers: bearer(token) });
      expect(me.statusCode).toBe(200);
      expect(json<{ data: { email: string } }>(me).data.email).toBe(email);
    });
  });
});
