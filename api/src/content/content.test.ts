import { previewToken } from '@portal/cms/src/preview';
import { verifyEditorToken } from '@portal/cms/src/auth/editor-token';
import { cmsSecret } from '@portal/cms/src/secret';
import type { ContentPage, GlobalLinks, JournalTeaser, NavigationPage } from '@portal/shared-domain/server';
import { applicantByEmail } from '../auth/login-links';
import { startTestApp, bearer, json, type TestApp } from '../test-support/harness';

/**
 * The content API (spec 00 §7.4) read from Payload (its worker, with the demo content seeded on
 * first start), on PGlite or, with DATABASE_URL, on PostgreSQL in the schema `cms`.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await t.app.services.content.start();
}, 120_000);
afterAll(() => t.close());

const get = async <T>(url: string, lang = 'de') => {
  const response = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': lang } });
  // Error answers are read only for their status here.
  const body = (response.statusCode === 200 ? json<{ data: T }>(response).data : json(response)) as T;
  return { status: response.statusCode, headers: response.headers, body };
};

describe('content API', () => {
  it('serves the navigation tree per language, with pages, portal paths and external links', async () => {
    const { status, body } = await get<NavigationPage[]>('/api/navigation', 'fr');
    expect(status).toBe(200);
    const apply = body.find((item) => item.url === '/gesuche')!;
    expect(apply).toMatchObject({ title: 'Demandes', isPage: true });
    expect(apply.children.map((child) => child.url)).toContain('/gesuche/kurzcheck/gruppe');
    const about = body.find((item) => item.url === '/ueber-uns')!;
    expect(about.children.some((child) => child.externalLink === 'https://zewo.ch' && child.url === null)).toBe(true);
  });

  it('serves the global links, cookie banner and collection boxes, and 404 for another global', async () => {
    const links = await get<GlobalLinks>('/api/globals/links', 'it');
    expect(links.body).toMatchObject({ donate_now_url: '/spenden', donate_bar_iban: 'CH93 0076 2011 6238 5295 7' });
    expect(links.body.footer_links.some((link) => link.link_url === null)).toBe(true);
    const cookies = await get<{ text: string; close_label: string }>('/api/globals/cookies', 'fr');
    expect(cookies.body.close_label).toMatch(/^J.ai compris$/);
    expect(cookies.body.text).toMatch(/^<p/);
    const boxes = await get<{ cash_boxes: { name: string; image: { url: string } }[] }>('/api/globals/cash_box');
    expect(boxes.body.cash_boxes).toHaveLength(3);
    expect(boxes.body.cash_boxes[0].image.url).toMatch(/^media\/.+\.jpg$/);
    expect((await get('/api/globals/users')).status).toBe(404);
  });

  it('serves pages by path in each language: home, a nested page with its parent, lists always lists', async () => {
    const home = await get<ContentPage>('/api/pages');
    expect(home.status).toBe(200);
    expect(home.headers['cache-control']).toBe('no-cache');
    expect(home.body).toMatchObject({ url: '/', blueprint: 'landingpage', isPreview: false, parent: null, rubrics: [], tags: [], collection: null });
    expect(home.body.items.map((item) => item.type)).toContain('link_cards');
    const board = await get<ContentPage>('/api/pages/ueber-uns/team/stiftungsrat', 'fr');
    expect(board.body).toMatchObject({ url: '/ueber-uns/team/stiftungsrat', parent: { url: '/ueber-uns/team' } });
    const apply = await get<ContentPage>('/api/pages/gesuche', 'it');
    expect(apply.body.title).toBe('Presentare una richiesta');
    expect(apply.body.items.map((item) => item.type)).toEqual(expect.arrayContaining(['link_cards', 'text', 'support', 'documents']));
    expect((await get('/api/pages/gibt-es-nicht')).status).toBe(404);
    expect((await get('/api/pages/Gesuche')).status).toBe(404);
  });

  it('serves a journal entry with the journal page as parent, and journal lists filtered by rubric and tag', async () => {
    const all = await get<JournalTeaser[]>('/api/journals?per_page=20');
    expect(all.body.length).toBeGreaterThanOrEqual(8);
    expect(all.body.map((entry) => entry.date)).toEqual([...all.body.map((entry) => entry.date)].sort().reverse());
    const foundation = await get<JournalTeaser[]>('/api/journals?per_page=2&rubrics[]=stiftung');
    expect(foundation.body).toHaveLength(2);
    for (const entry of foundation.body) expect(entry.rubrics.map((rubric) => rubric.slug)).toContain('stiftung');
    const tagged = await get<JournalTeaser[]>('/api/journals?per_page=20&tags[]=projekte');
    expect(tagged.body.length).toBeGreaterThan(0);
    for (const entry of tagged.body) expect(entry.tags.map((tag) => tag.slug)).toContain('projekte');
    expect((await get('/api/journals?per_page=500')).status).toBe(400);

    const entry = await get<ContentPage>(`/api${all.body[0].url.replace(/^/, '/pages')}`, 'fr');
    expect(entry.body).toMatchObject({ collection: 'journal', parent: { url: '/journal' }, url: all.body[0].url });
    expect(entry.body.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('shows a page in preview only with a valid preview token for that path, never cached', async () => {
    const secret = cmsSecret(t.dataDir);
    const refused = await get('/api/pages/kontakt?preview=true');
    expect(refused.status).toBe(403);
    expect((await get(`/api/pages/kontakt?preview=${previewToken('/spenden', secret)}`)).status).toBe(403);
    const shown = await get<ContentPage>(`/api/pages/kontakt?preview=${previewToken('/kontakt', secret)}`);
    expect(shown.status).toBe(200);
    expect(shown.body.isPreview).toBe(true);
    expect(shown.headers['cache-control']).toBe('private, no-store');
  });

  it('downloads documents by file name and refuses other names', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/documents/merkblatt-gruppen.pdf/download' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="merkblatt-gruppen.pdf"');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await t.app.inject({ method: 'GET', url: '/api/documents/unbekannt.pdf/download' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/documents/..%2Fsecret/download' })).statusCode).toBe(404);
  });

  it('serves the seeded images through the image route', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/img/media/strand.jpg?w=400&h=400&fit=crop-45-80' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
  });

  it('lets a portal admin into the CMS with a signed editor cookie; others are sent to sign in or refused', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/cms/sign-in' })).headers.location).toBe('/login');
    const db = t.app.services.db;
    const admin = await applicantByEmail(db, 'editor@example.org');
    await db.updateTable('applicants').set({ is_admin: true }).where('id', '=', admin.id).execute();
    const user = await applicantByEmail(db, 'applicant@example.org');
    const { tokens } = t.app.services;
    const asUser = await t.app.inject({ method: 'GET', url: '/api/cms/sign-in', headers: bearer(await tokens.issue({ id: user.id, email: 'applicant@example.org' })) });
    expect(asUser.statusCode).toBe(403);
    const asAdmin = await t.app.inject({ method: 'GET', url: '/api/cms/sign-in', headers: bearer(await tokens.issue({ id: admin.id, email: 'editor@example.org' })) });
    expect(asAdmin.statusCode).toBe(302);
    expect(asAdmin.headers.location).toBe('/cms');
    const cookie = String(asAdmin.headers['set-cookie']);
    expect(cookie).toMatch(/^cms_session=[^;]+; Path=\/cms; Max-Age=28800; HttpOnly; SameSite=Lax$/);
    expect(verifyEditorToken(cookie.split(';')[0].split('=')[1], cmsSecret(t.dataDir))).toBe('editor@example.org');
  });
});
