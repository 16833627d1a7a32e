/**
 * Runs `work` with `name` set to `value` in this process's environment, then puts the variable
 * back as it was (unset if it was unset), whether `work` succeeds or throws: for settings a
 * library reads from the environment during one step, which the processes started later (servers,
 * browsers) must not inherit.
 */
export async function withEnvironmentVariable<T>(name: string, value: string, work: () => Promise<T>): Promise<T> {
  const before = process.env[name];
  process.env[name] = value;
  try {
    return await work();
  } finally {
    if (before === undefined) delete process.env[name];
    else process.env[name] = before;
  }
}
