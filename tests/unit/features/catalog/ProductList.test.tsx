import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ProductList } from '../../../../src/features/catalog/ProductList.tsx';
import { makeProduct } from '../../domain/fixtures';
import { installDomShims } from '../cart/dom';
import { TestCart } from '../TestCart.tsx';
import { hydratePrerendered, type HydratedPage } from '../../../support/hydration.tsx';

beforeAll(installDomShims);

const products = [
  makeProduct({ id: 'jars', name: 'Glass Storage Jars', category: 'Storage', price: 650 }),
  makeProduct({ id: 'pan', name: 'Frying Pan', category: 'Kitchen', price: 2200, salePrice: 1900 }),
  makeProduct({ id: 'knife', name: "Chef's Knife", category: 'Kitchen', price: 3400 }),
];

/** Whether React has attached to `element` (hydrated it). */
const attached = (element: Element | null) => element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber$'));

/** Notes, once the task that ran the page's effects is over, whether the cards were hydrated by then. */
function AfterPageEffects({ seen }: { seen: boolean[] }) {
  useEffect(() => {
    queueMicrotask(() => seen.push(attached(document.querySelector('ul'))));
  }, [seen]);
  return null;
}

function Page({ seen }: { seen: boolean[] }) {
  return (
    <MemoryRouter>
      <TestCart>
        <main>
          <h2>Our Products</h2>
          <ProductList products={products} view="grid" onAdd={() => {}} />
        </main>
        <AfterPageEffects seen={seen} />
      </TestCart>
    </MemoryRouter>
  );
}

describe('ProductList hydration', () => {
  let page: HydratedPage | undefined;
  afterEach(() => {
    page?.unmount();
    page = undefined;
  });

  it('hydrates its cards as a boundary of their own, after the page, with no mismatch and the HTML unchanged', async () => {
    // React's marks of a Suspense boundary's content, around the list.
    expect(renderToString(<Page seen={[]} />)).toMatch(/<!--\$--><ul [^>]*>.*<\/ul><!--\/\$-->/s);
    const seen: boolean[] = [];
    page = hydratePrerendered(<Page seen={[]} />, <Page seen={seen} />);
    const { container, errors, asParsed } = page;
    await waitFor(() => expect(attached(container.querySelector('ul'))).toBe(true));
    await waitFor(() => expect(container.querySelectorAll('li a[href]').length).toBeGreaterThan(0));
    // The page's own commit and effects came first, without the cards.
    expect(seen).toEqual([false]);
    expect(errors).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(asParsed);
    expect(container.querySelectorAll('li')).toHaveLength(products.length);
  });
});
