import { useEffect, useRef } from 'react';
import type { ActorRef, EventObject, Snapshot } from 'xstate';

/** One handler per emitted event type, and '*' for every event. */
export type ActorEventHandlers<TEmitted extends EventObject> = {
  [K in TEmitted['type']]?: (event: Extract<TEmitted, { type: K }>) => void;
} & { '*'?: (event: TEmitted) => void };

/**
 * Runs `handlers` for the events an actor emits (toasts, a cart change, a chat tab). Subscribes
 * once per actor; the handlers may close over fresh props and state on every render, since the
 * latest ones are called.
 *
 *   useActorEvents(cart, { '*': (event) => event.toast && showToast(event.toast) });
 */
export function useActorEvents<TEmitted extends EventObject>(
  actor: Pick<ActorRef<Snapshot<unknown>, never, TEmitted>, 'on'> | null | undefined,
  handlers: ActorEventHandlers<TEmitted>,
): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    if (!actor) return;
    const subscription = actor.on('*', (event) => {
      const current = latest.current as Record<string, ((event: TEmitted) => void) | undefined>;
      current[event.type]?.(event);
      current['*']?.(event);
    });
    return () => subscription.unsubscribe();
  }, [actor]);
}
