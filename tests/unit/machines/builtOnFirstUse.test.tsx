import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { DEMO_TERMS } from '../domain/fixtures';

// Every machine `setup(…).createMachine(…)` builds, counted (and `provide`, which builds another).
const built = vi.hoisted(() => ({ machines: [] as string[], provided: [] as string[] }));
vi.mock('xstate', async (importOriginal) => {
  const xstate = await importOriginal<typeof import('xstate')>();
  const countProvide = <M extends { provide: (...args: never[]) => unknown; id: string }>(machine: M): M => {
    const provide = machine.provide.bind(machine);
    return Object.assign(machine, {
      provide: (...args: Parameters<M['provide']>) => {
        built.provided.push(machine.id);
        return provide(...args);
      },
    });
  };
  return {
    ...xstate,
    setup: ((...args: Parameters<typeof xstate.setup>) => {
      const made = xstate.setup(...args);
      return {
        ...made,
        createMachine: (config: Parameters<typeof made.createMachine>[0]) => {
          built.machines.push(config.id ?? '?');
          return countProvide(made.createMachine(config));
        },
      };
    }) as typeof xstate.setup,
  };
});

afterEach(cleanup);

describe('machines of the start-up file', () => {
  it('are built when first asked for, once, not when their modules are evaluated', async () => {
    const modules = await Promise.all([
      import('../../../machines/cart.ts'),
      import('../../../machines/catalogLoader.ts'),
      import('../../../machines/shopTerms.ts'),
      import('../../../machines/variantSelection.ts'),
    ]);
    expect(built.machines).toEqual([]);

    const [{ cartMachine }] = modules;
    expect(cartMachine()).toBe(cartMachine());
    expect(built.machines).toEqual(['cart']);
  });

  it('a provider builds its provided machine once, not on every render', async () => {
    const { CatalogProvider } = await import('../../../src/features/catalog/index.ts');
    const { DeliveryProvider } = await import('../../../src/features/delivery/index.ts');
    const tree = (label: string) => (
      <DeliveryProvider initial={DEMO_TERMS} load={async () => DEMO_TERMS} areaStorage={null}>
        <CatalogProvider load={() => new Promise(() => {})}>{label}</CatalogProvider>
      </DeliveryProvider>
    );
    built.provided.length = 0;
    const page = render(tree('first'));
    page.rerender(tree('second'));
    page.rerender(tree('third'));
    expect(page.container.textContent).toBe('third');
    expect(built.provided.sort()).toEqual(['catalogLoader', 'shopTerms']);
  });

  it('pages rendered one after another with the same loaders share one provided machine (the build renders ~10,000)', async () => {
    const { renderToString } = await import('react-dom/server');
    const { CatalogProvider } = await import('../../../src/features/catalog/index.ts');
    const { DeliveryProvider } = await import('../../../src/features/delivery/index.ts');
    const loadTerms = async () => DEMO_TERMS;
    const loadCatalog = () => new Promise<never>(() => {});
    const page = (label: string, load = loadCatalog) =>
      renderToString(
        <DeliveryProvider initial={DEMO_TERMS} load={loadTerms} areaStorage={null}>
          <CatalogProvider load={load}>{label}</CatalogProvider>
        </DeliveryProvider>,
      );
    built.provided.length = 0;
    expect([page('first'), page('second'), page('third')]).toEqual(['first', 'second', 'third']);
    expect(built.provided.sort()).toEqual(['catalogLoader', 'shopTerms']);

    // Other loaders (a test's) get a machine of their own.
    page('fourth', () => new Promise<never>(() => {}));
    expect(built.provided.sort()).toEqual(['catalogLoader', 'catalogLoader', 'shopTerms']);
  });
});
