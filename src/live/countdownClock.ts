import type { ActorRefFrom, Subscription } from 'xstate';
import { secondsLeft } from '../../machines/countdown.machine';
import type { tabMachine } from '../../machines/tab.machine';
import { selectCountdownActor } from '../../machines/tab.selectors';

/**
 * The countdown counts ticks. When the clock has moved on further than the ticks say (a
 * sleeping laptop, a throttled background tab), the tab starts it again from its start time
 * (`countdown.resynced`), so it shows what is really left. Watches whichever countdown the tab
 * runs, for the tab's life.
 */
export function watchCountdownClock(tab: ActorRefFrom<typeof tabMachine>): void {
  let watched: ReturnType<typeof selectCountdownActor> = null;
  let subscription: Subscription | undefined;
  const follow = () => {
    const countdown = selectCountdownActor(tab.getSnapshot());
    if (countdown === watched) return;
    subscription?.unsubscribe();
    watched = countdown;
    subscription = countdown?.subscribe((snapshot) => {
      if (snapshot.hasTag('expired')) return;
      const { startedAt, remaining } = snapshot.context;
      if (secondsLeft(startedAt, Date.now()) >= remaining - 1) return;
      // After the tick that showed it: the tab replaces the countdown from outside its own step.
      void Promise.resolve().then(() => {
        if (watched === countdown) tab.send({ type: 'countdown.resynced', startedAt, now: Date.now() });
      });
    });
  };
  follow();
  tab.subscribe(follow);
}
