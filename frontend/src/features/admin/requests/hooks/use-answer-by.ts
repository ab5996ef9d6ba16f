import { createContext, useContext, useEffect, useState } from 'react';
import { answerByState, type AnswerByState } from '../utils/answer-by';
import { useStaffI18n } from '../../shared/i18n/use-staff-i18n';

/** Where the panel reads the time: the page's clock, which tests replace (Playwright's page clock). */
export interface PanelClock {
  now: () => number;
}

export const PanelClockContext = createContext<PanelClock>({ now: () => Date.now() });

/**
 * A pending request's answer-by time and the time left at the moment of rendering. A timer renders it again
 * when its text would change (at most a minute later), so the countdown runs between two polls of the list.
 * The timer is set from the time the effect runs, which may be later than the render (a busy page, a tab in
 * the background): if the words changed meanwhile, it renders again at once.
 */
export function useAnswerBy(answerBy: string): AnswerByState | null {
  const clock = useContext(PanelClockContext);
  const i18n = useStaffI18n();
  const [tick, setTick] = useState(0);
  const state = answerByState(answerBy, clock.now(), i18n);
  const shown = state && `${state.due} ${state.remaining}`;
  useEffect(() => {
    const current = answerByState(answerBy, clock.now(), i18n);
    if (!current) return;
    const stale = `${current.due} ${current.remaining}` !== shown;
    const timer = setTimeout(() => setTick((count) => count + 1), stale ? 0 : current.changesInMs);
    return () => clearTimeout(timer);
  }, [answerBy, clock, i18n, shown, tick]);
  return state;
}
