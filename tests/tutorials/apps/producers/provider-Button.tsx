// provider/Button: a component with state, so it only works on the consumer's copy of React.
import { useState } from 'react';
import { markEvaluated } from './evaluated';

declare const PROVIDER_RELEASE: string;

markEvaluated(`provider@${PROVIDER_RELEASE}/Button`);

export default function Button() {
  const [clicks, setClicks] = useState(0);
  return (
    <button type="button" onClick={() => setClicks((n) => n + 1)}>
      Button from provider {PROVIDER_RELEASE}, clicked {clicks} times
    </button>
  );
}
