import { useLayoutEffect, useRef } from 'react';
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
 *
 * Layout effects, not passive ones: React runs every layout effect of a commit before any passive
 * one, so a provider listening here hears what its children send from their own mount effects
 * (the cart link page opens its link the moment it mounts; as a passive effect the provider
 * subscribed after that, and the link's toast was lost).
 */
export function useActorEvents<TEmitted extends EventObject>(
  actor: Pick<ActorRef<Snapshot<unknown>, never, TEmitted>, 'on'> | null | undefined,
  handlers: ActorEventHandlers<TEmitted>,
): void {
  const latest = useRef(handlers);
  useLayoutEffect(() => {
    latest.current = handlers;
  });
  useLayoutEffect(() => {
    if (!actor) return;
    const subscription = actor.on('*', (event) => {
      const current = latest.current as Record<string, ((event: TEmitted) => void) | undefined>;
      current[event.type]?.(event);
      current['*']?.(event);
    });
    return () => subscription.unsubscribe();
  }, [actor]);
}
