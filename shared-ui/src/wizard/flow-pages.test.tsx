import type { Flow } from '@portal/shared-domain/wizard';
import type { PreloadablePage } from '../app/RemoteRoutes';
import { flowPages } from './flow-pages';

// Records when the flow runner and the data layer are evaluated, i.e. when their download ended;
// the form kit's entry is never imported by itself (the runner brings it, a quick check does not use it).
const evaluated: string[] = [];
jest.mock('@portal/shared-ui/flow', () => {
  evaluated.push('flow');
  return { FlowPage: () => null };
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
});
