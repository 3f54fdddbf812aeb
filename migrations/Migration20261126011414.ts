import { Migration } from '@mikro-orm/migrations';

/** Password-reset links (spec 3 §4): the SHA-256 of each link's token, one per user, with its expiry. */
export class Migration20261126011414 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "password_reset" ("token_hash" varchar(64) not null, "user_id" uuid not null, "organisation_id" uuid not null, "created_at" timestamptz not null, "expires_at" timestamptz not null, constraint "password_reset_pkey" primary key ("token_hash"));`);
    this.addSql(`alter table "password_reset" add constraint "password_reset_user_id_unique" unique ("user_id");`);
    this.addSql(`create index "password_reset_expires_at_index" on "password_reset" ("expires_at");`);

    this.addSql(`alter table "password_reset" add constraint "password_reset_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "password_reset" add constraint "password_reset_organisation_id_foreign" foreign key ("organisation_id") references "organisation" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "password_reset" cascade;`);
  }

}
