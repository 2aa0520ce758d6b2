import { useId, useMemo, useState } from 'react';
import { format } from '../../theme/i18n';
import { useExplainerLabels } from './labels';
import { useExplainerStrings, type ExplainerStrings } from './strings';
import {
  simulate,
  type AppOutcome,
  type AppShareConfig,
  type Note,
  type ShareStrategy,
  type Step,
} from './lib/share-resolution';
import { ExplainerStyles } from './ExplainerStyles';

const versions = ['17.0.2', '18.2.0', '18.3.1', '19.0.0', '19.1.0'];
const ranges = ['^17.0.0', '^18.0.0', '^18.3.0', '^19.0.0', '>=18.0.0'];
/** The select value that stands for `requiredVersion: false`. */
const anyVersion = 'false';

const initialApps: AppShareConfig[] = [
  { name: 'shell', version: '18.3.1', requiredVersion: '^18.0.0', singleton: true, strictVersion: false, eager: false },
  { name: 'catalog', version: '19.1.0', requiredVersion: '^19.0.0', singleton: true, strictVersion: false, eager: false },
  { name: 'checkout', version: '18.2.0', requiredVersion: '^18.0.0', singleton: true, strictVersion: false, eager: false },
];

type Flag = 'singleton' | 'strictVersion' | 'eager';
const flags: Flag[] = ['singleton', 'strictVersion', 'eager'];

function legendFor(t: ExplainerStrings, index: number, name: string): string {
  if (index === 0) return format(t.sveHostLegend, { name });
  return format(t.sveRemoteLegend, { name, position: index === 1 ? t.svePositionFirst : t.svePositionSecond });
}

function AppFieldset({
  app,
  index,
  onChange,
}: {
  app: AppShareConfig;
  index: number;
  onChange: (next: AppShareConfig) => void;
}) {
  const t = useExplainerStrings();
  const id = useId();
  return (
    <fieldset className="mf-explainer__app" data-app={app.name}>
      <legend>{legendFor(t, index, app.name)}</legend>
      <label htmlFor={`${id}-version`}>{t.sveVersion}</label>
      <select id={`${id}-version`} value={app.version} onChange={(event) => onChange({ ...app, version: event.target.value })}>
        {versions.map((version) => (
          <option key={version} value={version}>
            {version}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-required`}>
        <code>{t.sveRequired}</code>
      </label>
      <select
        id={`${id}-required`}
        value={app.requiredVersion === false ? anyVersion : app.requiredVersion}
        onChange={(event) =>
          onChange({ ...app, requiredVersion: event.target.value === anyVersion ? false : event.target.value })
        }
      >
        {ranges.map((range) => (
          <option key={range} value={range}>
            {range}
          </option>
        ))}
        <option value={anyVersion}>{t.sveAnyVersion}</option>
      </select>
      <div className="mf-explainer__flags">
        {flags.map((flag) => (
          <label key={flag} className="mf-explainer__check">
            <input type="checkbox" checked={app[flag]} onChange={(event) => onChange({ ...app, [flag]: event.target.checked })} />
            <code>{flag}</code>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function outcomeText(t: ExplainerStrings, outcome: AppOutcome): string {
  const values = { app: outcome.app, version: outcome.version ?? '', from: outcome.from ?? '' };
  switch (outcome.status) {
    case 'shared':
      return format(t.sveGetsShared, values);
    case 'own':
      return format(t.sveGetsOwn, values);
    case 'warning':
      return format(t.sveGetsWarning, values);
    case 'error':
      return format(t.sveGetsError, values);
  }
}

const statusLabel = (t: ExplainerStrings, status: AppOutcome['status']): string =>
  ({ shared: t.sveStatusShared, own: t.sveStatusOwn, warning: t.sveStatusWarning, error: t.sveStatusError })[status];

/** A count of loaded copies as the language writes it: 2 and 3 in English, 两 and 三 in Chinese. */
const countWord = (t: ExplainerStrings, count: number): string =>
  count === 2 ? t.sveCountTwo : count === 3 ? t.sveCountThree : String(count);

function noteText(t: ExplainerStrings, note: Note): string {
  switch (note.kind) {
    case 'eagerEarly':
      return format(t.sveNoteEagerEarly, note);
    case 'eagerUnused':
      return format(t.sveNoteEagerUnused, note);
    case 'eagerMixed':
      return t.sveNoteEagerMixed;
    case 'singletonMixed':
      return t.sveNoteSingletonMixed;
    case 'duplicates':
      return format(t.sveNoteDuplicates, { count: countWord(t, note.versions.length), versions: note.versions.join(', ') });
    case 'loadedFirstLower':
      return format(t.sveNoteLoadedFirstLower, note);
  }
}

function stepText(t: ExplainerStrings, step: Step): string {
  if (step.kind === 'register') return format(t.sveStepRegister, { app: step.app, version: step.version });
  return format(step.eager ? t.sveStepConsumeEager : t.sveStepConsume, { app: step.app });
}

function Outcomes({ outcomes }: { outcomes: AppOutcome[] }) {
  const t = useExplainerStrings();
  return (
    <ul className="mf-explainer__outcomes">
      {outcomes.map((outcome) => (
        <li key={outcome.app} className={`mf-explainer__outcome mf-explainer__outcome--${outcome.status}`} data-app={outcome.app}>
          <span className="mf-explainer__badge">{statusLabel(t, outcome.status)}</span>
          <span>{outcomeText(t, outcome)}</span>
          {outcome.message && (
            <span className="mf-explainer__console">
              {outcome.status === 'error' ? t.sveConsoleError : t.sveConsoleWarn}
              <code>{outcome.message}</code>
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The shared-version explainer: the reader configures the apps and reads what the runtime does. */
export default function SharedVersionPanel() {
  const labels = useExplainerLabels();
  const t = useExplainerStrings();
  const [strategy, setStrategy] = useState<ShareStrategy>('version-first');
  const [appCount, setAppCount] = useState(2);
  const [apps, setApps] = useState(initialApps);
  const active = useMemo(() => apps.slice(0, appCount), [apps, appCount]);
  const result = useMemo(() => simulate({ pkg: 'react', strategy, apps: active }), [strategy, active]);
  const headingId = useId();

  const update = (index: number, next: AppShareConfig) => setApps(apps.map((app, at) => (at === index ? next : app)));

  return (
    <section className="mf-explainer" aria-label={labels.shared} data-explainer="shared">
      <ExplainerStyles />
      <form className="mf-explainer__form" onSubmit={(event) => event.preventDefault()}>
        <div className="mf-explainer__row">
          <fieldset className="mf-explainer__choice">
            <legend>{t.sveStrategy}</legend>
            {(['version-first', 'loaded-first'] as const).map((value) => (
              <label key={value} className="mf-explainer__check">
                <input type="radio" name="share-strategy" value={value} checked={strategy === value} onChange={() => setStrategy(value)} />
                <code>{value}</code>
              </label>
            ))}
          </fieldset>
          <fieldset className="mf-explainer__choice">
            <legend>{t.sveAppCount}</legend>
            {[2, 3].map((count) => (
              <label key={count} className="mf-explainer__check">
                <input type="radio" name="app-count" value={count} checked={appCount === count} onChange={() => setAppCount(count)} />
                {count === 2 ? t.sveTwoApps : t.sveThreeApps}
              </label>
            ))}
          </fieldset>
        </div>
        <div className="mf-explainer__apps" role="group" aria-label={t.sveSetup}>
          {active.map((app, index) => (
            <AppFieldset key={app.name} app={app} index={index} onChange={(next) => update(index, next)} />
          ))}
        </div>
      </form>
      <div className="mf-explainer__result" aria-live="polite" aria-labelledby={headingId} data-testid="shared-result">
        <p id={headingId} className="mf-explainer__heading">
          {t.sveResult}
        </p>
        <Outcomes outcomes={result.outcomes} />
        {result.notes.length > 0 && (
          <>
            <p className="mf-explainer__subheading">{t.sveNotes}</p>
            <ul className="mf-explainer__notes">
              {result.notes.map((note, index) => (
                <li key={`${note.kind}-${index}`} data-note={note.kind}>
                  {noteText(t, note)}
                </li>
              ))}
            </ul>
          </>
        )}
        <details className="mf-explainer__details">
          <summary>{t.sveTimeline}</summary>
          <ol>
            {result.steps.map((step, index) => (
              <li key={index}>{stepText(t, step)}</li>
            ))}
          </ol>
        </details>
      </div>
    </section>
  );
}
