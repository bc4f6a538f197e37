import { compactIban, formatIban, isValidIban } from './iban';
import { isPhone } from './rules';

describe('IBAN', () => {
  test('formats for display in blocks of 4 and compacts for sending', () => {
    expect(formatIban('ch9300762011623852957')).toBe('CH93 0076 2011 6238 5295 7');
    expect(formatIban('CH93-0076.2011 6238 5295 7')).toBe('CH93 0076 2011 6238 5295 7');
    expect(compactIban(' CH93 0076 2011 6238 5295 7 ')).toBe('CH9300762011623852957');
  });

  test('validates with ibantools', () => {
    expect(isValidIban('CH93 0076 2011 6238 5295 7')).toBe(true);
    expect(isValidIban('CH9300762011623852957')).toBe(true);
    expect(isValidIban('CH93 0076 2011 6238 5295 8')).toBe(false); // checksum
    expect(isValidIban('CH93 0076 2011')).toBe(false);
    expect(isValidIban(null)).toBe(false);
  });
});

describe('phone numbers', () => {
  test.each([
    ['+41 79 123 45 67', true],
    ['0041 79 123 45 67', true],
    ['044 123 45 67', true],
    ['+41 79 123 45', true], // + and exactly 9 digits
    ['+41 79 123 4', false],
    ['41 79 123 45 67', false],
    ['+41 (79) 123 45 67', false],
  ])('%s → %s', (value, valid) => {
    expect(isPhone(value)).toBe(valid);
  });
});
