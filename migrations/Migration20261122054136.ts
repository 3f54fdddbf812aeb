import { Migration } from '@mikro-orm/migrations';

/** Uploaded files (issue 3): one row per file, tenant-owned, with video transcoding state. */
export class Migration20261122054136 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "media_file" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "organisation_id" uuid not null, "owner_id" uuid null, "context" varchar(50) not null, "filename" varchar(255) not null, "title" varchar(255) not null, "mime_type" varchar(100) not null, "extension" varchar(10) not null, "byte_size" int not null, "width" int null, "height" int null, "storage_key" varchar(300) not null, "processing" boolean not null default false, "encoded_videos" jsonb not null, "poster_key" varchar(300) null, "processing_error" varchar(500) null, constraint "media_file_pkey" primary key ("id"));`);
    this.addSql(`create index "media_file_organisation_id_context_index" on "media_file" ("organisation_id", "context");`);

    this.addSql(`alter table "media_file" add constraint "media_file_organisation_id_foreign" foreign key ("organisation_id") references "organisation" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "media_file" add constraint "media_file_owner_id_foreign" foreign key ("owner_id") references "app_user" ("id") on update cascade on delete set null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "media_file" cascade;`);
  }

}
