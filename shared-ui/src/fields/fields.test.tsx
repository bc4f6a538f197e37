import { screen } from '@testing-library/react';
import { renderIntl } from '../form/test-utils';

// The light entry must not bring the markdown renderer, the wizard engine or validation along.
jest.mock('marked', () => {
  throw new Error('marked loaded by @portal/shared-ui/fields');
});
jest.mock('@portal/shared-domain/wizard', () => {
  throw new Error('wizard engine loaded by @portal/shared-ui/fields');
});
jest.mock('@portal/shared-domain/wizard-core', () => {
  throw new Error("wizard engine's core loaded by @portal/shared-ui/fields");
});
jest.mock('@portal/shared-domain/validation', () => {
  throw new Error('validation loaded by @portal/shared-ui/fields');
});

test('the light field kit renders its controls without markdown, wizard engine or validation', async () => {
  const { TextInput, RadioGroup, Modal } = await import('@portal/shared-ui/fields');
  renderIntl(
    <>
      <TextInput id="email" label="E-Mail" required value="" onChange={() => undefined} error="E-Mail ist ein Pflichtfeld." />
      <RadioGroup id="salutation" name="salutation" label="Anrede" options={[{ value: 'f', label: 'Frau' }]} value={null} onChange={() => undefined} />
    </>,
  );
  expect(screen.getByRole('textbox', { name: 'E-Mail' })).toHaveAccessibleDescription(/E-Mail ist ein Pflichtfeld/);
  expect(screen.getByRole('radio', { name: 'Frau' })).toBeInTheDocument();
  renderIntl(
    <Modal open onClose={() => undefined} title="Newsletter">
      <p>Text</p>
    </Modal>,
  );
  expect(screen.getByRole('dialog', { name: 'Newsletter' })).toBeInTheDocument();
});
