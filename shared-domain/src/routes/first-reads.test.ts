/** @jest-environment jsdom */
import { SIGNED_IN_ATTRIBUTE } from '../signed-in-hint';
import { currentLang } from '../language-state';
import { startFirstReads } from './first-reads';

describe("the page's first reads at the shell's boot", () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset().mockReturnValue(new Promise(() => undefined));
    global.fetch = fetchMock;
    currentLang.set('de');
    document.documentElement.removeAttribute(SIGNED_IN_ATTRIBUTE);
  });

  const asked = () => fetchMock.mock.calls.map(([url]) => url);

  test('a visitor remembered as signed in: a wizard asks for its application, the dashboard for its list', () => {
    document.documentElement.setAttribute(SIGNED_IN_ATTRIBUTE, '');
    startFirstReads('/gesuche/einzelperson/7f3a/qualifikation/geburtsdatum');
    startFirstReads('/it/gesuche/projekte-abrechnung/9c1d');
    startFirstReads('/gesuche/uebersicht');
    expect(asked()).toEqual(['/api/applications/7f3a', '/api/applications/9c1d', '/api/applications']);
  });

  test('pages without a first read (public, quick check, new application) and anonymous visitors ask for nothing', () => {
    document.documentElement.setAttribute(SIGNED_IN_ATTRIBUTE, '');
    for (const path of ['/', '/spenden', '/gesuche/kurzcheck/gruppe', '/gesuche/gruppe', '/gesuche/kontakte']) startFirstReads(path);
    document.documentElement.removeAttribute(SIGNED_IN_ATTRIBUTE);
    startFirstReads('/gesuche/uebersicht');
    expect(asked()).toEqual([]);
  });
});
