/**
 * hydratePrerendered: a page nobody has touched hydrates in a transition, yielding to the browser
 * between slices; a page with a tap waiting for it (the early-tap queue) hydrates in one go.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { useLayoutEffect } from 'react';
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

function Page({ events, onCommit }: { events: string[]; onCommit: () => void }) {
  useLayoutEffect(onCommit, [onCommit]);
  return (
    <div>
      {[1, 2, 3, 4, 5].map((part) => (
        <SlowPart key={part} events={events} />
      ))}
    </div>
  );
}

/**
 * Hydrates the page's prerendered HTML; resolves with the order of its renders and of the browser's
 * turns taken meanwhile (a macrotask queued after each, the way React's scheduler queues its own).
 */
async function hydrateAndWatchTurns(): Promise<string[]> {
  const events: string[] = [];
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(<Page events={[]} onCommit={() => {}} />);
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
    expect(turnsWhileHydrating(await hydrateAndWatchTurns())).toBeGreaterThan(0);
  });

  it('hydrates in one go when a tap made before the code arrived waits for the page', async () => {
    window.earlyTaps = Object.assign([{ key: 'cart', control: document.createElement('button'), value: null }], { mark() {} });
    expect(turnsWhileHydrating(await hydrateAndWatchTurns())).toBe(0);
  });
});
