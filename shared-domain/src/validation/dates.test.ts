import { formatMessageDate, parseIsoDate, parseSwissDate, resolveDateOperand, swissToday } from './dates';

describe('parseSwissDate (d.mm.yyyy, real dates only)', () => {
  test('leap years', () => {
    expect(parseSwissDate('29.02.2024')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseSwissDate('29.02.2023')).toBeNull();
    expect(parseSwissDate('29.02.2000')).not.toBeNull();
    expect(parseSwissDate('29.02.1900')).toBeNull();
  });

  test('months without a 31st', () => {
    expect(parseSwissDate('31.04.2024')).toBeNull();
    expect(parseSwissDate('30.04.2024')).not.toBeNull();
    expect(parseSwissDate('31.12.2024')).not.toBeNull();
  });

  test('optional leading zeros; year starts with 0, 1 or 2', () => {
    expect(parseSwissDate('1.6.2000')).toEqual({ year: 2000, month: 6, day: 1 });
    expect(parseSwissDate('01.06.1999')).not.toBeNull();
    expect(parseSwissDate('01.06.0999')).toEqual({ year: 999, month: 6, day: 1 });
    expect(parseSwissDate('01.06.3000')).toBeNull();
    expect(parseSwissDate('01.06.99')).toBeNull();
    expect(parseSwissDate('32.01.2000')).toBeNull();
    expect(parseSwissDate('00.01.2000')).toBeNull();
    expect(parseSwissDate('01.13.2000')).toBeNull();
    expect(parseSwissDate('2000-06-01')).toBeNull();
    expect(parseSwissDate(20000601)).toBeNull();
  });

  test('ISO dates and message format', () => {
    expect(parseIsoDate('2024-02-29T00:00:00Z')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(formatMessageDate({ year: 2024, month: 4, day: 5 })).toBe('5.04.2024');
  });

  test('"today" is the Swiss calendar day', () => {
    expect(swissToday(new Date('2024-03-31T22:30:00Z'))).toEqual({ year: 2024, month: 4, day: 1 });
    expect(resolveDateOperand({ fromNow: { days: 1 } }, {}, new Date('2024-02-28T12:00:00Z'))).toEqual({ year: 2024, month: 2, day: 29 });
  });
});
