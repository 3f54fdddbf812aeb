import { Migration } from '@mikro-orm/migrations';

/** Super admins on every site: a site's stand-in account points at its home account; and a new site tells every process's site cache, as a changed one does. */
export class Migration20261126065408 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "app_user" add column "home_account_id" uuid null;`);
    this.addSql(`create index "app_user_home_account_id_index" on "app_user" ("home_account_id");`);
    this.addSql(`alter table "app_user" add constraint "app_user_home_account_id_foreign" foreign key ("home_account_id") references "app_user" ("id") on update cascade on delete cascade;`);

    // A host asked for before its site existed was cached as the default site's.
    this.addSql(`create or replace function notify_organisation_changed() returns trigger language plpgsql as $$
      begin
        perform pg_notify('app_events', json_build_object('kind', 'organisation-changed', 'organisationId', coalesce(new.id, old.id))::text);
        return null;
      end $$;`);
    this.addSql(`drop trigger if exists organisation_changed on organisation;`);
    this.addSql(`create trigger organisation_changed after insert or update or delete on organisation for each row execute function notify_organisation_changed();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists organisation_changed on organisation;`);
    this.addSql(`create trigger organisation_changed after update or delete on organisation for each row execute function notify_organisation_changed();`);
    this.addSql(`alter table "app_user" drop constraint "app_user_home_account_id_foreign";`);
    this.addSql(`drop index "app_user_home_account_id_index";`);
    this.addSql(`alter table "app_user" drop column "home_account_id";`);
  }

}
