// The entry starts the boot when imported: its imports stand in for the real modules here.
jest.mock('react-dom/client', () => ({}));
jest.mock('@portal/shared-domain', () => ({}));
jest.mock('@portal/shared-ui', () => ({}));
jest.mock('./bootstrap', () => ({}));

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { warmIntl } from './index';

describe('the shell entry (shell/src/index.ts)', () => {
  it('imports nothing statically: boot-chunks.js hints and merges the boot chunks only then', () => {
    const source = readFileSync(path.join(__dirname, 'index.ts'), 'utf8');
    expect(source).not.toMatch(/^\s*(import|export)\b[^(;]*\bfrom\s/m);
    expect(source).not.toMatch(/^\s*import\s+['"]/m);
  });
});

describe('warmIntl (shell/src/index.ts)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('makes each first use of Intl in a task of its own, in the page language', () => {
    const tasks: Array<() => void> = [];
    const locale = jest.spyOn(Intl, 'Locale');
    const pluralRules = jest.spyOn(Intl, 'PluralRules');
    const dateLocales = jest.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
    const numberFormat = jest.spyOn(Intl, 'NumberFormat');
    const calls = () => [locale, pluralRules, dateLocales, numberFormat].map((spy) => spy.mock.calls.map((args) => args[0]));

    warmIntl('fr', (run) => tasks.push(run));
    expect(calls()).toEqual([[], [], [], []]);

    const seen: string[] = [];
    while (tasks.length) {
      tasks.shift()!();
      seen.push(calls().map((list) => list.length).join(''));
    }
    expect(seen).toEqual(['1000', '1100', '1110', '1111']);
    expect(calls()).toEqual([['fr'], ['fr'], ['fr'], ['fr']]);
  });

  it('goes on after a step that fails', () => {
    const tasks: Array<() => void> = [];
    jest.spyOn(Intl, 'Locale').mockImplementation(() => {
      throw new TypeError('Intl.Locale is not a constructor');
    });
    const numberFormat = jest.spyOn(Intl, 'NumberFormat');

    warmIntl('de', (run) => tasks.push(run));
    while (tasks.length) tasks.shift()!();
    expect(numberFormat).toHaveBeenCalledWith('de');
  });

  it('waits for the next task by default', () => {
    jest.useFakeTimers();
    try {
      const pluralRules = jest.spyOn(Intl, 'PluralRules');
      warmIntl('it');
      jest.advanceTimersToNextTimer();
      expect(pluralRules).not.toHaveBeenCalled();
      jest.advanceTimersToNextTimer();
      expect(pluralRules).toHaveBeenCalledWith('it');
    } finally {
      jest.useRealTimers();
    }
  });
});
