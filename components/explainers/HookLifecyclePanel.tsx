import { useId, useState } from 'react';
import { format } from '../../theme/i18n';
import { useExplainerLabels } from './labels';
import { useExplainerStrings, type ExplainerStrings } from './strings';
import {
  hookSequence,
  lifecycleActions,
  type HookStep,
  type LifecycleAction,
  type LifecycleOutcome,
  type ReturnKey,
} from './lib/hook-lifecycle';
import { ExplainerStyles } from './ExplainerStyles';

const actionLabel = (t: ExplainerStrings, action: LifecycleAction): string =>
  ({
    init: t.hleActionInit,
    loadRemote: t.hleActionLoadRemote,
    loadShare: t.hleActionLoadShare,
    preloadRemote: t.hleActionPreloadRemote,
    manifestFails: t.hleActionManifestFails,
    entryFails: t.hleActionEntryFails,
  })[action];

const returnText = (t: ExplainerStrings, key: ReturnKey): string =>
  ({
    args: t.hleReturnArgs,
    nothing: t.hleReturnNothing,
    moduleWrapper: t.hleReturnModuleWrapper,
    assets: t.hleReturnAssets,
    response: t.hleReturnResponse,
    entryExports: t.hleReturnEntryExports,
    script: t.hleReturnScript,
    manifestFallback: t.hleReturnManifestFallback,
    moduleFallback: t.hleReturnModuleFallback,
    resolver: t.hleReturnResolver,
  })[key];

const outcomeText = (t: ExplainerStrings, outcome: LifecycleOutcome, error = ''): string =>
  format(
    {
      instance: t.hleOutcomeInstance,
      module: t.hleOutcomeModule,
      sharedFactory: t.hleOutcomeSharedFactory,
      preloaded: t.hleOutcomePreloaded,
      fallback: t.hleOutcomeFallback,
      rejected: t.hleOutcomeRejected,
    }[outcome],
    { error },
  );

function HookCard({ step, index }: { step: HookStep; index: number }) {
  const t = useExplainerStrings();
  const state = step.fails ? 'fails' : step.recovers ? 'recovers' : undefined;
  return (
    <li className={`mf-explainer__hook${state ? ` mf-explainer__hook--${state}` : ''}`} data-hook={step.hook}>
      <div className="mf-explainer__hook-head">
        <span className="mf-explainer__hook-index" aria-hidden="true">
          {index + 1}
        </span>
        <code className="mf-explainer__hook-name">{step.hook}</code>
        <span className="mf-explainer__badge">
          <span className="mf-explainer__visually-hidden">{t.hleKind}: </span>
          {step.kind}
        </span>
        {state && <span className="mf-explainer__flag">{state === 'fails' ? t.hleFails : t.hleRecovers}</span>}
      </div>
      <dl className="mf-explainer__hook-body">
        <dt>{t.hleReceives}</dt>
        <dd>
          {step.receives.map((item, at) => (
            <span key={item.name}>
              {at > 0 && ', '}
              <code>{item.sample === undefined ? item.name : `${item.name}: ${item.sample}`}</code>
            </span>
          ))}
        </dd>
        <dt>{t.hleMayReturn}</dt>
        <dd>{returnText(t, step.returns)}</dd>
      </dl>
    </li>
  );
}

/** The hook lifecycle explainer: pick a call, read the hooks it fires. */
export default function HookLifecyclePanel() {
  const labels = useExplainerLabels();
  const t = useExplainerStrings();
  const [action, setAction] = useState<LifecycleAction>('loadRemote');
  const [fallback, setFallback] = useState(true);
  const run = hookSequence(action, { fallback });
  const failing = action === 'manifestFails' || action === 'entryFails';
  const headingId = useId();
  const selectId = useId();

  return (
    <section className="mf-explainer" aria-label={labels.hooks} data-explainer="hooks">
      <ExplainerStyles />
      <form className="mf-explainer__form" onSubmit={(event) => event.preventDefault()}>
        <fieldset className="mf-explainer__choice mf-explainer__choice--wide">
          <legend>{t.hleAction}</legend>
          <label htmlFor={selectId} className="mf-explainer__visually-hidden">
            {t.hleAction}
          </label>
          <select id={selectId} value={action} onChange={(event) => setAction(event.target.value as LifecycleAction)}>
            {lifecycleActions.map((value) => (
              <option key={value} value={value}>
                {actionLabel(t, value)}
              </option>
            ))}
          </select>
          {failing && (
            <label className="mf-explainer__check">
              <input type="checkbox" checked={fallback} onChange={(event) => setFallback(event.target.checked)} />
              {t.hleFallback}
            </label>
          )}
        </fieldset>
      </form>
      <div className="mf-explainer__result" aria-live="polite" aria-labelledby={headingId} data-testid="hooks-result">
        <p className="mf-explainer__call">
          {t.hleCall}: <code>{run.call}</code>
        </p>
        <p id={headingId} className="mf-explainer__heading">
          {t.hleHooks}
        </p>
        {action === 'loadShare' && <p className="mf-explainer__note">{t.hleNoteLoadShare}</p>}
        {(action === 'loadRemote' || action === 'entryFails') && <p className="mf-explainer__note">{t.hleNoteBuiltIn}</p>}
        <ol className="mf-explainer__hooks">
          {run.steps.map((step, index) => (
            <HookCard key={`${step.hook}-${index}`} step={step} index={index} />
          ))}
        </ol>
        <p className={`mf-explainer__outcome-line mf-explainer__outcome-line--${run.outcome}`} data-outcome={run.outcome}>
          <strong>{t.hleOutcome}:</strong> {outcomeText(t, run.outcome, run.error)}
        </p>
      </div>
    </section>
  );
}
