import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import { currentLang, matchRoute, type Lang } from '@portal/shared-domain';
import type { Flow } from '@portal/shared-domain/wizard-core';
import { preloadPage, type PreloadablePage } from '../app/RemoteRoutes';
import { flowPages } from './flow-pages';

// Records when the flow runner and the data layer are evaluated, i.e. when their download ended;
// the form kit's entry is never imported by itself (the runner brings it, a quick check does not use it).
const evaluated: string[] = [];
jest.mock('@portal/shared-ui/flow', () => {
  evaluated.push('flow');
  // Shows the flow it is given and the one it was mounted with (state that a remount would lose).
  function FlowPage({ flow }: { flow: Flow }) {
    const [mountedWith] = useState(flow.id);
    return <p>{`${flow.id}, mounted with ${mountedWith}`}</p>;
  }
  return { FlowPage };
});
jest.mock('@portal/shared-ui/form', () => {
  evaluated.push('form');
  return {};
});
jest.mock('@portal/shared-ui/data', () => {
  evaluated.push('data');
  return {};
});

/** A flow definition's download that ends when the test says so. */
function pendingFlow(type: Flow['type']) {
  let arrive: () => void = () => undefined;
  const load = jest.fn(() => new Promise<Flow>((resolve) => (arrive = () => resolve({ type } as Flow))));
  return { load, arrive: () => arrive() };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  evaluated.length = 0;
  jest.resetModules();
});

describe('flowPages', () => {
  it("starts a wizard's flow runner and data layer with its flow definition, not after it", async () => {
    const { load, arrive } = pendingFlow('wizard');
    const page = flowPages(['gesuche-einzelperson-id-qualifikation-geburtsdatum'], load, 'wizard')['gesuche-einzelperson-id-qualifikation-geburtsdatum'] as PreloadablePage;
    const loaded = page.preload?.();
    await settle();
    // The flow definition is still on its way: the runner and the data layer are already here.
    expect(load).toHaveBeenCalledTimes(1);
    expect(evaluated.sort()).toEqual(['data', 'flow']);
    arrive();
    await expect(loaded).resolves.toEqual(expect.any(Function));
  });

  it('never downloads the flow runner, the form kit or the data layer for a quick check', async () => {
    const { load, arrive } = pendingFlow('quick-check');
    const page = flowPages(['gesuche-kurzcheck-einzelperson'], load, 'quick-check')['gesuche-kurzcheck-einzelperson'] as PreloadablePage;
    const loaded = page.preload?.();
    arrive();
    await expect(loaded).resolves.toEqual(expect.any(Function));
    await settle();
    expect(evaluated).toEqual([]);
  });

  it('downloads a flow once, however often its pages are preloaded', async () => {
    const { load, arrive } = pendingFlow('wizard');
    const pages = flowPages(['a', 'b'], load, 'wizard');
    const first = (pages.a as PreloadablePage).preload?.();
    const second = (pages.b as PreloadablePage).preload?.();
    arrive();
    expect(await first).toBe(await second);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("downloads the flow in the page's language, and shows another language's texts in the same screen when the language changes", async () => {
    currentLang.set('de');
    const load = jest.fn((lang: Lang) => Promise.resolve({ type: 'wizard', id: `flow-${lang}` } as Flow));
    const pages = flowPages(['gesuche-einzelperson-id-qualifikation-geburtsdatum'], load, 'wizard');
    const path = '/gesuche/einzelperson/7/qualifikation/geburtsdatum';
    await preloadPage('mfe-single-person', pages, path);
    expect(load.mock.calls).toEqual([['de']]);
    const Page = pages['gesuche-einzelperson-id-qualifikation-geburtsdatum'];
    const { route } = matchRoute(path);
    render(<Page route={route} params={{ id: '7' }} />);
    expect(screen.getByText('flow-de, mounted with flow-de')).toBeInTheDocument();

    act(() => currentLang.set('fr'));
    // Until the French flow is there, the German one stays; then the same screen shows the French one.
    expect(await screen.findByText('flow-fr, mounted with flow-de')).toBeInTheDocument();
    act(() => currentLang.set('de'));
    expect(screen.getByText('flow-de, mounted with flow-de')).toBeInTheDocument();
    expect(load.mock.calls).toEqual([['de'], ['fr']]);
  });

  it('preloads a server-rendered page in the language of its path', async () => {
    currentLang.set('de');
    const load = jest.fn((lang: Lang) => Promise.resolve({ type: 'quick-check', id: `check-${lang}` } as Flow));
    const pages = flowPages(['gesuche-kurzcheck-projekte'], load, 'quick-check');
    await preloadPage('mfe-project', pages, '/it/gesuche/kurzcheck/projekte');
    expect(load.mock.calls).toEqual([['it']]);
  });
});
