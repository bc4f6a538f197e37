import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { currentLang } from '@portal/shared-domain';
import { createRemoteLifecycles, hydrateServerMarkup, serverMarkupId } from './create-remote';

const messages = defineMessages({ hello: { id: 'test.hello', defaultMessage: 'Guten Tag' } });

function Hello() {
  const intl = useIntl();
  return <h1>{intl.formatMessage(messages.hello)}</h1>;
}

function Broken(): never {
  throw new Error('boom');
}

const props = (domElement: HTMLElement, name: string) => ({ name, domElement, singleSpa: {}, mountParcel: jest.fn() });

describe('remote lifecycles', () => {
  beforeEach(() => {
    document.body.innerHTML = '<link rel="stylesheet" data-mfe="mfe-group" href="/1.css"><div id="area"></div>';
    currentLang.set('de');
  });

  test('mounts inside its area, re-renders on a language switch without remounting, unmounts and disables its styles', async () => {
    const load = jest.fn().mockResolvedValue({ 'test.hello': 'Bonjour' });
    const lifecycles = createRemoteLifecycles({ name: 'mfe-group', App: Hello, loadMessages: load });
    const area = document.getElementById('area') as HTMLElement;
    await lifecycles.bootstrap(props(area, 'mfe-group'));
    await lifecycles.mount(props(area, 'mfe-group'));
    expect(await screen.findByRole('heading', { name: 'Guten Tag' })).toBeInTheDocument();
    const heading = screen.getByRole('heading');

    act(() => currentLang.set('fr'));
    expect(await screen.findByRole('heading', { name: 'Bonjour' })).toBe(heading);
    expect(load).toHaveBeenCalledWith('fr');

    const sheet = document.querySelector('link[data-mfe="mfe-group"]') as HTMLLinkElement;
    expect(sheet.disabled).toBe(false);
    await lifecycles.unmount(props(area, 'mfe-group'));
    expect(area).toBeEmptyDOMElement();
    expect(sheet.disabled).toBe(true);
  });

  test("an unmount switches off the remote's own styles only; shared-ui's stay on for the next remote", async () => {
    document.head.innerHTML =
      '<link rel="stylesheet" data-shared-ui="mfe-dashboard-admin" href="/shared-ui-styles.1a2b3c4d.css"><link rel="stylesheet" data-mfe="mfe-dashboard-admin" href="/1.css"><link rel="stylesheet" data-mfe="mfe-single-person" href="/2.css">';
    const [kit, dashboardOwn, wizardOwn] = Array.from(document.head.querySelectorAll('link'));
    // jsdom keeps `disabled` as a plain property: start from the browser's state (kit on, wizard off).
    kit.disabled = false;
    wizardOwn.disabled = true;
    const area = document.getElementById('area') as HTMLElement;
    const dashboard = createRemoteLifecycles({ name: 'mfe-dashboard-admin', App: Hello, loadMessages: jest.fn() });
    const wizard = createRemoteLifecycles({ name: 'mfe-single-person', App: Hello, loadMessages: jest.fn() });
    await dashboard.bootstrap(props(area, 'mfe-dashboard-admin'));
    await dashboard.mount(props(area, 'mfe-dashboard-admin'));
    await dashboard.unmount(props(area, 'mfe-dashboard-admin'));
    expect([kit.disabled, dashboardOwn.disabled]).toEqual([false, true]);

    await wizard.bootstrap(props(area, 'mfe-single-person'));
    await wizard.mount(props(area, 'mfe-single-person'));
    expect([kit.disabled, dashboardOwn.disabled, wizardOwn.disabled]).toEqual([false, true, false]);
    await wizard.unmount(props(area, 'mfe-single-person'));
    expect([kit.disabled, wizardOwn.disabled]).toEqual([false, true]);
  });

  test('a French page waits for its catalog instead of flashing German', async () => {
    currentLang.set('fr');
    let deliver: (messages: Record<string, string>) => void = () => undefined;
    const load = jest.fn(() => new Promise<Record<string, string>>((resolve) => (deliver = resolve)));
    const lifecycles = createRemoteLifecycles({ name: 'mfe-group', App: Hello, loadMessages: load });
    const area = document.getElementById('area') as HTMLElement;
    await lifecycles.bootstrap(props(area, 'mfe-group'));
    await lifecycles.mount(props(area, 'mfe-group'));
    await waitFor(() => expect(load).toHaveBeenCalledWith('fr'));
    expect(screen.queryByText('Guten Tag')).not.toBeInTheDocument();
    act(() => deliver({ 'test.hello': 'Bonjour' }));
    expect(await screen.findByRole('heading', { name: 'Bonjour' })).toBeInTheDocument();
    await lifecycles.unmount(props(area, 'mfe-group'));
  });

  test('a crash shows the error page inside the remote area only', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const lifecycles = createRemoteLifecycles({ name: 'mfe-project', App: Broken, loadMessages: jest.fn() });
    const area = document.getElementById('area') as HTMLElement;
    await lifecycles.bootstrap(props(area, 'mfe-project'));
    await lifecycles.mount(props(area, 'mfe-project'));
    await waitFor(() => expect(area).toHaveTextContent('Es ist ein Fehler aufgetreten'));
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
  });

  test('shows its release label when built with one', async () => {
    const lifecycles = createRemoteLifecycles({ name: 'mfe-group', App: Hello, loadMessages: jest.fn(), buildLabel: 'Version 2' });
    const area = document.getElementById('area') as HTMLElement;
    await lifecycles.bootstrap(props(area, 'mfe-group'));
    await lifecycles.mount(props(area, 'mfe-group'));
    expect(await screen.findByText('Version 2')).toHaveAttribute('data-build-label', 'mfe-group');
  });
  test('hydrates server HTML with the primed App and the catalog loaded first; other server HTML gives way', async () => {
    currentLang.set('fr');
    const area = document.getElementById('area') as HTMLElement;
    area.innerHTML = '<h1>Bonjour</h1>';
    const serverHeading = area.firstElementChild;
    document.head.insertAdjacentHTML('beforeend', '<link rel="stylesheet" data-ssr-styles="mfe-group" href="x.css"><style data-ssr-styles="mfe-group">h1{}</style>');
    const load = jest.fn().mockResolvedValue({ 'test.hello': 'Bonjour' });
    const error = jest.spyOn(console, 'error');
    error.mockClear();
    const lifecycles = createRemoteLifecycles({ name: 'mfe-group', App: Broken, loadMessages: load, hydration: async () => Hello });
    await lifecycles.bootstrap(props(area, 'mfe-group'));
    await lifecycles.mount(props(area, 'mfe-group'));
    expect(screen.getByRole('heading', { name: 'Bonjour' })).toBe(serverHeading);
    // (Earlier tests' roots that were never unmounted may log about their own catalogs.)
    expect(error.mock.calls.flat().map(String).join('\n')).not.toMatch(/hydrat|did not match|recoverable/i);
    await lifecycles.unmount(props(area, 'mfe-group'));
    expect(document.querySelector('[data-ssr-styles]')).toBeNull();

    // HTML for another page (hydration says no): rendered anew, the server's node is gone.
    currentLang.set('de');
    area.innerHTML = '<h1>Alt</h1>';
    const other = createRemoteLifecycles({ name: 'mfe-group', App: Hello, loadMessages: load, hydration: async () => undefined });
    await other.bootstrap(props(area, 'mfe-group'));
    await other.mount(props(area, 'mfe-group'));
    expect(await screen.findByRole('heading', { name: 'Guten Tag' })).toBeInTheDocument();
    expect(screen.queryByText('Alt')).not.toBeInTheDocument();
    await other.unmount(props(area, 'mfe-group'));
    error.mockRestore();
  });

  test("a quick check's server HTML is hydrated only at the path its renderer marked, and the mark is read once", async () => {
    const mark = (path: string) =>
      document.body.insertAdjacentHTML('beforeend', `<script type="application/json" id="${serverMarkupId('mfe-group')}">${JSON.stringify({ path })}</script>`);
    const hydration = hydrateServerMarkup('mfe-group', Hello, {});
    const area = document.getElementById('area') as HTMLElement;
    window.history.replaceState(null, '', '/gesuche/kurzcheck/gruppe');
    mark('/gesuche/kurzcheck/gruppe');
    expect(await hydration(area)).toBe(Hello);
    expect(document.getElementById('mfe-group-ssr')).toBeNull();
    // Read once: a later mount renders anew.
    expect(await hydration(area)).toBeUndefined();
    // HTML rendered for another path (e.g. the visitor moved on before the remote loaded).
    mark('/fr/gesuche/kurzcheck/gruppe');
    expect(await hydration(area)).toBeUndefined();
    window.history.replaceState(null, '', '/');
  });

  test('a box ticked, a name typed and a canton chosen in the server HTML before its code arrived reach the page once hydrated', async () => {
    function Form() {
      const [ticked, setTicked] = useState(false);
      const [name, setName] = useState('');
      const [canton, setCanton] = useState('');
      return (
        <form>
          <input type="checkbox" aria-label="Ja" checked={ticked} onChange={(event) => setTicked(event.target.checked)} />
          <input aria-label="Name" value={name} onChange={(event) => setName(event.target.value)} />
          <select aria-label="Kanton" value={canton} onChange={(event) => setCanton(event.target.value)}>
            <option value="">Bitte wählen</option>
            <option value="BE">Bern</option>
            <option value="ZH">Zürich</option>
          </select>
          <p>{`${ticked ? 'gewählt' : 'offen'}:${name}:${canton}`}</p>
        </form>
      );
    }
    const area = document.getElementById('area') as HTMLElement;
    area.innerHTML =
      '<form><input type="checkbox" aria-label="Ja"/><input aria-label="Name" value=""/>' +
      '<select aria-label="Kanton"><option value="" selected="">Bitte wählen</option><option value="BE">Bern</option><option value="ZH">Zürich</option></select>' +
      '<p>offen::</p></form>';
    // The visitor, before any script: the browser alone ticks the box, takes the text and the choice.
    (screen.getByRole('checkbox', { name: 'Ja' }) as HTMLInputElement).click();
    (screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value = 'Mia';
    (screen.getByRole('combobox', { name: 'Kanton' }) as HTMLSelectElement).value = 'ZH';
    const lifecycles = createRemoteLifecycles({ name: 'mfe-group', App: Form, loadMessages: jest.fn(), hydration: async () => Form });
    await lifecycles.bootstrap(props(area, 'mfe-group'));
    await lifecycles.mount(props(area, 'mfe-group'));
    expect(await screen.findByText('gewählt:Mia:ZH')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Ja' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Mia');
    expect(screen.getByRole('combobox', { name: 'Kanton' })).toHaveValue('ZH');
    await lifecycles.unmount(props(area, 'mfe-group'));
  });
});
