import { stagedLifecycles } from './staged-lifecycles';
import type { Lifecycles } from './create-remote';

describe('stagedLifecycles', () => {
  it('evaluates each step in a task of its own, in order, once, then hands every lifecycle to the loaded module', async () => {
    const events: string[] = [];
    // A timer queued when a step runs fires before the next step only if that step waits for a later task.
    const step = (name: string) => async () => {
      events.push(name);
      setTimeout(() => events.push(`task after ${name}`), 0);
    };
    const module: Lifecycles = {
      bootstrap: jest.fn(async () => events.push('bootstrap')),
      mount: jest.fn(async () => events.push('mount')),
      unmount: jest.fn(async () => events.push('unmount')),
    };
    const loaded = jest.fn(async () => {
      events.push('lifecycles');
      return module;
    });
    const staged = stagedLifecycles([step('data'), step('form')], loaded);
    expect(events).toEqual([]);

    await staged.ready();
    expect(events).toEqual(['data', 'task after data', 'form', 'task after form', 'lifecycles']);
    await staged.bootstrap({ name: 'x' });
    await staged.mount({ domElement: 'el' });
    await staged.unmount({ domElement: 'el' });
    expect(events).toEqual(['data', 'task after data', 'form', 'task after form', 'lifecycles', 'bootstrap', 'mount', 'unmount']);
    expect(loaded).toHaveBeenCalledTimes(1);
    expect(module.mount).toHaveBeenCalledWith({ domElement: 'el' });
  });

  it("is not ready when a step fails (the shell then shows the remote's error state), nor are its lifecycles", async () => {
    const staged = stagedLifecycles([() => Promise.reject(new Error('chunk'))], jest.fn());
    await expect(staged.ready()).rejects.toThrow('chunk');
    await expect(staged.bootstrap({})).rejects.toThrow('chunk');
    await expect(staged.mount({})).rejects.toThrow('chunk');
  });
});
