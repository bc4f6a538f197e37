import { previewToken } from '@portal/cms/src/preview';
import { verifyEditorToken } from '@portal/cms/src/auth/editor-token';
import { cmsSecret } from '@portal/cms/src/secret';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type {
  ContentPage,
  FormField,
  GlobalLinks,
  JournalsMeta,
  JournalTag,
  JournalTeaser,
  NavigationPage,
  Podcast,
  PodcastsBlock,
  Rubric,
  SubmissionFormBlock,
} from '@portal/shared-domain/server';
import { applicantByEmail } from '../auth/login-links';
import { cmsRows } from '../test-support/cms';
import { VERSION_MAX_AGE_MS } from './content-cache';
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

  it('answers a published page with an ETag, and 304 while the browser\'s copy is current', async () => {
    const first = await get<ContentPage>('/api/pages/spenden');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const revalidate = (lang: string, tag: string) =>
      t.app.inject({ method: 'GET', url: '/api/pages/spenden', headers: { 'accept-language': lang, 'if-none-match': tag } });
    const current = await revalidate('de', etag);
    expect(current.statusCode).toBe(304);
    expect(current.body).toBe('');
    expect(current.headers).toMatchObject({ 'cache-control': 'no-cache', etag });
    // Another language is another answer; a stale tag gets the page.
    const french = await revalidate('fr', etag);
    expect(french.statusCode).toBe(200);
    expect(french.headers.etag).not.toBe(etag);
    expect((await revalidate('de', '"stale"')).statusCode).toBe(200);
    const navigation = await get('/api/navigation');
    expect(navigation.headers.etag).toMatch(/^"/);
    expect((await t.app.inject({ method: 'GET', url: '/api/navigation', headers: { 'if-none-match': String(navigation.headers.etag) } })).statusCode).toBe(304);
  });

  it('shows what an editor publishes within 100 ms, though the page was cached', async () => {
    const before = await get<ContentPage>('/api/pages/kontakt');
    expect(before.body.title).not.toBe('Neu veröffentlicht');
    expect((await get<ContentPage>('/api/pages/kontakt')).headers.etag).toBe(before.headers.etag);
    // What Payload writes when the admin UI (another process) publishes a new title.
    const databaseUrl = await t.app.services.content.start();
    await cmsRows(
      databaseUrl,
      `update cms.pages_locales set title = 'Neu veröffentlicht' where _locale = 'de' and _parent_id = (select id from cms.pages where url = '/kontakt')`,
    );
    await cmsRows(databaseUrl, `update cms.pages set updated_at = now() where url = '/kontakt'`);
    // The content version is trusted for 100 ms (content-cache.ts).
    await new Promise((resolve) => setTimeout(resolve, VERSION_MAX_AGE_MS + 20));
    const after = await get<ContentPage>('/api/pages/kontakt');
    expect(after.body.title).toBe('Neu veröffentlicht');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const stale = await t.app.inject({ method: 'GET', url: '/api/pages/kontakt', headers: { 'if-none-match': String(before.headers.etag) } });
    expect(stale.statusCode).toBe(200);
  });

  it("serves an editor's rich text sanitized, in the serialization the site rewrites links in", async () => {
    const databaseUrl = await t.app.services.content.start();
    const text = (value: string) => ({ type: 'text', version: 1, text: value, format: 0, style: '', mode: 'normal', detail: 0 });
    const link = (url: string, label: string) => ({ type: 'link', version: 3, fields: { linkType: 'custom', url, newTab: false }, children: [text(label)] });
    const lexical = { root: { type: 'root', version: 1, children: [{ type: 'paragraph', version: 1, children: [text('Siehe <b>'), link('/kontakt', 'Kontakt'), link('/a?x="><b>', 'seltsam'), link('javascript:alert(1)', 'nie')] }] } };
    await cmsRows(
      databaseUrl,
      `update cms.pages_locales set text = $1::jsonb where _locale = 'de' and _parent_id = (select id from cms.pages where url = '/impressum')`,
      [JSON.stringify(lexical)],
    );
    await cmsRows(databaseUrl, `update cms.pages set updated_at = now() where url = '/impressum'`);
    await new Promise((resolve) => setTimeout(resolve, VERSION_MAX_AGE_MS + 20));
    // Text escaped, script URLs gone, attribute values as the sanitizer writes them (Payload's own
    // converter writes `&gt;` there): mfe-public-site/src/page/RichText.tsx reads hrefs as text.
    expect((await get<ContentPage>('/api/pages/impressum')).body.text).toBe(
      '<p>Siehe &lt;b&gt;<a href="/kontakt">Kontakt</a><a href="/a?x=&quot;><b>">seltsam</a><a href="#">nie</a></p>',
    );
  });

  it('never caches a preview: no ETag, and the published page afterwards is no preview', async () => {
    const token = previewToken('/ueber-uns', cmsSecret(t.dataDir));
    expect((await get<ContentPage>('/api/pages/ueber-uns')).body.isPreview).toBe(false);
    const preview = await get<ContentPage>(`/api/pages/ueber-uns?preview=${token}`);
    expect(preview.body.isPreview).toBe(true);
    expect(preview.headers.etag).toBeUndefined();
    const published = await get<ContentPage>('/api/pages/ueber-uns');
    expect(published.body.isPreview).toBe(false);
    expect(published.headers['cache-control']).toBe('no-cache');
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
    const asUser = await t.app.inject({
      method: 'GET',
      url: '/api/cms/sign-in',
      headers: bearer(await tokens.issue({ id: user.id, email: 'applicant@example.org' })),
    });
    expect(asUser.statusCode).toBe(403);
    const asAdmin = await t.app.inject({
      method: 'GET',
      url: '/api/cms/sign-in',
      headers: bearer(await tokens.issue({ id: admin.id, email: 'editor@example.org' })),
    });
    expect(asAdmin.statusCode).toBe(302);
    expect(asAdmin.headers.location).toBe('/cms');
    const cookie = String(asAdmin.headers['set-cookie']);
    expect(cookie).toMatch(/^cms_session=[^;]+; Path=\/cms; Max-Age=28800; HttpOnly; SameSite=Lax$/);
    expect(verifyEditorToken(cookie.split(';')[0].split('=')[1], cmsSecret(t.dataDir))).toBe('editor@example.org');
  });
});

describe('content API: journal search, podcasts, forms (issue 15)', () => {
  const list = async (url: string, lang = 'de') => {
    const response = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': lang } });
    return { status: response.statusCode, body: json<{ data: JournalTeaser[]; meta: JournalsMeta }>(response) };
  };

  it("searches the journal in the visitor's language (title, intro and text), pages through it and gives each entry its id", async () => {
    const french = await list('/api/journals?q=tapis%20plage', 'fr');
    expect(french.status).toBe(200);
    expect(french.body.data.map((entry) => entry.url)).toEqual(['/journal/erste-ferien-am-meer']);
    expect(french.body.meta).toEqual({ total: 1, page: 1, last_page: 1 });
    expect(french.body.data[0].id).toMatch(/^\d+$/);
    // The same words in German find nothing: the search reads the visitor's language only.
    expect((await list('/api/journals?q=tapis%20plage', 'de')).body).toEqual({ data: [], meta: { total: 0, page: 1, last_page: 1 } });
    expect((await list('/api/journals?q=ROLLSTUHL')).body.data.length).toBeGreaterThan(0);
    expect((await list('/api/journals?q=%25')).body.meta.total).toBe((await list('/api/journals')).body.meta.total);
    expect((await list(`/api/journals?q=${'a'.repeat(101)}`)).status).toBe(400);

    const first = await list('/api/journals?per_page=3&page=1');
    const second = await list('/api/journals?per_page=3&page=2');
    expect(first.body.meta).toMatchObject({ page: 1, last_page: Math.ceil(first.body.meta.total / 3) });
    expect(second.body.meta.page).toBe(2);
    expect(second.body.data.map((entry) => entry.id)).not.toContain(first.body.data[0].id);
    const searchedAndTagged = await list('/api/journals?q=Rita&tags[]=inklusion&rubrics[]=geschichten', 'it');
    expect(searchedAndTagged.body.data.map((entry) => entry.url)).toContain('/journal/erste-ferien-am-meer');
  });

  it('caches a list without a search like a page (ETag, 304, a publish shows within 100 ms); a search is read anew', async () => {
    const url = '/api/journals?per_page=2';
    const first = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'de' } });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const { data: before, meta } = json<{ data: JournalTeaser[]; meta: JournalsMeta }>(first);
    expect(meta).toMatchObject({ page: 1 });
    const revalidate = (lang: string) => t.app.inject({ method: 'GET', url, headers: { 'accept-language': lang, 'if-none-match': etag } });
    expect((await revalidate('de')).statusCode).toBe(304);
    expect((await revalidate('fr')).statusCode).toBe(200);
    // The same list asked with its rubrics in another order is the same answer.
    const rubrics = (order: string) => t.app.inject({ method: 'GET', url: `/api/journals?${order}`, headers: { 'accept-language': 'de' } });
    expect((await rubrics('rubrics[]=stiftung&rubrics[]=geschichten')).headers.etag).toBe((await rubrics('rubrics[]=geschichten&rubrics[]=stiftung')).headers.etag);
    const search = await t.app.inject({ method: 'GET', url: '/api/journals?q=Rita', headers: { 'accept-language': 'de' } });
    expect(search.statusCode).toBe(200);
    expect(search.headers.etag).toBeUndefined();

    // What Payload writes when the admin UI (another process) publishes a new title of the newest entry.
    const databaseUrl = await t.app.services.content.start();
    const entry = `(select id from cms.journals where id = ${Number(before[0].id)})`;
    await cmsRows(databaseUrl, `update cms.journals_locales set title = 'Neu im Journal veröffentlicht' where _locale = 'de' and _parent_id = ${entry}`);
    await cmsRows(databaseUrl, `update cms.journals set updated_at = now() where id = ${entry}`);
    try {
      await new Promise((resolve) => setTimeout(resolve, VERSION_MAX_AGE_MS + 20));
      const after = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'de', 'if-none-match': etag } });
      expect(after.statusCode).toBe(200);
      expect(json<{ data: JournalTeaser[] }>(after).data[0].title).toBe('Neu im Journal veröffentlicht');
    } finally {
      await cmsRows(databaseUrl, `update cms.journals_locales set title = '${before[0].title.replace(/'/g, "''")}' where _locale = 'de' and _parent_id = ${entry}`);
      await cmsRows(databaseUrl, `update cms.journals set updated_at = now() where id = ${entry}`);
    }
  });

  it('lists the most used tags with their counts and the rubrics, per language', async () => {
    const tags = await get<JournalTag[]>('/api/journals/tags?limit=3', 'fr');
    expect(tags.status).toBe(200);
    expect(tags.body).toHaveLength(3);
    expect(tags.body.map((tag) => tag.count)).toEqual([...tags.body.map((tag) => tag.count)].sort((a, b) => b - a));
    const all = await list('/api/journals?per_page=50');
    const counted = all.body.data.filter((entry) => entry.tags.some((tag) => tag.slug === tags.body[0].slug)).length;
    expect(tags.body[0].count).toBe(counted);
    expect((await get<JournalTag[]>('/api/journals/tags')).body.find((tag) => tag.slug === 'ferien')?.title).toBe('Ferien');
    expect((await get<JournalTag[]>('/api/journals/tags', 'fr')).body.find((tag) => tag.slug === 'ferien')?.title).toBe('Vacances');
    const rubrics = await get<Rubric[]>('/api/journals/rubrics', 'it');
    expect(rubrics.body.map((rubric) => rubric.slug).sort()).toEqual(['geschichten', 'stiftung']);
    expect(rubrics.body.find((rubric) => rubric.slug === 'geschichten')?.title).toBe('Storie');
  });

  it('serves the podcasts with their tracks, on the podcasts page too, and streams the audio with ranges', async () => {
    const { body } = await get<Podcast[]>('/api/podcasts', 'fr');
    expect(body).toHaveLength(1);
    expect(body[0]).toMatchObject({ slug: 'ferienstimmen', title: 'Voix de vacances' });
    expect(body[0].description).toMatch(/^<p/);
    expect(body[0].tracks.map((track) => track.date)).toEqual(['2026-06-02', '2026-05-12', '2026-04-20']);
    const track = body[0].tracks[0];
    expect(track).toMatchObject({ title: 'Carillon du matin', audio_url: '/api/audio/glockenspiel.wav', duration: 12, podcast_title: 'Voix de vacances' });
    expect(track.id).toMatch(/^\d+$/);
    expect(track.image?.url).toMatch(/^media\//);

    const page = await get<ContentPage>('/api/pages/podcasts');
    const block = page.body.items.find((item) => item.type === 'podcasts') as PodcastsBlock;
    expect(block.podcasts[0].tracks).toHaveLength(3);

    const whole = await t.app.inject({ method: 'GET', url: track.audio_url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toMatch(/^audio\/(x-)?wav/);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(whole.rawPayload.subarray(0, 4).toString()).toBe('RIFF');
    const size = whole.rawPayload.length;
    const part = await t.app.inject({ method: 'GET', url: track.audio_url, headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${size}`);
    expect(part.rawPayload.equals(whole.rawPayload.subarray(100, 200))).toBe(true);
    const tail = await t.app.inject({ method: 'GET', url: track.audio_url, headers: { range: 'bytes=-10' } });
    expect(tail.headers['content-range']).toBe(`bytes ${size - 10}-${size - 1}/${size}`);
    const beyond = await t.app.inject({ method: 'GET', url: track.audio_url, headers: { range: `bytes=${size}-` } });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${size}`);
    expect((await t.app.inject({ method: 'GET', url: '/api/audio/unbekannt.wav' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/audio/..%2Fdb' })).statusCode).toBe(404);
  });

  it('serves form definitions in the spec 00 §3.12 shape per language, and the blocks that use them', async () => {
    const contact = await get<FormField[]>('/api/forms/kontakt', 'fr');
    expect(contact.status).toBe(200);
    const salutation = contact.body.find((field) => field.handle === 'anrede')!;
    expect(salutation.field).toMatchObject({
      type: 'select',
      display: 'Civilité',
      validate: ['required'],
      width: 50,
      options: { frau: 'Madame', herr: 'Monsieur' },
    });
    expect(contact.body.find((field) => field.handle === 'email')!.field).toMatchObject({ validate: ['required', 'email'], input_type: 'email' });
    expect(contact.body.find((field) => field.handle === 'nachricht')!.field).toMatchObject({
      type: 'textarea',
      max: 1000,
      validate: ['required', 'max:1000'],
    });
    expect(contact.body.some((field) => field.handle.includes('separator') && field.field.type === 'readonly_text')).toBe(true);
    const boxes = await get<FormField[]>('/api/forms/sammelkaesseli');
    expect(boxes.body.find((field) => field.import === 'auswahl_sammelkaesseli')?.handle).toBe('auswahl_sammelkaesseli');
    const event = await get<FormField[]>('/api/forms/anlass_anmeldung', 'it');
    expect(event.body.find((field) => field.handle === 'anzahl_gaeste')!.field).toMatchObject({
      type: 'radio',
      default: '1',
      options: { 1: expect.any(String), 2: expect.any(String) },
    });
    expect(event.body.map((field) => field.handle)).toEqual(expect.arrayContaining(['vorname_begleitung', 'nachname_begleitung']));
    const story = await get<FormField[]>('/api/forms/spendengeschichte');
    expect(story.body.find((field) => field.field.type === 'assets')!.field.max_files).toBe(1);
    expect((await get('/api/forms/gibt_es_nicht')).status).toBe(404);
    expect((await get('/api/forms/Kontakt')).status).toBe(404);

    const page = await get<ContentPage>('/api/pages/kontakt', 'it');
    const block = page.body.items.find((item) => item.type === 'submission_form') as SubmissionFormBlock;
    expect(block.content).toMatchObject({ title: 'Ci scriva', submition_form: { handle: 'kontakt', honeypot: 'fax_number' }, button_text: null });
    expect(page.body.id).toMatch(/^\d+$/);
  });

  it('seeds the donation, campaign and newsletter blocks and the page flags', async () => {
    const donate = await get<ContentPage>('/api/pages/spenden');
    expect(donate.body.show_donation_bar).toBe(false);
    expect(donate.body.items).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'donation_form', variant: 'donate', campaign: null })]));
    for (const [pagePath, variant] of [
      ['spende-schenken', 'gift'],
      ['gedenkspende', 'memorial'],
      ['goennerschaft', 'patronage'],
    ]) {
      expect((await get<ContentPage>(`/api/pages/${pagePath}`, 'fr')).body.items[0]).toMatchObject({ type: 'donation_form', variant });
    }
    const company = await get<ContentPage>('/api/pages/weihnachtsaktion-2023/firmen');
    expect(company.body.items.map((item) => item.type)).toEqual(['christmas_campaign', 'donation_form', 'donor_list']);
    expect(company.body.items[0]).toMatchObject({ variant: 'company' });
    expect(company.body.items[2]).toMatchObject({ campaign: 'weihnachtsaktion-2023' });
    const home = await get<ContentPage>('/api/pages');
    expect(home.body.items.at(-1)).toMatchObject({ type: 'newsletter', title: 'Newsletter' });
    const journal = await get<ContentPage>('/api/pages/journal');
    expect(journal.body).toMatchObject({ show_donation_bar: true, show_newsletter_popup: true });
    expect(journal.body.items.map((item) => item.type)).toContain('journal_search');
    const entry = await get<ContentPage>('/api/pages/journal/erste-ferien-am-meer');
    expect(entry.body.show_donation_bar).toBe(true);
  });
});

describe("the forms' write side (content client → CMS)", () => {
  const hash = (token: string) => createHash('sha256').update(token).digest('base64url');

  it('gives the form definition with title, honeypot and recipients, and the collection boxes per language or all', async () => {
    const { content } = t.app.services;
    const definition = await content.formDefinition('anlass_anmeldung', 'fr');
    expect(definition).toMatchObject({ handle: 'anlass_anmeldung', title: 'Inscription à la fête d’été', honeypot: 'fax_number', recipients: [] });
    expect(definition!.fields.length).toBeGreaterThan(4);
    expect(await content.formDefinition('unbekannt')).toBeNull();
    expect(await content.cashBoxNames('de')).toEqual(['Sammelbox Grün', 'Sammelbox Orange', 'Sammelbox Blau']);
    expect(await content.cashBoxNames()).toEqual(expect.arrayContaining(['Sammelbox Blau', 'Tirelire bleue', 'Salvadanaio blu']));
  });

  it('stores a submission with its image in the CMS', async () => {
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
    const id = await t.app.services.content.storeSubmission(
      'spendengeschichte',
      { vorname: 'Anna', nachname: 'Muster', email: 'anna@example.org', geschichte: 'Weil Ferien wichtig sind.', einverstanden: ['ja'] },
      [{ filename: '../Mein Föteli.png', mimeType: 'image/png', buffer: png }],
      'it',
    );
    expect(id).toMatch(/^\d+$/);
    expect(existsSync(path.join(t.dataDir, 'cms', 'submissions', 'Mein-Foteli.png'))).toBe(true);
    await expect(t.app.services.content.storeSubmission('unbekannt', {}, [], 'de')).rejects.toThrow();
  });

  it('confirms a newsletter sign-up once, within its time, and renews the link when the address signs up again', async () => {
    const { content } = t.app.services;
    const signup = { email: 'Leser@Example.org', gender: 'f' as const, firstname: 'Lea', lastname: 'Leser', lang: 'fr' as const };
    await content.createNewsletterSignup({ ...signup, tokenHash: hash('first-token-0123456789') });
    await content.createNewsletterSignup({ ...signup, firstname: 'Léa', tokenHash: hash('second-token-0123456789') });
    expect(await content.confirmNewsletterSignup(hash('first-token-0123456789'))).toBe(false);
    expect(await content.confirmNewsletterSignup(hash('second-token-0123456789'), new Date(Date.now() + 60_000).toISOString())).toBe(false);
    expect(await content.confirmNewsletterSignup(hash('second-token-0123456789'))).toBe(true);
    expect(await content.confirmNewsletterSignup(hash('second-token-0123456789'))).toBe(false);
    expect(await content.confirmNewsletterSignup('short')).toBe(false);
  });

  it('knows which journal entries and tracks exist (likes)', async () => {
    const { content } = t.app.services;
    const [entry] = (await list()).data;
    const [podcast] = (await get<Podcast[]>('/api/podcasts')).body;
    expect(await content.exists('journal', entry.id)).toBe(true);
    expect(await content.exists('track', podcast.tracks[0].id)).toBe(true);
    expect(await content.exists('track', '999999')).toBe(false);
    expect(await content.exists('journal', '1; drop')).toBe(false);
  });

  const list = async () => json<{ data: JournalTeaser[] }>(await t.app.inject({ method: 'GET', url: '/api/journals' }));
});
