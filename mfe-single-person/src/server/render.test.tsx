/** @jest-environment node */
import { pageRequest, renderPage, SSR_API_VERSION } from './render';

describe("the single-person remote's server renderer", () => {
  test('renders its quick check only: never a wizard (signed in) nor another remote’s page', () => {
    expect(SSR_API_VERSION).toBe(1);
    expect(pageRequest('/gesuche/kurzcheck/einzelperson')).toEqual({ lang: 'de', apiPath: null, cacheable: true });
    expect(pageRequest('/it/gesuche/kurzcheck/einzelperson?x=1')).toMatchObject({ lang: 'it' });
    expect(pageRequest('/gesuche/einzelperson/12/qualifikation/geburtsdatum')).toBeNull();
    expect(pageRequest('/gesuche/kurzcheck/gruppe')).toBeNull();
    expect(pageRequest('/')).toBeNull();
  });

  test('the HTML carries the heading, the sanitized introduction and the first question in the URL’s language, and marks its path', async () => {
    const page = await renderPage({ url: '/fr/gesuche/kurzcheck/einzelperson' });
    expect(page).toMatchObject({ status: 200, lang: 'fr' });
    expect(page!.body).toMatch(/<h1 tabindex="-1"[^>]*>Vérification rapide pour les personnes individuelles<\/h1>/);
    expect(page!.body).toMatch(/<p>Répondez à quatre questions courtes\./);
    expect(page!.body).toContain('Question 1 sur 4');
    expect(page!.body).toMatch(/<input id="CE100-finances" type="checkbox"/);
    // One question until it is answered.
    expect(page!.body.match(/<li /g)).toHaveLength(1);
    expect(page!.data).toBe('<script type="application/json" id="mfe-single-person-ssr">{"path":"/fr/gesuche/kurzcheck/einzelperson"}</script>');
    expect(await renderPage({ url: '/gesuche/uebersicht' })).toBeNull();
  });
});
