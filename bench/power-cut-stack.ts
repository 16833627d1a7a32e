/**
 * The stack bench/power-cut.ts cuts the power of: started in a process of its own (a process
 * group leader), so one SIGKILL to the group ends it all at once, PostgreSQL, PostgREST, the
 * functions and the gateway, as a power cut does. Prints the stack's info as one JSON line.
 *
 *   node --import tsx bench/power-cut-stack.ts <state dir> '<ports as JSON>'
 */
import { startStack, type StackPorts } from '../supabase/local/stack.ts';

const [stateDir, ports] = process.argv.slice(2);
const stack = await startStack({ stateDir: stateDir!, ports: JSON.parse(ports!) as StackPorts, app: 'none' });
process.stdout.write(`${JSON.stringify(stack.info)}\n`);
const stop = () => void stack.stop().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
