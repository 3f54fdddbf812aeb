import { Migration } from '@mikro-orm/migrations';

/**
 * A person's copy of their data (issue 36): one row per export asked for, the zip in storage.
 * Rows go with the site and with either person; an unfinished one per requester at a time.
 */
export class Migration20261129082500 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "personal_data_export" (
      "id" uuid not null,
      "created_at" timestamptz not null,
      "updated_at" timestamptz not null,
      "organisation_id" uuid not null,
      "subject_id" uuid not null,
      "requested_by_id" uuid not null,
      "status" text check ("status" in ('queued', 'ready', 'failed')) not null default 'queued',
      "storage_key" varchar(300) null,
      "byte_size" bigint null,
      "ready_at" timestamptz null,
      "expires_at" timestamptz null,
      constraint "personal_data_export_pkey" primary key ("id"));`);
    this.addSql('create index "personal_data_export_requested_by_id_created_at_index" on "personal_data_export" ("requested_by_id", "created_at");');
    this.addSql('create index "personal_data_export_subject_id_index" on "personal_data_export" ("subject_id");');
    this.addSql('create index "personal_data_export_organisation_id_index" on "personal_data_export" ("organisation_id");');
    // Two clicks racing cannot queue two: a requester has at most one export waiting.
    this.addSql(`create unique index "personal_data_export_one_queued" on "personal_data_export" ("requested_by_id") where "status" = 'queued';`);
    this.addSql('alter table "personal_data_export" add constraint "personal_data_export_organisation_id_foreign" foreign key ("organisation_id") references "organisation" ("id") on update cascade on delete cascade;');
    this.addSql('alter table "personal_data_export" add constraint "personal_data_export_subject_id_foreign" foreign key ("subject_id") references "app_user" ("id") on update cascade on delete cascade;');
    this.addSql('alter table "personal_data_export" add constraint "personal_data_export_requested_by_id_foreign" foreign key ("requested_by_id") references "app_user" ("id") on update cascade on delete cascade;');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "personal_data_export" cascade;');
  }
}
