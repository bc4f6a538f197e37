import { renderIntl } from './test-utils';
import { useState } from 'react';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { TextInput } from '@portal/shared-ui/fields';
import { TextArea } from './TextArea';
import { NumberInput } from './NumberInput';
import { DateInput } from './DateInput';
import { DateRangeInput, type DateRangeValue } from './DateRangeInput';
import { isSafeUrl, renderMarkdown } from './markdown-html';

function ControlledText(props: { error?: string | string[]; required?: boolean; instructions?: string }) {
  const [value, setValue] = useState('');
  return <TextInput id="firstname" label="Vorname" value={value} onChange={setValue} {...props} />;
}

describe('Field wrapper via TextInput', () => {
  it('shows (optional) only when not required and links the first error only', async () => {
    const { container, rerender } = renderIntl(<ControlledText />);
    expect(screen.getByLabelText('Vorname (optional)')).toBeInTheDocument();
    rerender(<ControlledText required error={['Vorname ist ein Pflichtfeld.', 'Zweiter Fehler']} />);
    const input = screen.getByLabelText('Vorname');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Fehler: Vorname ist ein Pflichtfeld.');
    expect(screen.queryByText('Zweiter Fehler')).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('is typed into with the keyboard only', async () => {
    const user = userEvent.setup();
    renderIntl(<ControlledText required />);
    await user.tab();
    expect(screen.getByLabelText('Vorname')).toHaveFocus();
    await user.keyboard('Anna');
    expect(screen.getByLabelText('Vorname')).toHaveValue('Anna');
  });

  it('toggles markdown instructions with aria-expanded; links open in a new tab', async () => {
    const user = userEvent.setup();
    const { container } = renderIntl(
      <ControlledText instructions={'Siehe [Merkblatt](https://example.ch/m.pdf) <script>alert(1)</script>'} />,
    );
    const toggle = screen.getByRole('button', { name: 'Hinweise zu «Vorname»' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    await user.tab();
    expect(toggle).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // The markdown renderer comes with the form kit (loaded on demand by the light field kit).
    const link = await screen.findByRole('link', { name: /Merkblatt/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveTextContent('(öffnet in neuem Tab)');
    expect(container.querySelector('script')).toBeNull();
    expect(await axe(container)).toHaveNoViolations();
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('renders dangerous markdown harmless: raw HTML as text, no script or data URLs, every attribute escaped', () => {
    const vectors = [
      '<img src=x onerror="alert(1)"> <script>alert(1)</script>',
      '<div onclick="alert(1)">\n\nBlock\n\n</div>',
      '[a](javascript:alert(1)) [b](JaVaScRiPt:alert(1)) [c](&#106;avascript:alert(1)) [d](java%0ascript:alert(1))',
      '[e](data:text/html,<script>alert(1)</script>) [f]( javascript:alert(1)) [g](vbscript:x) <javascript:alert(1)>',
      '![h](javascript:alert(1)) [i](/ok "t\" onmouseover=\"alert(1)") [j](https://example.org/?a="><script>)',
    ];
    const template = document.createElement('template');
    template.innerHTML = vectors.map((markdown) => renderMarkdown(markdown, 'neu')).join('');
    const elements = [...template.content.querySelectorAll('*')];
    expect(elements.map((element) => element.tagName.toLowerCase()).filter((tag) => !['p', 'a', 'span'].includes(tag))).toEqual([]);
    expect(elements.flatMap((element) => element.getAttributeNames()).filter((name) => !['href', 'title', 'target', 'rel', 'class'].includes(name))).toEqual([]);
    // Only these are links: neither an entity nor `%0a` can be part of a scheme (the attribute holds
    // that text: a relative URL), and the quotes of the last stay inside its attribute.
    const hrefs = [...template.content.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['&#106;avascript:alert(1)', 'java%0ascript:alert(1)', 'https://example.org/?a="><script>']);
    expect(template.content.querySelectorAll('script, img')).toHaveLength(0);
    expect(template.content.textContent).toContain('<img src=x onerror="alert(1)">');
  });

  it('takes as links only http(s), mailto, tel and URLs without a scheme, as the browser parses them', () => {
    for (const url of ['https://example.org', 'HTTP://x', 'mailto:a@b.ch', 'tel:+41', '/pfad', '?a=1', '#teil', 'datei.pdf', 'a/b:c']) expect(isSafeUrl(url)).toBe(true);
    for (const url of ['javascript:alert(1)', ' javascript:x', '\u0001javascript:x', 'java\tscript:x', 'jav\nascript:x', 'data:text/html,x', 'vbscript:x', 'file:///etc'])
      expect(isSafeUrl(url)).toBe(false);
  });

  it('keeps what instructions use: emphasis, lists and safe links', () => {
    const html = renderMarkdown('**Wichtig:** siehe [Merkblatt](/merkblatt.pdf), [Mail](mailto:info@example.org).\n\n- eins\n- zwei', 'neu');
    expect(html).toBe(
      '<p><strong>Wichtig:</strong> siehe <a href="/merkblatt.pdf" target="_blank" rel="noopener noreferrer">Merkblatt<span class="visuallyHidden"> neu</span></a>, ' +
        '<a href="mailto:info@example.org" target="_blank" rel="noopener noreferrer">Mail<span class="visuallyHidden"> neu</span></a>.</p>\n<ul>\n<li>eins</li>\n<li>zwei</li>\n</ul>\n',
    );
  });
});

describe('TextArea', () => {
  it('shows the counter n / max and announces it after a pause', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    function Wrapper() {
      const [value, setValue] = useState('');
      return <TextArea id="motivation" label="Motivation" required maxLength={10} value={value} onChange={setValue} />;
    }
    const { container } = renderIntl(<Wrapper />);
    expect(screen.getByText('0 / 10')).toBeInTheDocument();
    await user.tab();
    await user.keyboard('Hallo');
    expect(screen.getByText('5 / 10')).toBeInTheDocument();
    expect(screen.getByLabelText('Motivation')).toHaveAccessibleDescription('Maximal 10 Zeichen');
    act(() => {
      jest.advanceTimersByTime(1100);
    });
    expect(await screen.findByText('5 von maximal 10 Zeichen verwendet')).toBeInTheDocument();
    jest.useRealTimers();
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('NumberInput and DateInput', () => {
  it('keeps the raw number text, shows the prefix and the date hint', async () => {
    const user = userEvent.setup();
    function Wrapper() {
      const [n, setN] = useState<string>('');
      const [d, setD] = useState('');
      return (
        <>
          <NumberInput id="amount" label="Betrag" prefix="CHF" value={n} onChange={setN} required />
          <DateInput id="birthday" label="Geburtsdatum" value={d} onChange={setD} required error="Geburtsdatum muss ein gültiges Datum sein" />
        </>
      );
    }
    const { container } = renderIntl(<Wrapper />);
    await user.tab();
    await user.keyboard('12.5x');
    expect(screen.getByLabelText('Betrag')).toHaveValue('12.5x');
    expect(screen.getByLabelText('Betrag')).toHaveAttribute('inputmode', 'numeric');
    await user.tab();
    await user.keyboard('1.02.2000');
    const date = screen.getByLabelText('Geburtsdatum');
    expect(date).toHaveValue('1.02.2000');
    expect(date).toHaveAccessibleDescription(/Format: T.MM.JJJJ.*Geburtsdatum muss ein gültiges Datum sein/);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('date range: two labelled dates in a fieldset with their own errors', async () => {
    const user = userEvent.setup();
    const changes: DateRangeValue[] = [];
    function Wrapper() {
      const [v, setV] = useState<DateRangeValue>({ start: '', end: '' });
      return (
        <DateRangeInput
          id="travel"
          label="Reisedatum"
          required
          value={v}
          onChange={(next) => {
            changes.push(next);
            setV(next);
          }}
          errors={{ end: 'Enddatum muss nach 1.07.2026 sein.' }}
        />
      );
    }
    const { container } = renderIntl(<Wrapper />);
    expect(screen.getByRole('group', { name: 'Reisedatum' })).toBeInTheDocument();
    await user.tab();
    expect(screen.getByLabelText('Von')).toHaveAttribute('id', 'travel');
    await user.keyboard('1.07.2026');
    await user.tab();
    await user.keyboard('5');
    expect(changes.at(-1)).toEqual({ start: '1.07.2026', end: '5' });
    expect(screen.getByLabelText('Bis')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Von')).not.toHaveAttribute('aria-invalid');
    expect(await axe(container)).toHaveNoViolations();
  });
});
