import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { type NavigationAction, type NavigationState, type QuestionData, type WizardState, type WizardTransport } from '@portal/shared-domain/wizard-core';
import { executeSave, flowStatus, navigate, startNavigation, startWizard } from '@portal/shared-domain/wizard';
import type { UploadFunction } from '../../form';
import { wizardMessages } from '../messages';
import { WizardView } from '../WizardView';
import { demoFlow } from './demoFlow';
import styles from '../Wizard.module.css';

/** The demo saves locally only: no question has an endpoint, so the transport is never called. */
const localOnly: WizardTransport = {
  put: () => Promise.reject(new Error('demo: no server')),
  delete: () => Promise.reject(new Error('demo: no server')),
  post: () => Promise.reject(new Error('demo: no server')),
};

/** Fake upload with visible progress (10 % every 80 ms). */
export const demoUpload: UploadFunction = (file, onProgress) =>
  new Promise((resolve) => {
    let percent = 0;
    const timer = window.setInterval(() => {
      percent += 10;
      onProgress(percent);
      if (percent >= 100) {
        window.clearInterval(timer);
        resolve({ id: `${Date.now()}-${file.name}`, name: file.name, size: file.size });
      }
    }, 80);
  });

export interface DemoWizardProps {
  /** Delay of the simulated save in ms (shows the saving state). */
  saveDelay?: number;
}

/** Living-style-guide demo of the wizard chrome and every input kind (not for production). */
export function DemoWizard({ saveDelay = 400 }: DemoWizardProps) {
  const intl = useIntl();
  const context = useMemo(() => ({ user: null, now: new Date() }), []);
  const initial = useMemo(() => startWizard(demoFlow, { application: {}, statement: null }, context), [context]);
  const [state, setState] = useState<WizardState>(initial);
  const [nav, setNav] = useState<NavigationState | null>(() => startNavigation(demoFlow, flowStatus(demoFlow, initial, context)));
  const [saving, setSaving] = useState(false);

  const go = (action: NavigationAction, from: WizardState = state) => {
    if (!nav) return;
    const result = navigate(demoFlow, flowStatus(demoFlow, from, context), nav, action);
    setNav(result.type === 'exit' ? null : result.state);
  };

  const onSave = async (code: string, data: QuestionData) => {
    setSaving(true);
    try {
      await new Promise((resolve) => setTimeout(resolve, saveDelay));
      const result = await executeSave(demoFlow, state, context, code, data, localOnly);
      setState(result.state);
      go({ type: 'next' }, result.state);
    } finally {
      setSaving(false);
    }
  };

  if (!nav) {
    return (
      <div className={styles.wizard}>
        <p role="status">{intl.formatMessage(wizardMessages.demoClosed)}</p>
        <button
          type="button"
          className={styles.primary}
          onClick={() => setNav(startNavigation(demoFlow, flowStatus(demoFlow, state, context)))}
        >
          {intl.formatMessage(wizardMessages.demoRestart)}
        </button>
      </div>
    );
  }

  return (
    <WizardView
      flow={demoFlow}
      state={state}
      context={context}
      current={nav.current}
      title={intl.formatMessage(wizardMessages.demoTitle)}
      onSave={onSave}
      onNavigate={(action) => go(action)}
      onComplete={() => go({ type: 'next' })}
      upload={demoUpload}
      saving={saving}
    />
  );
}
