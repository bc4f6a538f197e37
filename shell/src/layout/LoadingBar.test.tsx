import { act, render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { loadingState, requestFinished, requestStarted } from '@portal/shared-domain';
import { LoadingBar } from './LoadingBar';

describe('loading bar (200 ms throttle, failed state)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    loadingState.set({ pending: 0, failed: false });
  });
  afterEach(() => jest.useRealTimers());

  const bar = (container: HTMLElement) => container.querySelector('[data-state]') as HTMLElement;

  test('shows only after 200 ms of pending requests and marks failures', () => {
    const { container } = render(
      <IntlProvider locale="de" messages={{}} onError={() => undefined}>
        <LoadingBar />
      </IntlProvider>,
    );
    act(() => requestStarted());
    expect(bar(container).dataset.state).toBe('loading');
    act(() => jest.advanceTimersByTime(150));
    expect(bar(container).className).not.toMatch(/loadingVisible/);
    act(() => jest.advanceTimersByTime(100));
    expect(bar(container).className).toMatch(/loadingVisible/);
    act(() => requestFinished(false));
    expect(bar(container).dataset.state).toBe('failed');
    expect(container.querySelector('[role="status"]')?.textContent).toBe('Beim Laden ist ein Fehler aufgetreten.');
  });

  test('a quick request never shows the bar', () => {
    const { container } = render(
      <IntlProvider locale="de" messages={{}} onError={() => undefined}>
        <LoadingBar />
      </IntlProvider>,
    );
    act(() => requestStarted());
    act(() => jest.advanceTimersByTime(100));
    act(() => requestFinished(true));
    act(() => jest.advanceTimersByTime(500));
    expect(bar(container).className).not.toMatch(/loadingVisible/);
    expect(bar(container).dataset.state).toBe('idle');
  });
});
