/**
 * One local stack in a process of its own, for tests that kill it: durable PostgreSQL (as
 * `npm start` runs it, unlike the shared test stack), no shop, the notification sweeps every 3 s
 * (every ORDER_EMAIL_SWEEP_SECONDS when set: bench/power-cut.ts measures the default minute).
 * Prints `ready <StackInfo JSON>` once it answers.
 *
 *   node --import tsx tests/support/stack-process.ts <state dir> <ports JSON> [whatsapp-off]
 */
import { startStack, type StackPorts } from '../../supabase/local/stack.ts';

const [stateDir, portsJson, whatsapp] = process.argv.slice(2);
const stack = await startStack({
  stateDir: stateDir!,
  ports: JSON.parse(portsJson!) as StackPorts,
  app: 'none',
  orderEmailSweepSeconds: Number(process.env.ORDER_EMAIL_SWEEP_SECONDS ?? 3),
  ownerWhatsApp: whatsapp !== 'whatsapp-off',
});
process.stdout.write(`ready ${JSON.stringify(stack.info)}\n`);
const stop = () => void stack.stop().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
