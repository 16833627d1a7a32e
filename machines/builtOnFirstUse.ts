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

/**
 * `build(...args)` (a machine's `provide`, which builds a whole new machine) made again only when
 * an argument differs (`Object.is`) from the last call's.
 *
 * A provider that injects its loaders builds its provided machine once per mount; the build
 * mounts every provider once per page, ~10,000 times per thread at 5,000 products, always with
 * the same loaders: building the catalogue loader's and the shop terms' machines anew for each
 * page was ~6% of the pages' CPU. A machine is a definition, not a running thing, so actors of
 * every page may share it. Only the last one is kept: a test's own loaders build their own.
 *
 *   const providedLoader = providedOnce((load: Load) => loaderMachine().provide({ actors: { load: fromPromise(load) } }));
 *   const [machine] = useState(() => providedLoader(load));
 */
export function providedOnce<Args extends readonly unknown[], Machine>(build: (...args: Args) => Machine): (...args: Args) => Machine {
  let last: { args: Args; machine: Machine } | undefined;
  return (...args) => {
    if (!last || last.args.length !== args.length || last.args.some((arg, i) => !Object.is(arg, args[i]))) last = { args, machine: build(...args) };
    return last.machine;
  };
}
