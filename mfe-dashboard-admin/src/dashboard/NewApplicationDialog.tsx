import { useState } from 'react';
import { useIntl } from 'react-intl';
import { navigateToRoute } from '@portal/shared-domain';
import type { NewApplication } from '@portal/shared-domain/api';
import { useCreateApplicationMutation } from '@portal/shared-ui/account-data';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { RadioGroup } from '@portal/shared-ui/fields';
import { WIZARD_ROUTE } from './rules';
import { dashboardMessages as messages } from './messages';

type Kind = 'single-person' | 'single-group' | 'group-collection' | 'project';

const PAYLOAD: Record<Kind, NewApplication> = {
  'single-person': { type: 'single-person' },
  'single-group': { type: 'group', subtype: 'single-group' },
  'group-collection': { type: 'group', subtype: 'group-collection' },
  project: { type: 'project' },
};

/** Chooses the kind, creates the application (POST /applications) and opens its wizard. */
export function NewApplicationDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const [kind, setKind] = useState<Kind | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [create] = useCreateApplicationMutation();
  const options = [
    { value: 'single-person' as const, label: messages.newSinglePerson, hint: messages.newSinglePersonHint },
    { value: 'single-group' as const, label: messages.newSingleGroup, hint: messages.newSingleGroupHint },
    { value: 'group-collection' as const, label: messages.newGroupCollection, hint: messages.newGroupCollectionHint },
    { value: 'project' as const, label: messages.newProject, hint: messages.newProjectHint },
  ].map((option) => ({ value: option.value, label: intl.formatMessage(option.label), hint: intl.formatMessage(option.hint) }));

  return (
    <ConfirmDialog
      open={open}
      title={intl.formatMessage(messages.newTitle)}
      confirmLabel={intl.formatMessage(messages.newConfirm)}
      onClose={() => {
        setError(undefined);
        onClose();
      }}
      onConfirm={async () => {
        if (!kind) {
          setError(intl.formatMessage(messages.newRequired));
          document.getElementById('new-application-kind')?.focus();
          return false;
        }
        const application = await create(PAYLOAD[kind]).unwrap();
        navigateToRoute(WIZARD_ROUTE[application.type], { id: application.id });
      }}
    >
      <RadioGroup
        id="new-application-kind"
        label={intl.formatMessage(messages.newKind)}
        required
        options={options}
        value={kind}
        onChange={(value) => {
          setKind(value);
          setError(undefined);
        }}
        error={error}
      />
    </ConfirmDialog>
  );
}
