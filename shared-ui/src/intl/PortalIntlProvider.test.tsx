import { useState } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useIntl, type IntlShape } from 'react-intl';
import { currentLang } from '@portal/shared-domain';
import { PortalIntlProvider, type MessageLoader } from './PortalIntlProvider';

const load: MessageLoader = async () => ({});

function Greeting({ seen }: { seen: IntlShape[] }) {
  const intl = useIntl();
  seen.push(intl);
  return <p>{intl.formatMessage({ id: 'test.greeting', defaultMessage: [{ type: 0, value: 'Grüezi' }] })}</p>;
}

/** A parent that renders again, as the shell does on every route change and session answer. */
function Parent({ seen }: { seen: IntlShape[] }) {
  const [count, setCount] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setCount(count + 1)}>
        again {count}
      </button>
      <PortalIntlProvider load={load}>
        <Greeting seen={seen} />
      </PortalIntlProvider>
    </>
  );
}

afterEach(() => {
  act(() => currentLang.set('de'));
  jest.restoreAllMocks();
});

it('keeps one intl object while its parent renders again, so nothing below renders for the language alone', async () => {
  const seen: IntlShape[] = [];
  render(<Parent seen={seen} />);
  await userEvent.click(screen.getByRole('button', { name: 'again 0' }));
  await userEvent.click(screen.getByRole('button', { name: 'again 1' }));
  expect(screen.getByText('Grüezi')).toBeTruthy();
  expect(seen.length).toBeGreaterThanOrEqual(3);
  expect(new Set(seen).size).toBe(1);
});

it('takes a new intl object when the language changes, and reports a missing translation only outside German', async () => {
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const seen: IntlShape[] = [];
  render(<Parent seen={seen} />);
  expect(errors).not.toHaveBeenCalled();
  act(() => currentLang.set('fr'));
  // Once shared-ui's French catalog and the (empty) project catalog are there, French is used;
  // the message has no translation, so its German default is shown.
  await waitFor(() => expect(seen.at(-1)?.locale).toBe('fr'));
  expect(screen.getByText('Grüezi')).toBeTruthy();
  expect(new Set(seen).size).toBe(2);
  expect(errors).toHaveBeenCalledWith(expect.objectContaining({ code: 'MISSING_TRANSLATION' }));
});
