/**
 * A machine built the first time it is asked for, not when its module is evaluated.
 *
 * `createMachine` builds the whole tree of state nodes at once, and the machines the start-up
 * file holds (cart, catalogue loader, shop terms, variant selection) were all built while that
 * file was evaluated: about a quarter of its evaluation, one task the page cannot answer in
 * (CPU profile of /ar at 4×: 58 of 207 ms). Built on first use, each is built in the
 * time-sliced hydration of the component that starts it, and a page that never starts one
 * never builds it.
 *
 *   export const cartMachine = builtOnFirstUse(() => setup({ … }).createMachine({ … }));
 *   createActor(cartMachine(), { input });
 */
export function builtOnFirstUse<Machine>(build: () => Machine): () => Machine {
  let machine: Machine | undefined;
  return () => (machine ??= build());
}
