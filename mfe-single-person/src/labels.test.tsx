import { getDefaultNormalizer, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { currentLang } from '@portal/shared-domain';
import { singlePersonFlows } from '@portal/shared-domain/flows/single-person';
import { type Flow, type QuestionData, type WizardRecords } from '@portal/shared-domain/wizard-core';
import { startWizard } from '@portal/shared-domain/wizard';
import { PortalIntlProvider } from '@portal/shared-ui';
import { FieldRenderer, KIND_RENDERERS, WizardView } from '@portal/shared-ui/wizard';

/** The fields of one question as the wizard renders them (issue 14, item 9: labels and rows). */
function renderQuestion(flow: Flow, code: string, data: QuestionData, records: WizardRecords) {
  const question = flow.question(code);
  return render(
    <IntlProvider locale="de" messages={{}} onError={() => undefined}>
      {question.fields.map((field) => (
        <FieldRenderer kinds={KIND_RENDERERS} key={field.name} code={code} field={field} data={data} errors={{}} records={records} upload={async () => ({ id: 'u1' })} onChange={() => undefined} />
      ))}
    </IntlProvider>,
  );
}

describe('budget screens offer a "further" row (spec 01 §2.2)', () => {
  it.each([
    ['application', 'FE520', 'expenses', 'Weitere Ausgabe', { reasonForRequest: 'procurement' }],
    ['application', 'FE530', 'budgetAvailable', 'Weitere Einnahme', {}],
    ['settlement', 'BE250', 'expenses', 'Weitere Ausgabe', { reasonForRequest: 'procurement' }],
    ['settlement', 'BE270', 'budget', 'Weitere Einnahme', {}],
  ] as const)('%s %s (%s): the keyboard adds a described line', async (stage, code, name, further, application) => {
    const flow = await singlePersonFlows[stage]();
    const user = userEvent.setup();
    let lines: unknown = [];
    const question = flow.question(code);
    const field = question.fields.find((candidate) => candidate.name === name)!;
    render(
      <IntlProvider locale="de" messages={{}} onError={() => undefined}>
        <FieldRenderer kinds={KIND_RENDERERS} code={code} field={field} data={{ [name]: [] }} errors={{}} records={{ application, statement: {} }} onChange={(_key, value) => (lines = value)} />
      </IntlProvider>,
    );
    const button = await screen.findByRole('button', { name: further });
    while (document.activeElement !== button) await user.tab();
    await user.keyboard('{Enter}');
    expect(lines).toEqual([{ description: '', amount: null }]);
  });
});

describe('"(optional)" only on fields that may stay empty (spec 00 §2.17)', () => {
  it('FE220: the proofs of the benefits received are not optional', async () => {
    renderQuestion(await singlePersonFlows.application(), 'FE220', {}, { application: { disabilityInsurance: true, supplementaryBenefits: false, socialAid: true }, statement: null });
    expect(await screen.findByText('Verfügung der Invalidenversicherung (IV)')).toBeInTheDocument();
    expect(screen.getByText('Bestätigung der Sozialhilfe')).toBeInTheDocument();
    expect(screen.queryByText(/\(optional\)/)).not.toBeInTheDocument();
  });

  it('FE350: the "other" text is not optional once "other" is ticked', async () => {
    renderQuestion(await singlePersonFlows.application(), 'FE350', { reasons: ['other'], reasonsOther: '' }, { application: {}, statement: null });
    expect(screen.getByRole('textbox', { name: 'Anderer Grund' })).toBeInTheDocument();
    expect(screen.queryByText(/\(optional\)/)).not.toBeInTheDocument();
  });

  it('BE260: receipts are not optional while an expense needs one, and optional when none does', async () => {
    const flow = await singlePersonFlows.settlement();
    const { unmount } = renderQuestion(flow, 'BE260', { receipts: [] }, { application: { reasonForRequest: 'travel' }, statement: { expenses: [{ type: 'transport', amount: 300 }] } });
    expect(screen.getByText('Belege')).toBeInTheDocument();
    expect(screen.queryByText(/\(optional\)/)).not.toBeInTheDocument();
    unmount();
    renderQuestion(flow, 'BE260', { receipts: [] }, { application: { reasonForRequest: 'travel' }, statement: { expenses: [{ type: 'transport', amount: 60 }] } });
    expect(screen.getByText('(optional)')).toBeInTheDocument();
  });
});

describe('upload hints say what the field takes (issue 14, item 15)', () => {
  const hint = (code: string) => document.getElementById(`${code}-hint`)?.textContent;

  it('FE240 (a document): every accepted type and the size limit, never an empty size', async () => {
    renderQuestion(await singlePersonFlows.application(), 'FE240', { taxableIncomeDocument: null }, { application: { taxableIncome: 30000 }, statement: null });
    const input = screen.getByLabelText('Steuerveranlagung oder Steuererklärung');
    expect(document.getElementById(input.getAttribute('aria-describedby')!.split(' ')[0])).toHaveTextContent(
      'Erlaubte Dateitypen: PDF, XLSX, AVIF, BMP, JPG, PNG, WEBP. Maximale Grösse: 20 MB.',
    );
    expect(hint('FE240-taxableIncomeDocument')).not.toMatch(/Grösse: \./);
  });

  it('BE310 (images): image types only, for the hint and the browser’s file picker', async () => {
    renderQuestion(await singlePersonFlows.settlement(), 'BE310', { images: [] }, { application: { reasonForRequest: 'travel' }, statement: {} });
    const input = screen.getByLabelText(/^Bilder/);
    expect(screen.getByText('Erlaubte Dateitypen: AVIF, BMP, JPG, PNG, WEBP. Maximale Grösse: 20 MB.')).toBeInTheDocument();
    expect(input.getAttribute('accept')).toBe('image/avif,image/bmp,image/jpeg,image/png,image/webp');
    expect(screen.queryByText(/PDF|XLSX/)).not.toBeInTheDocument();
  });
});

describe('texts name the buttons as the page shows them (issue 14, item 15)', () => {
  afterAll(() => currentLang.set('de'));

  it.each(['de', 'fr', 'it'] as const)('BE450 (%s): the text quotes the complete button’s own label', async (lang) => {
    const flow = await singlePersonFlows.settlement();
    currentLang.set(lang);
    const context = { user: { email: 'a@example.org', isAdmin: false, impersonator: null }, now: new Date('2026-11-23T10:00:00Z') };
    const state = startWizard(flow, { application: { id: 'a1', status: 'accepted', reasonForRequest: 'travel' }, statement: {} }, context);
    render(
      <PortalIntlProvider load={async () => ({})}>
        <WizardView flow={flow} state={state} context={context} current="BE450" onSave={jest.fn()} onNavigate={jest.fn()} />
      </PortalIntlProvider>,
    );
    const button = await screen.findByRole('button', { name: { de: 'Abschliessen und einreichen', fr: 'Terminer et envoyer', it: 'Concludere e inviare' }[lang] });
    const quoted = /«\s*([^»]+?)\s*»/u.exec(screen.getByText(/«/).textContent ?? '')?.[1];
    expect(quoted).toBe(button.textContent);
  });
});

describe('French texts have a no-break space before ? ! : ; (issue 14, item 15)', () => {
  afterAll(() => currentLang.set('de'));

  it('BE200 and BE270 in French: the question, the options and the intro', async () => {
    const flow = await singlePersonFlows.settlement();
    currentLang.set('fr');
    const context = { user: { email: 'a@example.org', isAdmin: false, impersonator: null }, now: new Date('2026-11-23T10:00:00Z') };
    const state = startWizard(flow, { application: { id: 'a1', status: 'accepted', reasonForRequest: 'travel', budgetAvailable: [{ type: 'individual-contributions', amount: 300 }] }, statement: {} }, context);
    const { unmount } = render(
      <PortalIntlProvider load={async () => ({})}>
        <WizardView flow={flow} state={state} context={context} current="BE200" onSave={jest.fn()} onNavigate={jest.fn()} />
      </PortalIntlProvider>,
    );
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Le voyage, l’activité de loisirs ou l’achat a-t-il eu lieu\u00a0?');
    expect(screen.getByRole('radio', { name: /^Pas encore\u00a0: il n’est pas encore terminé ou payé/ })).toBeInTheDocument();
    unmount();
    render(
      <PortalIntlProvider load={async () => ({})}>
        <WizardView flow={flow} state={state} context={context} current="BE270" onSave={jest.fn()} onNavigate={jest.fn()} />
      </PortalIntlProvider>,
    );
    const exact = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };
    expect(await screen.findByText('Contribution propre indiquée lors de la demande\u00a0: CHF 300.00', exact)).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/[^\u00a0\u202f][?!:;](\s|$)/u);
  });
});

describe('FE390: the countries in the alphabetical order of the page’s language (issue 14, item 15)', () => {
  afterAll(() => currentLang.set('de'));

  it.each([
    ['fr', ['Afghanistan', 'Afrique du Sud', 'Åland', 'Albanie', 'Algérie']],
    ['it', ['Afghanistan', 'Albania', 'Algeria', 'Andorra', 'Angola']],
    ['de', ['Afghanistan', 'Ägypten', 'Åland', 'Albanien', 'Algerien']],
  ] as const)('%s', async (lang, first) => {
    const flow = await singlePersonFlows.application();
    currentLang.set(lang);
    const context = { user: { email: 'a@example.org', isAdmin: false, impersonator: null }, now: new Date('2026-11-23T10:00:00Z') };
    const state = startWizard(flow, { application: { id: 'a1', status: 'preparing', reasonForRequest: 'travel', destinationCountryCode: 276 }, statement: null }, context);
    render(
      <PortalIntlProvider load={async () => ({})}>
        <WizardView flow={flow} state={state} context={context} current="FE390" onSave={jest.fn()} onNavigate={jest.fn()} />
      </PortalIntlProvider>,
    );
    const select = await screen.findByRole('combobox', { name: { fr: 'Pays', it: 'Paese', de: 'Land' }[lang] });
    const names = Array.from((select as HTMLSelectElement).options).map((option) => option.textContent ?? '').filter((_name, index) => index > 0);
    expect(names.slice(0, 5)).toEqual(first);
    expect(names).toEqual([...names].sort(new Intl.Collator(lang).compare));
  });
});
