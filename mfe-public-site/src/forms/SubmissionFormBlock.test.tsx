import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import type { FormField, SubmissionFormBlock as BlockData } from '@portal/shared-domain';
import { image } from '../test/fixtures';
import { formEntries, mockApi, type Answer } from '../test/api-mock';
import { renderWithSite } from '../test/render';
import { FORM_SUBMITTED_EVENT, SubmissionFormBlock } from './SubmissionFormBlock';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

const block = (content: Partial<BlockData['content']> = {}, extra: Partial<BlockData> = {}): BlockData => ({
  type: 'submission_form',
  id: 'b1',
  content: {
    title: 'Kontaktformular',
    description: '<p>Wir antworten innert zwei Tagen.</p>',
    submition_form: { handle: 'kontakt', honeypot: 'hp_kontakt' },
    button_text: null,
    text_below_button: 'Ihre Daten bleiben bei uns.',
    ...content,
  },
  fullWidth: false,
  whiteBackground: false,
  ...extra,
});

const f = (handle: string, field: Partial<FormField['field']> & { type: FormField['field']['type'] }, extra: Partial<FormField> = {}): FormField => ({
  handle,
  field: { display: handle, validate: [], ...field },
  ...extra,
});

const CONTACT: FormField[] = [
  f('vorname', { type: 'text', display: 'Vorname', validate: ['required'], width: 50, instructions: 'Wie Sie **gerufen** werden' }),
  f('email', { type: 'text', display: 'E-Mail', validate: ['required', 'email'], width: 50, input_type: 'email' }),
  f('section_kontakt', { type: 'readonly_text', display: 'Ihr Anliegen', prepend: '1.' }),
  f('nachricht', { type: 'textarea', display: 'Nachricht', validate: ['required', 'max:200'] }),
  f('telefon', { type: 'text', display: 'Telefon', prepend: 'no_spacing_bottom' }),
  f('separator_1', { type: 'readonly_text', display: '' }),
  f('thema', { type: 'select', display: 'Thema', options: { gesuch: 'Gesuch', spende: 'Spende' } }),
  f('kanal', { type: 'checkboxes', display: 'Antwort per', options: { mail: 'E-Mail', post: 'Post' } }),
];

const EVENT: FormField[] = [
  f('anzahl_gaeste', { type: 'radio', display: 'Anzahl Gäste', validate: ['required'], options: { '1': '1 Person', '2': '2 Personen' } }),
  f('vorname_begleitung', { type: 'text', display: 'Vorname Begleitung' }),
  f('nachname_begleitung', { type: 'text', display: 'Nachname Begleitung' }),
];

const CASH_BOXES = {
  cash_boxes: [
    { name: 'Sammelbox Grün', image: image('media/sammelbox-gruen.jpg', 'Grüne Sammelbox') },
    { name: 'Sammelbox Blau', image: image('media/sammelbox-blau.jpg', 'Blaue Sammelbox') },
  ],
};

function setup(fields: FormField[] | null, more: Answer[] = [], data: BlockData = block()) {
  const handle = data.content.submition_form?.handle ?? 'kontakt';
  const api = mockApi([
    ...(fields ? [{ path: `/forms/${handle}`, data: fields }] : []),
    { path: '/globals/cash_box', data: CASH_BOXES },
    ...more,
  ]);
  const view = renderWithSite(<SubmissionFormBlock block={data} />, '/kontakt');
  return { ...api, ...view };
}

const user = () => userEvent.setup();
const posts = (calls: ReturnType<typeof mockApi>['calls']) => calls.filter((call) => call.method === 'POST');

describe('submission form block (spec 00 §2.10)', () => {
  test('without a definition nothing is rendered', () => {
    const { container, calls } = setup(null, [], block({ submition_form: null }));
    expect(container).toBeEmptyDOMElement();
    expect(calls).toHaveLength(0);
  });

  test('an unknown handle (404) renders nothing', async () => {
    const { container, calls } = setup(null);
    await waitFor(() => expect(calls.some((call) => call.path === '/forms/kontakt')).toBe(true));
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });

  test('the definition is fetched 200 ms after mounting; title and description come first', async () => {
    jest.useFakeTimers();
    try {
      const { calls } = setup(CONTACT);
      expect(screen.getByRole('heading', { level: 2, name: 'Kontaktformular' })).toBeInTheDocument();
      expect(screen.getByText('Wir antworten innert zwei Tagen.')).toBeInTheDocument();
      expect(screen.getByText('Das Formular wird geladen…')).toHaveAttribute('role', 'status');
      act(() => jest.advanceTimersByTime(199));
      expect(calls).toHaveLength(0);
      act(() => jest.advanceTimersByTime(1));
      expect(calls.map((call) => call.path)).toEqual(['/forms/kontakt']);
    } finally {
      jest.useRealTimers();
    }
  });

  test('fields by type: required labels end in *, optional ones say so; widths; textarea of 5 rows with counter', async () => {
    const { container } = setup(CONTACT);
    const vorname = await screen.findByRole('textbox', { name: 'Vorname *' });
    expect(vorname).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('textbox', { name: 'E-Mail *' })).toHaveAttribute('type', 'email');
    expect(screen.getByRole('textbox', { name: 'Telefon (optional)' })).toBeInTheDocument();
    const nachricht = screen.getByRole('textbox', { name: 'Nachricht *' });
    expect(nachricht.tagName).toBe('TEXTAREA');
    expect(nachricht).toHaveAttribute('rows', '5');
    expect(screen.getByText('0 / 200')).toBeInTheDocument();
    await user().type(nachricht, 'Hallo');
    expect(screen.getByText('5 / 200')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Thema (optional)' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Antwort per (optional)' })).toBeInTheDocument();
    expect(container.querySelector('[data-field="vorname"]')).toHaveStyle('--field-width: 50%');
    expect(container.querySelector('[data-field="nachricht"]')).toHaveStyle('--field-width: 100%');
    expect(await axe(container)).toHaveNoViolations();
  });

  test('readonly_text: a separator is a rule, any other a section title with its bullet; no_spacing_bottom', async () => {
    const { container } = setup(CONTACT);
    const title = await screen.findByRole('heading', { level: 3, name: '1. Ihr Anliegen' });
    expect(within(title).getByText('1.')).toBeInTheDocument();
    expect(container.querySelector('[data-field="separator_1"] hr')).not.toBeNull();
    expect(container.querySelector('[data-field="telefon"] > div')?.className).toMatch(/noSpacingBottom/);
  });

  test('instructions are markdown behind the info toggle', async () => {
    setup(CONTACT);
    const toggle = await screen.findByRole('button', { name: 'Hinweise zu «Vorname *»' });
    await user().click(toggle);
    // The markdown renderer arrives with the form kit (the light field kit loads it on demand).
    expect((await screen.findByText('gerufen')).tagName).toBe('STRONG');
  });

  test('the honeypot: an input named fax_number, hidden from people, never in the tab order', async () => {
    const { container } = setup(CONTACT);
    await screen.findByRole('textbox', { name: 'Vorname *' });
    const honeypot = container.querySelector('input[name="fax_number"]')!;
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  test('client validation with the catalogue: nothing is sent, the first field with an error gets focus', async () => {
    const { calls } = setup(CONTACT);
    await screen.findByRole('textbox', { name: 'Vorname *' });
    await user().type(screen.getByRole('textbox', { name: 'E-Mail *' }), 'kein-mail');
    await user().click(screen.getByRole('button', { name: 'Absenden' }));
    expect(screen.getByText('Vorname ist ein Pflichtfeld.')).toBeInTheDocument();
    expect(screen.getByText('E-Mail muss eine gültige E-Mail-Adresse beinhalten.')).toBeInTheDocument();
    expect(screen.getByText('Nachricht ist ein Pflichtfeld.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Vorname *' })).toHaveFocus();
    expect(posts(calls)).toHaveLength(0);
  });

  test('sends multipart with X-Requested-With: XMLHttpRequest; success hides the fields and emits submitted', async () => {
    const { calls, release } = setup(CONTACT, [{ method: 'POST', path: '/forms/kontakt', data: { ok: true }, hold: true }], block({ button_text: 'Nachricht senden' }));
    const submitted = jest.fn();
    window.addEventListener(FORM_SUBMITTED_EVENT, submitted);
    const u = user();
    await u.type(await screen.findByRole('textbox', { name: 'Vorname *' }), 'Anna');
    await u.type(screen.getByRole('textbox', { name: 'E-Mail *' }), 'anna@example.org');
    await u.type(screen.getByRole('textbox', { name: 'Nachricht *' }), 'Guten Tag');
    await u.selectOptions(screen.getByRole('combobox', { name: 'Thema (optional)' }), 'Spende');
    await u.click(screen.getByRole('checkbox', { name: 'E-Mail' }));
    await u.click(screen.getByRole('checkbox', { name: 'Post' }));
    expect(screen.getByText('Ihre Daten bleiben bei uns.')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Nachricht senden' }));
    // Pending: the button is disabled (half opacity in CSS) until the answer arrives.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Nachricht senden' })).toBeDisabled());
    const post = posts(calls)[0];
    expect(post.path).toBe('/forms/kontakt');
    expect(post.headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(formEntries(post.body)).toEqual([
      ['vorname', 'Anna'],
      ['email', 'anna@example.org'],
      ['nachricht', 'Guten Tag'],
      ['telefon', ''],
      ['thema', 'spende'],
      ['kanal[]', 'mail'],
      ['kanal[]', 'post'],
      ['hp_kontakt', ''],
    ]);
    act(() => release());
    expect(await screen.findByText('Das Formular wurde erfolgreich versendet!')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Nachricht senden' })).toBeNull();
    expect(screen.queryByText('Ihre Daten bleiben bei uns.')).toBeNull();
    expect(submitted).toHaveBeenCalledTimes(1);
    // 50 ms later the view goes to the title, which takes focus.
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Kontaktformular' })).toHaveFocus());
    window.removeEventListener(FORM_SUBMITTED_EVENT, submitted);
  });

  test('the honeypot value is sent under the form’s honeypot key', async () => {
    const { calls, container } = setup([f('vorname', { type: 'text', display: 'Vorname' })], [{ method: 'POST', path: '/forms/kontakt', data: { ok: true } }]);
    await screen.findByRole('textbox', { name: 'Vorname (optional)' });
    fireEvent.change(container.querySelector('input[name="fax_number"]')!, { target: { value: '044 123' } });
    await user().click(screen.getByRole('button', { name: 'Absenden' }));
    await screen.findByText('Das Formular wurde erfolgreich versendet!');
    expect(formEntries(posts(calls)[0].body)).toEqual([
      ['vorname', ''],
      ['hp_kontakt', '044 123'],
    ]);
  });

  test('a 422 puts the server’s messages on the fields, says it failed and focuses the first one', async () => {
    const refused = { statusCode: 422, error: 'Unprocessable Entity', message: 'Ungültig', data: { errors: { email: ['E-Mail wird nicht angenommen.'] } } };
    setup(CONTACT, [{ method: 'POST', path: '/forms/kontakt', status: 422, body: refused }]);
    const u = user();
    await u.type(await screen.findByRole('textbox', { name: 'Vorname *' }), 'Anna');
    await u.type(screen.getByRole('textbox', { name: 'E-Mail *' }), 'anna@example.org');
    await u.type(screen.getByRole('textbox', { name: 'Nachricht *' }), 'Hallo');
    await u.click(screen.getByRole('button', { name: 'Absenden' }));
    expect(await screen.findByText('E-Mail wird nicht angenommen.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Ups, ein Fehler ist aufgetreten. Bitte versuchen Sie es erneut');
    expect(screen.getByRole('textbox', { name: 'E-Mail *' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'E-Mail *' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Ihre Daten bleiben bei uns.')).toBeNull();
  });

  test('any other failure: the error text, and the form stays to try again', async () => {
    const { calls } = setup([f('vorname', { type: 'text', display: 'Vorname' })], [{ method: 'POST', path: '/forms/kontakt', status: 500 }]);
    await screen.findByRole('textbox', { name: 'Vorname (optional)' });
    await user().click(screen.getByRole('button', { name: 'Absenden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ups, ein Fehler ist aufgetreten. Bitte versuchen Sie es erneut');
    expect(screen.getByRole('button', { name: 'Absenden' })).toBeEnabled();
    await user().click(screen.getByRole('button', { name: 'Absenden' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(2));
  });

  test('green background unless whiteBackground; fullWidth widens it', async () => {
    const green = setup([f('a', { type: 'text' })]);
    expect(green.container.querySelector('section')!.className).toMatch(/green/);
    green.unmount();
    const white = setup([f('a', { type: 'text' })], [], block({}, { whiteBackground: true, fullWidth: true }));
    expect(white.container.querySelector('section')!.className).toMatch(/white/);
    expect(white.container.querySelector('section')!.className).toMatch(/fullWidth/);
  });
});

describe('event registration (spec 00 §2.10, §5.5)', () => {
  test('the companion fields show, and are required, only when anzahl_gaeste is 2', async () => {
    const { calls } = setup(EVENT, [{ method: 'POST', path: '/forms/kontakt', data: { ok: true } }]);
    const u = user();
    await u.click(await screen.findByRole('radio', { name: '1 Person' }));
    expect(screen.queryByRole('textbox', { name: /Vorname Begleitung/ })).toBeNull();
    await u.click(screen.getByRole('radio', { name: '2 Personen' }));
    expect(screen.getByRole('textbox', { name: 'Vorname Begleitung *' })).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Absenden' }));
    expect(screen.getByText('Vorname Begleitung ist ein Pflichtfeld.')).toBeInTheDocument();
    expect(screen.getByText('Nachname Begleitung ist ein Pflichtfeld.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Vorname Begleitung *' })).toHaveFocus();
    await u.type(screen.getByRole('textbox', { name: 'Vorname Begleitung *' }), 'Ben');
    await u.type(screen.getByRole('textbox', { name: 'Nachname Begleitung *' }), 'Muster');
    await u.click(screen.getByRole('button', { name: 'Absenden' }));
    await screen.findByText('Das Formular wurde erfolgreich versendet!');
    expect(formEntries(posts(calls)[0].body)).toEqual([
      ['anzahl_gaeste', '2'],
      ['vorname_begleitung', 'Ben'],
      ['nachname_begleitung', 'Muster'],
      ['hp_kontakt', ''],
    ]);
  });

  test('with one guest the companions are not sent', async () => {
    const { calls } = setup(EVENT, [{ method: 'POST', path: '/forms/kontakt', data: { ok: true } }]);
    await user().click(await screen.findByRole('radio', { name: '1 Person' }));
    await user().click(screen.getByRole('button', { name: 'Absenden' }));
    await screen.findByText('Das Formular wurde erfolgreich versendet!');
    expect(formEntries(posts(calls)[0].body)).toEqual([
      ['anzahl_gaeste', '1'],
      ['hp_kontakt', ''],
    ]);
  });
});

describe('collection-box order (spec 00 §2.10)', () => {
  const ORDER = [f('sammel', { type: 'text', display: 'Sammelkässeli' }, { import: 'auswahl_sammelkaesseli' }), f('name', { type: 'text', display: 'Name', validate: ['required'] })];

  test('the import becomes the box choice (50 %, required) and the quantity (30 %, required, at most 3)', async () => {
    const { container, calls } = setup(ORDER);
    const choice = await screen.findByRole('group', { name: 'Auswahl Sammelkässeli *' });
    expect(within(choice).getAllByRole('radio').map((radio) => radio.closest('div')?.textContent)).toEqual(['Sammelbox Grün', 'Sammelbox Blau']);
    expect(container.querySelector('[data-field="auswahl_sammelkaesseli"]')).toHaveStyle('--field-width: 50%');
    expect(container.querySelector('[data-field="stueckzahl"]')).toHaveStyle('--field-width: 30%');
    await user().type(screen.getByRole('textbox', { name: 'Stückzahl *' }), '4');
    await user().click(screen.getByRole('button', { name: 'Absenden' }));
    expect(screen.getByText('Auswahl Sammelkässeli ist ein Pflichtfeld.')).toBeInTheDocument();
    expect(screen.getByText('Stückzahl kann max. 3 sein.')).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);
  });

  test('the chosen box’s picture opens full-screen: close button and Escape close it, the page does not scroll meanwhile', async () => {
    setup(ORDER);
    const u = user();
    await u.click(await screen.findByRole('radio', { name: 'Sammelbox Blau' }));
    const open = screen.getByRole('button', { name: 'Bild von «Sammelbox Blau» gross anzeigen' });
    await u.click(open);
    const dialog = screen.getByRole('dialog', { name: 'Sammelbox Blau' });
    expect(within(dialog).getByRole('img', { name: 'Blaue Sammelbox' })).toHaveAttribute('src', '/img/media/sammelbox-blau.jpg?w=3000&fit=max');
    expect(document.body.style.overflow).toBe('hidden');
    const close = within(dialog).getByRole('button', { name: 'Schliessen' });
    expect(close).toHaveFocus();
    await u.tab();
    expect(close).toHaveFocus();
    await u.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
    expect(open).toHaveFocus();
    await u.click(open);
    await u.click(screen.getByRole('button', { name: 'Schliessen' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('image picker (spec 00 §2.10, §5.5)', () => {
  const STORY = [f('foto', { type: 'assets', display: 'Foto', validate: ['required'] })];
  const png = (name = 'see.png') => new File(['x'], name, { type: 'image/png' });

  test('texts, keyboard choice, the first file only, remove; a non-image is refused', async () => {
    const { container, calls } = setup(STORY, [{ method: 'POST', path: '/forms/kontakt', data: { ok: true } }]);
    const choose = await screen.findByRole('button', { name: 'Datei auswählen' });
    expect(screen.getByText('Bild hierhin ziehen')).toBeInTheDocument();
    expect(screen.getByText('oder')).toBeInTheDocument();
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    const clicked = jest.spyOn(input, 'click');
    await user().keyboard('{Tab}');
    choose.focus();
    await user().keyboard('{Enter}');
    expect(clicked).toHaveBeenCalled();
    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'brief.pdf', { type: 'application/pdf' })] } });
    expect(screen.getByText('Datei muss ein Bild sein')).toBeInTheDocument();
    // Only the image types the foundation keeps (the shared form rules' list), a GIF neither.
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    fireEvent.change(input, { target: { files: [new File(['GIF89a'], 'anim.gif', { type: 'image/gif' })] } });
    expect(screen.getByText('Datei muss ein Bild sein')).toBeInTheDocument();
    expect(screen.queryByText('anim.gif')).toBeNull();
    fireEvent.change(input, { target: { files: [png('eins.png'), png('zwei.png')] } });
    expect(screen.getByText('eins.png')).toBeInTheDocument();
    expect(screen.queryByText('zwei.png')).toBeNull();
    expect(screen.queryByText('Datei muss ein Bild sein')).toBeNull();
    await user().click(screen.getByRole('button', { name: 'Bild entfernen' }));
    expect(screen.queryByText('eins.png')).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Datei auswählen' })).toHaveFocus());
    fireEvent.drop(screen.getByTestId('form-b1-foto-drop-zone'), { dataTransfer: { files: [png('drei.png'), png('vier.png')] } });
    expect(screen.getByText('drei.png')).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Absenden' }));
    await screen.findByText('Das Formular wurde erfolgreich versendet!');
    expect(formEntries(posts(calls)[0].body)).toEqual([
      ['foto', 'file:drei.png'],
      ['hp_kontakt', ''],
    ]);
  });

  test('a required picker without an image reports it on submit', async () => {
    setup(STORY);
    await user().click(await screen.findByRole('button', { name: 'Absenden' }));
    expect(screen.getByText('Foto ist ein Pflichtfeld.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Datei auswählen' })).toHaveFocus();
  });

  test('multiple mode (max_files) keeps the chosen file in a list and sends it', async () => {
    const { container, calls } = setup([f('bilder', { type: 'assets', display: 'Bilder', max_files: 3 })], [{ method: 'POST', path: '/forms/kontakt', data: { ok: true } }]);
    await screen.findByRole('button', { name: 'Datei auswählen' });
    fireEvent.change(container.querySelector('input[type="file"]')!, { target: { files: [png('a.png'), png('b.png')] } });
    expect(screen.getByRole('list', { name: 'Ausgewählte Bilder' })).toHaveTextContent('a.png');
    await user().click(screen.getByRole('button', { name: 'Absenden' }));
    await screen.findByText('Das Formular wurde erfolgreich versendet!');
    expect(formEntries(posts(calls)[0].body)).toEqual([
      ['bilder', 'file:a.png'],
      ['hp_kontakt', ''],
    ]);
  });
});
