import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { TestCart } from '../TestCart.tsx';
import { AnnouncementBar } from '../../../../src/features/layout/AnnouncementBar.tsx';
import { DEMO_TERMS } from '../../domain/fixtures';

afterEach(cleanup);

describe('AnnouncementBar', () => {
  it("states the default zone's free-delivery threshold: the spec's banner with the demo's zones", () => {
    render(
      <TestCart>
        <AnnouncementBar />
      </TestCart>,
    );
    expect(screen.getByText('Free Delivery On Orders Above $50')).toBeInTheDocument();
  });

  it('follows the default zone, and is left out when that zone never ships free', () => {
    const [beirut, ...others] = DEMO_TERMS.zones;
    let { container } = render(
      <TestCart terms={{ ...DEMO_TERMS, zones: [{ ...beirut!, freeThreshold: 7500 }, ...others] }}>
        <AnnouncementBar />
      </TestCart>,
    );
    expect(container).toHaveTextContent('Free Delivery On Orders Above $75');
    cleanup();
    ({ container } = render(
      <TestCart terms={{ ...DEMO_TERMS, zones: [{ ...beirut!, freeThreshold: null }, ...others] }}>
        <AnnouncementBar />
      </TestCart>,
    ));
    expect(container).toBeEmptyDOMElement();
  });
});
