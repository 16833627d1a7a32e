import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { renderToString } from 'react-dom/server';
import { HERO_INTERVAL_MS, HeroCarousel } from '../../../../src/features/catalog/HeroCarousel.tsx';
import { makeProduct } from '../../domain/fixtures';
import { installDomShims } from '../cart/dom';

beforeAll(installDomShims);
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const featured = [
  makeProduct({ id: 'a', name: 'Glass Storage Jars', images: ['/jars.svg'] }),
  makeProduct({ id: 'b', name: 'Bamboo Utensil Set', images: ['/bamboo.svg'] }),
  makeProduct({ id: 'c', name: 'Cotton Table Linen', images: ['/linen.svg'], isOutOfStock: true }),
];

function renderHero(products = featured) {
  const onShopNow = vi.fn();
  const onViewCollection = vi.fn();
  const result = render(
    <MemoryRouter>
      <HeroCarousel products={products} onShopNow={onShopNow} onViewCollection={onViewCollection} />
    </MemoryRouter>,
  );
  const region = () => screen.getByRole('region', { name: 'Featured products' });
  const active = () => region().querySelector('[aria-roledescription="slide"]:not([aria-hidden]) h2')?.textContent;
  return { ...result, region, active, onShopNow, onViewCollection };
}

function reducedMotion(matches: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: matches && query.includes('reduce'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
}

describe('HeroCarousel', () => {
  it('renders nothing without featured products', () => {
    const { container } = renderHero([]);
    expect(container).toBeEmptyDOMElement();
  });

  it('is an accessible carousel whose first image is the largest paint', () => {
    reducedMotion(false);
    const { region } = renderHero();
    expect(region()).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = region().querySelectorAll('[aria-roledescription="slide"]');
    expect([...slides].map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    const first = slides[0]!.querySelector('img')!;
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('width', '800');
    expect(first).toHaveAttribute('height', '800');
    expect(within(region()).getByRole('link', { name: 'View Item: Glass Storage Jars' })).toHaveAttribute('href', '/item/a');
  });

  it('auto-advances every 15 s and wraps around; arrows and dots move it too', () => {
    reducedMotion(false);
    vi.useFakeTimers();
    const { active, region } = renderHero();
    expect(active()).toBe('Glass Storage Jars');
    act(() => vi.advanceTimersByTime(HERO_INTERVAL_MS - 1));
    expect(active()).toBe('Glass Storage Jars');
    act(() => vi.advanceTimersByTime(1));
    expect(active()).toBe('Bamboo Utensil Set');
    act(() => vi.advanceTimersByTime(HERO_INTERVAL_MS));
    expect(active()).toBe('Cotton Table Linen');
    act(() => vi.advanceTimersByTime(HERO_INTERVAL_MS));
    expect(active()).toBe('Glass Storage Jars');
    fireEvent.click(within(region()).getByRole('button', { name: 'Previous slide' }));
    expect(active()).toBe('Cotton Table Linen');
    fireEvent.click(within(region()).getByRole('button', { name: 'Next slide' }));
    expect(active()).toBe('Glass Storage Jars');
    fireEvent.click(within(region()).getByRole('button', { name: 'Slide 2 of 3: Bamboo Utensil Set' }));
    expect(active()).toBe('Bamboo Utensil Set');
    expect(within(region()).getByRole('button', { name: 'Slide 2 of 3: Bamboo Utensil Set' })).toHaveAttribute('aria-current', 'true');
  });

  it('pauses while hovered or focused, and when stopped', () => {
    reducedMotion(false);
    vi.useFakeTimers();
    const { active, region } = renderHero();
    fireEvent.mouseEnter(region());
    act(() => vi.advanceTimersByTime(3 * HERO_INTERVAL_MS));
    expect(active()).toBe('Glass Storage Jars');
    fireEvent.mouseLeave(region());
    act(() => vi.advanceTimersByTime(HERO_INTERVAL_MS));
    expect(active()).toBe('Bamboo Utensil Set');

    fireEvent.focus(within(region()).getByRole('button', { name: 'Next slide' }));
    act(() => vi.advanceTimersByTime(3 * HERO_INTERVAL_MS));
    expect(active()).toBe('Bamboo Utensil Set');
    fireEvent.blur(within(region()).getByRole('button', { name: 'Next slide' }));

    fireEvent.click(within(region()).getByRole('button', { name: 'Stop slide rotation' }));
    act(() => vi.advanceTimersByTime(3 * HERO_INTERVAL_MS));
    expect(active()).toBe('Bamboo Utensil Set');
    expect(within(region()).getByRole('button', { name: 'Start slide rotation' })).toBeInTheDocument();
  });

  it('never auto-advances for shoppers who prefer reduced motion', () => {
    reducedMotion(true);
    vi.useFakeTimers();
    const { active, region } = renderHero();
    act(() => vi.advanceTimersByTime(5 * HERO_INTERVAL_MS));
    expect(active()).toBe('Glass Storage Jars');
    expect(within(region()).queryByRole('button', { name: 'Stop slide rotation' })).toBeNull();
    reducedMotion(false);
  });

  it('fetches a slide’s picture only once it is next or has been shown; the server renders only the first', () => {
    reducedMotion(false);
    const { region } = renderHero();
    const sources = () => [...region().querySelectorAll('img')].map((image) => image.getAttribute('src'));
    expect(sources()).toEqual(['/jars.svg', '/bamboo.svg']);
    fireEvent.click(within(region()).getByRole('button', { name: 'Next slide' }));
    expect(sources()).toEqual(['/jars.svg', '/bamboo.svg', '/linen.svg']);
    const html = renderToString(
      <MemoryRouter>
        <HeroCarousel products={featured} onShopNow={() => {}} onViewCollection={() => {}} />
      </MemoryRouter>,
    );
    expect(html).toContain('src="/jars.svg"');
    expect(html).not.toContain('src="/bamboo.svg"');
  });

  it('hides a hero image that fails to load, and offers the collection for an item out of stock', () => {
    reducedMotion(false);
    const { region, onShopNow, onViewCollection } = renderHero();
    const image = region().querySelector('img[src="/jars.svg"]')!;
    fireEvent.error(image);
    expect(region().querySelector('img[src="/jars.svg"]')).toBeNull();
    fireEvent.click(within(region()).getAllByRole('button', { name: 'Shop Now', hidden: true })[0]!);
    expect(onShopNow).toHaveBeenCalledOnce();
    fireEvent.click(within(region()).getByRole('button', { name: 'Slide 3 of 3: Cotton Table Linen' }));
    fireEvent.click(within(region()).getByRole('button', { name: 'View Collection' }));
    expect(onViewCollection).toHaveBeenCalledWith(featured[2]);
  });
});
