/** Small contracts the machines share with whoever wires them (the UI, tests). */

/** Where machines report what they swallowed: a failed storage write, a failed notification. */
export interface Logger {
  warn: (message: string, ...details: unknown[]) => void;
}

export const consoleLogger: Logger = {
  warn: (message, ...details) => console.warn(message, ...details),
};
