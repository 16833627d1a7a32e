/**
 * hydratePrerendered: a page nobody has touched hydrates in a transition, yielding to the browser
 * between slices; a page with a tap waiting for it (the early-tap queue) hydrates the part holding
 * the tapped control in one go, though it lies in a Suspense boundary (as the whole page lies in
 * App's), which React otherwise hydrates in a later, time-sliced pass.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { Suspense, useLayoutEffect } from 'react';
import { hydratePrerendered } from '../../../src/app/hydrate.ts';

/** Each part takes a React time slice (5 ms) and more to render: a transition yields after each. */
function SlowPart({ events }: { events: string[] }) {
  const until = performance.now() + 8;
  while (performance.now() < until) {
    // Rendering work.
  }
  events.push('render');
  return <p>part</p>;
}

function Parts({ events, onCommit }: { events: string[]; onCommit: () => void }) {
  useLayoutEffect(onCommit, [onCommit]);
  return (
    <>
      <button type="button" data-replay="cart">
        Cart
      </button>
      {[1, 2, 3, 4, 5].map((part) => (
        <SlowPart key={part} events={events} />
      ))}
    </>
  );
}

/** The page's parts inside a boundary, as App's route boundary holds every page. */
function Page(props: { events: string[]; onCommit: () => void }) {
  return (
    <div>
      <Suspense fallback={null}>
        <Parts {...props} />
      </Suspense>
    </div>
  );
}

/**
 * Hydrates the page's prerendered HTML, with a tap queued on its cart button when `tapped`;
 * resolves with the order of its parts' renders and of the browser's turns taken meanwhile (a
 * macrotask queued after each, the way React's scheduler queues its own).
 */
async function hydrateAndWatchTurns(tapped: boolean): Promise<string[]> {
  const events: string[] = [];
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(<Page events={[]} onCommit={() => {}} />);
  if (tapped) {
    const control = container.querySelector<HTMLElement>('[data-replay="cart"]')!;
    window.earlyTaps = Object.assign([{ key: 'cart', control, value: null }], { mark() {} });
  }
  await new Promise<void>((committed) => {
    hydratePrerendered(container, <Page events={events} onCommit={committed} />);
    const turn = () => {
      events.push('turn');
      if (events.filter((event) => event === 'render').length < 5) setImmediate(turn);
    };
    setImmediate(turn);
  });
  return events;
}

/** How many times the browser got a turn between the first and the last part's render. */
const turnsWhileHydrating = (events: string[]) => events.slice(events.indexOf('render'), events.lastIndexOf('render')).filter((event) => event === 'turn').length;

describe('hydratePrerendered', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    delete window.earlyTaps;
  });

  it('yields to the browser while it hydrates a page nobody has tapped', async () => {
    expect(turnsWhileHydrating(await hydrateAndWatchTurns(false))).toBeGreaterThan(0);
  });

  it('hydrates the part holding a control tapped before the code arrived in one go', async () => {
    expect(turnsWhileHydrating(await hydrateAndWatchTurns(true))).toBe(0);
  });
});
