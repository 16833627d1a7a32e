import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { startFunctions } from './functions.ts';
import { functionJwtCheck, jwtVerifyingFunctions } from './function-auth.ts';
import { startGateway } from './gateway.ts';
import { apiKeys, loadOrCreateSecrets } from './keys.ts';
import { mailEnv, mailSinkRoutes } from './mail-sink.ts';
import { assertPortFree } from './ports.ts';
import { migrate, startPostgres } from './postgres.ts';
import { startPostgrest } from './postgrest.ts';
import { resolveStackDirs, supabaseConfigFile } from './paths.ts';
import { startApp, type AppMode } from './app.ts';
import { DEFAULT_SWEEP_SECONDS, OUTBOX_SWEEP_LOG, startOutboxSweep } from './outbox-sweep.ts';
import { whatsappEnv, whatsappSinkRoutes } from './whatsapp-sink.ts';
import { storeConfig } from '../../src/config/store.ts';
import { whatsappDigits } from '../../src/domain/phone.ts';
import { DEFAULT_REBUILD_CHECK_SECONDS, startSiteRebuildHook } from './site-rebuild-hook.ts';
import type { ManagedProcess } from './processes.ts';

/** What a client needs to talk to the local stack; written to `<stateDir>/stack.json`. */
export interface StackInfo {
  /** The shop (Vite), or null when the stack runs without it. */
  appUrl: string | null;
  /** The shop's origin as the functions see it (SITE_URL), served or not. */
  siteUrl: string;
  /** Supabase URL: /rest/v1 and /functions/v1 live here. */
  apiUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  dbUrl: string;
  outboxDir: string;
  /** The local WhatsApp sink's messages (the owner's order notifications), one JSON file each. */
  whatsappOutboxDir: string;
  /**
   * The WhatsApp webhook's secrets as the functions got them (WHATSAPP_APP_SECRET signs Meta's
   * deliveries, WHATSAPP_VERIFY_TOKEN answers the subscription handshake): the data directory's
   * own unless set in the environment; null when the webhook has none (the channel off, or a real
   * WHATSAPP_TOKEN without them).
   */
  whatsappAppSecret: string | null;
  whatsappVerifyToken: string | null;
  /**
   * The owner's WhatsApp number as the functions have it (OWNER_WHATSAPP), in international
   * digits (locally 96170000000): the sink plays the owner from it (`POST <api>/graph/_sink/inbound`
   * with this `from`). Null when the channel is off.
   */
  ownerWhatsapp: string | null;
}

export interface StackPorts {
  app: number;
  api: number;
  db: number;
  rest: number;
  functions: number;
}

export const defaultPorts: StackPorts = {
  app: Number(process.env.APP_PORT ?? 5173),
  api: Number(process.env.API_PORT ?? 54321),
  db: Number(process.env.DB_PORT ?? 54322),
  rest: Number(process.env.REST_PORT ?? 54323),
  functions: Number(process.env.FUNCTIONS_PORT ?? 54324),
};

export interface StackOptions {
  stateDir: string;
  ports: StackPorts;
  /** How the shop is served: Vite's dev server, a production build with `vite preview`, or not at all. */
  app: AppMode;
  /** Throwaway cluster for tests: durability off. */
  ephemeral?: boolean;
  /**
   * Seconds between sweeps of the outbox (every message still to send, the owner's and the
   * shoppers') and of shoppers' WhatsApp messages still unanswered (default
   * ORDER_EMAIL_SWEEP_SECONDS, else 60); 0 turns the sweep off.
   */
  orderEmailSweepSeconds?: number;
  /**
   * False: the send-order-whatsapp function gets none of its secrets, as a hosted project that has
   * not set them up (the channel is off). Default: on, against the local sink unless
   * WHATSAPP_TOKEN is set.
   */
  ownerWhatsApp?: boolean;
  /** The build hook called after catalogue changes (default SITE_REBUILD_HOOK_URL; unset: none). */
  siteRebuildHookUrl?: string;
  /** Progress lines for the user. */
  say?: (line: string) => void;
}

export interface RunningStack {
  info: StackInfo;
  /** Where the PostgreSQL cluster lives, and why it moved if it did. */
  pgDataDir: string;
  pgDataDirMoved?: string;
  created: boolean;
  stop(): Promise<void>;
}

/**
 * Starts the whole local back end in order: PostgreSQL (migrated and seeded), then PostgREST,
 * the edge functions and the gateway, then the shop. If any step fails, whatever already started
 * is stopped before the error is rethrown, so a failed start never leaves processes behind.
 */
export async function startStack(options: StackOptions): Promise<RunningStack> {
  const say = options.say ?? (() => {});
  const { ports } = options;
  const dirs = resolveStackDirs(options.stateDir);
  for (const dir of [dirs.stateDir, dirs.outboxDir, dirs.whatsappOutboxDir, dirs.logDir]) mkdirSync(dir, { recursive: true });

  const wanted: [number, string][] = [
    [ports.db, 'PostgreSQL'],
    [ports.rest, 'PostgREST'],
    [ports.functions, 'edge functions'],
    [ports.api, 'API gateway'],
  ];
  if (options.app !== 'none') wanted.push([ports.app, 'shop']);
  for (const [port, what] of wanted) await assertPortFree(port, what);

  const stoppers: (() => Promise<unknown>)[] = [];
  const stopAll = async () => {
    for (const stop of stoppers.reverse()) await stop().catch(() => {});
    stoppers.length = 0;
  };

  try {
    const secrets = loadOrCreateSecrets(dirs.stateDir);
    const keys = apiKeys(secrets.jwtSecret);
    // Read first, so a config.toml this stack cannot read stops it before anything starts.
    const verifiesJwt = jwtVerifyingFunctions(readFileSync(supabaseConfigFile, 'utf8'));
    if (dirs.pgDataDirMoved) say(`PostgreSQL data: ${dirs.pgDataDir} (${dirs.pgDataDirMoved})`);

    const postgres = await startPostgres({
      dataDir: dirs.pgDataDir,
      port: ports.db,
      logFile: join(dirs.logDir, 'postgres.log'),
      ephemeral: options.ephemeral,
      say,
    });
    stoppers.push(postgres.stop);
    const applied = await migrate(postgres.dbUrl, { authenticatorPassword: secrets.authenticatorPassword, seed: true });
    say(postgres.created ? `Database created: ${applied.length} migrations and the demo catalogue applied` : applied.length ? `Database: ${applied.length} new migrations applied` : 'Database up to date');

    const apiUrl = `http://127.0.0.1:${ports.api}`;
    // The shop's origin, also when this stack serves no app (tests): links in e-mails point there.
    const siteUrl = `http://127.0.0.1:${ports.app}`;
    // WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID, OWNER_WHATSAPP and WHATSAPP_API_URL: the local
    // WhatsApp sink's values unless a token is set, none when the channel is off; the webhook's
    // WHATSAPP_APP_SECRET and WHATSAPP_VERIFY_TOKEN, this data directory's.
    const whatsapp = whatsappEnv(apiUrl, { appSecret: secrets.whatsappAppSecret, verifyToken: secrets.whatsappVerifyToken }, process.env, options.ownerWhatsApp === false);
    const info: StackInfo = {
      appUrl: options.app === 'none' ? null : siteUrl,
      siteUrl,
      apiUrl,
      anonKey: keys.anonKey,
      serviceRoleKey: keys.serviceRoleKey,
      dbUrl: postgres.dbUrl,
      outboxDir: dirs.outboxDir,
      whatsappOutboxDir: dirs.whatsappOutboxDir,
      whatsappAppSecret: whatsapp.WHATSAPP_APP_SECRET ?? null,
      whatsappVerifyToken: whatsapp.WHATSAPP_VERIFY_TOKEN ?? null,
      ownerWhatsapp: whatsapp.OWNER_WHATSAPP ? whatsappDigits(whatsapp.OWNER_WHATSAPP, storeConfig.phoneCountry) : null,
    };

    const [postgrest, functions] = await Promise.all([
      startPostgrest({
        port: ports.rest,
        dbPort: ports.db,
        authenticatorPassword: secrets.authenticatorPassword,
        jwtSecret: secrets.jwtSecret,
        logFile: join(dirs.logDir, 'postgrest.log'),
      }).then((p) => track(p)),
      startFunctions({
        port: ports.functions,
        logFile: join(dirs.logDir, 'functions.log'),
        env: {
          SUPABASE_URL: apiUrl,
          SUPABASE_ANON_KEY: keys.anonKey,
          SUPABASE_SERVICE_ROLE_KEY: keys.serviceRoleKey,
          SUPABASE_DB_URL: postgres.dbUrl,
          // The owner's e-mail action links are signed with this secret; the order page's links,
          // the product feeds' links and pictures point at the shop (hosted: `supabase secrets set
          // ORDER_ACTION_SECRET=… SITE_URL=…`).
          ORDER_ACTION_SECRET: secrets.orderActionSecret,
          SITE_URL: siteUrl,
          // RESEND_API_KEY, RESEND_BASE_URL (the mail sink unless a key is set), OWNER_EMAIL, ORDER_FROM_EMAIL.
          ...mailEnv(apiUrl),
          ...whatsapp,
        },
      }).then((p) => track(p)),
    ]);
    void postgrest;
    void functions;
    function track(p: ManagedProcess): ManagedProcess {
      stoppers.push(p.stop);
      return p;
    }

    const gateway: Server = await startGateway(ports.api, [
      { prefix: '/rest/v1', target: `http://127.0.0.1:${ports.rest}`, strip: true, reuseConnections: true },
      {
        prefix: '/functions/v1',
        target: `http://127.0.0.1:${ports.functions}`,
        strip: false,
        admit: functionJwtCheck(verifiesJwt, secrets.jwtSecret),
      },
      // The local Resend stand-in (/resend/emails) and its outbox pages (/outbox).
      ...mailSinkRoutes(dirs.outboxDir),
      // The local WhatsApp Cloud API stand-in (/graph/…, Meta's webhook deliveries too) and its
      // outbox pages (/whatsapp-outbox).
      ...whatsappSinkRoutes({
        outboxDir: dirs.whatsappOutboxDir,
        token: whatsapp.WHATSAPP_TOKEN ?? '',
        phoneNumberId: whatsapp.WHATSAPP_PHONE_NUMBER_ID ?? '',
        siteUrl,
        functionsUrl: `${apiUrl}/functions/v1`,
        // It plays Meta too: signs the statuses and the shoppers' messages it delivers to whatsapp-webhook.
        appSecret: whatsapp.WHATSAPP_APP_SECRET ?? null,
        ownerNumber: info.ownerWhatsapp,
      }),
    ]);
    stoppers.push(() => new Promise<void>((resolve) => { gateway.closeAllConnections(); gateway.close(() => resolve()); }));

    const sweepSeconds = options.orderEmailSweepSeconds ?? Number(process.env.ORDER_EMAIL_SWEEP_SECONDS ?? DEFAULT_SWEEP_SECONDS);
    if (!Number.isFinite(sweepSeconds) || sweepSeconds < 0) throw new Error(`ORDER_EMAIL_SWEEP_SECONDS must be a number of seconds (0 = off), not ${sweepSeconds}`);
    if (sweepSeconds > 0) {
      const sweep = startOutboxSweep({ apiUrl, anonKey: keys.anonKey, intervalSeconds: sweepSeconds, logFile: join(dirs.logDir, OUTBOX_SWEEP_LOG) });
      stoppers.push(sweep.stop);
    }

    // The static host's build hook after catalogue changes (docs/deploy.md, "The shop follows by itself").
    const siteRebuildHookUrl = options.siteRebuildHookUrl ?? process.env.SITE_REBUILD_HOOK_URL;
    if (siteRebuildHookUrl) {
      const hook = startSiteRebuildHook({
        dbUrl: postgres.dbUrl,
        hookUrl: siteRebuildHookUrl,
        intervalSeconds: DEFAULT_REBUILD_CHECK_SECONDS,
        logFile: join(dirs.logDir, 'site-rebuild.log'),
      });
      stoppers.push(hook.stop);
      say(`Site rebuilds: calling ${new URL(siteRebuildHookUrl).host} after catalogue changes (log: ${join(dirs.logDir, 'site-rebuild.log')})`);
    }

    if (options.app !== 'none') {
      const app = await startApp(options.app, {
        port: ports.app,
        apiUrl,
        anonKey: keys.anonKey,
        outDir: join(dirs.stateDir, 'dist'),
      });
      stoppers.push(app.stop);
    }

    writeOwnerOnly(join(dirs.stateDir, 'stack.json'), `${JSON.stringify(info, null, 2)}\n`);
    return { info, pgDataDir: dirs.pgDataDir, pgDataDirMoved: dirs.pgDataDirMoved, created: postgres.created, stop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

/** For files holding keys or passwords: readable by their owner alone, also when they already existed. */
function writeOwnerOnly(file: string, content: string): void {
  writeFileSync(file, content, { mode: 0o600 });
  chmodSync(file, 0o600);
}
