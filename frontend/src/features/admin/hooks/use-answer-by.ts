import { createContext, useContext, useEffect, useState } from 'react';
import { answerByState, type AnswerByState } from '../answer-by';

/** Where the panel reads the time: the page's clock, which tests replace (Playwright's page clock). */
export interface PanelClock {
  now: () => number;
}

export const PanelClockContext = createContext<PanelClock>({ now: () => Date.now() });

/**
 * A pending request's answer-by time and the time left, read again each time its text would change (at
 * most a minute apart), so the countdown runs while the list waits for its next poll.
 */
export function useAnswerBy(answerBy: string): AnswerByState | null {
  const clock = useContext(PanelClockContext);
  const [now, setNow] = useState(() => clock.now());
  const state = answerByState(answerBy, now);
  const changesInMs = state?.changesInMs;
  useEffect(() => {
    if (changesInMs === undefined) return;
    const timer = setTimeout(() => setNow(clock.now()), changesInMs);
    return () => clearTimeout(timer);
  }, [clock, now, changesInMs]);
  return state;
}
