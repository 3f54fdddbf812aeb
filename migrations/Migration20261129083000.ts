import { Migration } from '@mikro-orm/migrations';

/** What each daily retention run removed on a site (issue 36), so an admin can see the periods kept. */
export class Migration20261129083000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "retention_run" (
      "id" uuid not null,
      "created_at" timestamptz not null,
      "updated_at" timestamptz not null,
      "organisation_id" uuid not null,
      "removed" jsonb not null,
      constraint "retention_run_pkey" primary key ("id"));`);
    this.addSql('create index "retention_run_organisation_id_created_at_index" on "retention_run" ("organisation_id", "created_at");');
    this.addSql('alter table "retention_run" add constraint "retention_run_organisation_id_foreign" foreign key ("organisation_id") references "organisation" ("id") on update cascade on delete cascade;');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "retention_run" cascade;');
  }
}
