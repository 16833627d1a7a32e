-- The roles and default privileges a hosted Supabase project already has, recreated for the
-- embedded local database. Not a migration: `supabase db push` must never run this against a
-- hosted project, where these roles exist and are managed by Supabase.
--
-- Mirrors Supabase: anon and authenticated get every privilege on new public tables by default,
-- so row level security (and explicit revokes in our migrations) is what protects data, exactly
-- as in production. service_role bypasses RLS. PostgREST logs in as authenticator and switches
-- to the role named in the request's JWT.

do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticator') then
    create role authenticator login noinherit;
  end if;
end
$$;

grant anon, authenticated, service_role to authenticator;

grant usage on schema public to anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
