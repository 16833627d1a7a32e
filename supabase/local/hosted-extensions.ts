/**
 * Stand-ins for three extensions hosted Supabase has and the embedded PostgreSQL does not:
 * pg_cron, pg_net and Vault. The migrations that schedule jobs (the e-mail, WhatsApp and reply
 * sweeps, the site rebuild) do so only where all three are available, so on the local stack they
 * change nothing and supabase/local/ runs the same work from timers. A database built with these
 * stand-ins runs those migrations as hosted Supabase does, and its cron.job table then holds the
 * jobs, schedules and commands the hosted project has: what supabase/schema/cron.sql shows.
 *
 * They implement what the migrations call while they run (cron.schedule / unschedule / alter_job)
 * and the names the jobs' commands use (net.http_post, net._http_response,
 * vault.decrypted_secrets), and do nothing else: no job ever runs, no request is ever made. Only
 * the throwaway databases of `npm run db:schema` and its test use them, never `npm start`.
 */

/**
 * What a hosted project has before any migration runs and the stand-ins need: Supabase creates the
 * `extensions` schema (our migrations create it only from 20261124100000 on, for the embedded
 * database; pg_net goes into it) and the `vault` schema with every project.
 */
export const hostedPlatformSql = 'create schema if not exists extensions; create schema if not exists vault;';

/** File name → contents, for share/postgresql/extension. */
export const hostedExtensionStandIns: Readonly<Record<string, string>> = {
  'pg_cron.control': control('Stand-in for pg_cron: keeps the jobs scheduled, runs none', 'pg_catalog'),
  'pg_cron--1.0.sql': `
create schema cron;
create table cron.job (
  jobid bigserial primary key,
  schedule text not null,
  command text not null,
  nodename text not null default 'localhost',
  nodeport integer not null default 5432,
  database text not null default pg_catalog.current_database(),
  username text not null default current_user,
  active boolean not null default true,
  jobname text unique
);
-- As pg_cron: scheduling under an existing name replaces that job.
create function cron.schedule(job_name text, schedule text, command text) returns bigint language sql as $$
  insert into cron.job (jobname, schedule, command) values (job_name, schedule, command)
  on conflict (jobname) do update set schedule = excluded.schedule, command = excluded.command, active = true
  returning jobid
$$;
create function cron.schedule(schedule text, command text) returns bigint language sql as $$
  insert into cron.job (schedule, command) values (schedule, command) returning jobid
$$;
create function cron.unschedule(job_name text) returns boolean language plpgsql as $$
begin
  delete from cron.job j where j.jobname = job_name;
  if not found then raise exception 'could not find valid entry for job ''%''', job_name; end if;
  return true;
end
$$;
create function cron.unschedule(job_id bigint) returns boolean language plpgsql as $$
begin
  delete from cron.job j where j.jobid = job_id;
  if not found then raise exception 'could not find valid entry for job %', job_id; end if;
  return true;
end
$$;
create function cron.alter_job(job_id bigint, schedule text default null, command text default null,
  database text default null, username text default null, active boolean default null) returns void language plpgsql as $$
begin
  update cron.job j set
    schedule = coalesce(alter_job.schedule, j.schedule),
    command = coalesce(alter_job.command, j.command),
    database = coalesce(alter_job.database, j.database),
    username = coalesce(alter_job.username, j.username),
    active = coalesce(alter_job.active, j.active)
  where j.jobid = job_id;
  if not found then raise exception 'could not find valid entry for job %', job_id; end if;
end
$$;
`,
  'pg_net.control': control('Stand-in for pg_net: the names, no requests', null),
  'pg_net--1.0.sql': `
create schema net;
create table net._http_response (
  id bigint, status_code integer, content_type text, headers jsonb, content text,
  timed_out boolean, error_msg text, created timestamptz not null default pg_catalog.now()
);
create function net.http_post(url text, body jsonb default '{}', params jsonb default '{}', headers jsonb default '{}',
  timeout_milliseconds integer default 5000) returns bigint language sql as $$ select null::bigint $$;
create function net.http_get(url text, params jsonb default '{}', headers jsonb default '{}',
  timeout_milliseconds integer default 5000) returns bigint language sql as $$ select null::bigint $$;
`,
  'supabase_vault.control': control('Stand-in for Supabase Vault: plain-text secrets', 'vault'),
  'supabase_vault--1.0.sql': `
create table vault.secrets (
  id uuid primary key default pg_catalog.gen_random_uuid(),
  name text unique,
  description text not null default '',
  secret text not null
);
create view vault.decrypted_secrets as select id, name, description, secret, secret as decrypted_secret from vault.secrets;
create function vault.create_secret(new_secret text, new_name text default null, new_description text default '') returns uuid language sql as $$
  insert into vault.secrets (secret, name, description) values (new_secret, new_name, new_description) returning id
$$;
`,
};

function control(comment: string, schema: string | null): string {
  return [`comment = '${comment}'`, "default_version = '1.0'", 'relocatable = false', 'superuser = true', ...(schema ? [`schema = ${schema}`] : []), ''].join('\n');
}
