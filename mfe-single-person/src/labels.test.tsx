import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { singlePersonFlows } from '@portal/shared-domain/flows/single-person';
import type { Flow, QuestionData, WizardRecords } from '@portal/shared-domain/wizard';
import { FieldRenderer } from '@portal/shared-ui/wizard';

/** The fields of one question as the wizard renders them (issue 14, item 9: labels and rows). */
function renderQuestion(flow: Flow, code: string, data: QuestionData, records: WizardRecords) {
  const question = flow.question(code);
  return render(
    <IntlProvider locale="de" messages={{}} onError={() => undefined}>
      {question.fields.map((field) => (
        <FieldRenderer key={field.name} code={code} field={field} data={data} errors={{}} records={records} upload={async () => ({ id: 'u1' })} onChange={() => undefined} />
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
        <FieldRenderer code={code} field={field} data={{ [name]: [] }} errors={{}} records={{ application, statement: {} }} onChange={(_key, value) => (lines = value)} />
      </IntlProvider>,
    );
    const button = screen.getByRole('button', { name: further });
    while (document.activeElement !== button) await user.tab();
    await user.keyboard('{Enter}');
    expect(lines).toEqual([{ description: '', amount: null }]);
  });
});

describe('"(optional)" only on fields that may stay empty (spec 00 §2.17)', () => {
  it('FE220: the proofs of the benefits received are not optional', async () => {
    renderQuestion(await singlePersonFlows.application(), 'FE220', {}, { application: { disabilityInsurance: true, supplementaryBenefits: false, socialAid: true }, statement: null });
    expect(screen.getByText('Verfügung der Invalidenversicherung (IV)')).toBeInTheDocument();
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
