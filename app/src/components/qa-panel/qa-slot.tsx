import { lazy, Suspense, useEffect, useState } from 'react';
import { qaEnabled } from '../../lib/qa/qa';

const QaPanel = lazy(() => import('./qa-panel').then((m) => ({ default: m.QaPanel })));

/** Where the QA panel goes in the page frame: nothing (and nothing loaded) unless QA is on. */
export function QaSlot() {
  const [on, setOn] = useState(false);
  useEffect(() => setOn(qaEnabled()), []);
  return on ? (
    <Suspense fallback={null}>
      <QaPanel />
    </Suspense>
  ) : null;
}
