import { afterEach, describe, expect, it, vi } from 'vitest';
import { useEffect } from 'react';
import { cleanup, render } from '@testing-library/react';
import { createActor, emit, setup } from 'xstate';
import { useActorEvents } from '../../../src/components/ui/useActorEvents.ts';

afterEach(cleanup);

const machine = setup({
  types: { events: {} as { type: 'PING' } | { type: 'PONG' }, emitted: {} as { type: 'ping'; n: number } | { type: 'pong' } },
}).createMachine({
  on: {
    PING: { actions: emit({ type: 'ping' as const, n: 1 }) },
    PONG: { actions: emit({ type: 'pong' as const }) },
  },
});

describe('useActorEvents', () => {
  it('calls the latest handler for each emitted type and every event for *, until unmounted', () => {
    const actor = createActor(machine).start();
    const first = vi.fn();
    const second = vi.fn();
    const all = vi.fn();
    function Listener({ onPing }: { onPing: (n: number) => void }) {
      useActorEvents(actor, { ping: (event) => onPing(event.n), '*': (event) => all(event.type) });
      return null;
    }
    const view = render(<Listener onPing={first} />);
    actor.send({ type: 'PING' });
    view.rerender(<Listener onPing={second} />);
    actor.send({ type: 'PING' });
    actor.send({ type: 'PONG' });
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledWith(1);
    expect(all.mock.calls.map(([type]) => type)).toEqual(['ping', 'ping', 'pong']);
    view.unmount();
    actor.send({ type: 'PING' });
    expect(all).toHaveBeenCalledTimes(3);
  });

  it('hears what a child sends from its own mount effect (a cart link opened as its page mounts)', () => {
    const actor = createActor(machine).start();
    const heard = vi.fn();
    function Child() {
      useEffect(() => void actor.send({ type: 'PING' }), []);
      return null;
    }
    function Provider() {
      useActorEvents(actor, { ping: (event) => heard(event.n) });
      return <Child />;
    }
    render(<Provider />);
    expect(heard).toHaveBeenCalledWith(1);
  });
});
