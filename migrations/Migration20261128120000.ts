import { Migration } from '@mikro-orm/migrations';

/**
 * Idempotency keys (issue 30): a creating request sent with an Idempotency-Key is answered once
 * per site, user and key for a day; a retry gets the stored answer instead of a second write. The
 * row is written in the write's own transaction, so a write that committed has its answer here.
 * `fingerprint` is a hash of the operation and its input, to refuse the key on another request.
 */
export class Migration20261128120000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "idempotency_key" ("organisation_id" uuid not null, "user_id" uuid not null, "key" varchar(255) not null, "fingerprint" char(64) not null, "result" text null, "created_at" timestamptz not null default now(), constraint "idempotency_key_pkey" primary key ("organisation_id", "user_id", "key"));`);
    this.addSql(`create index "idempotency_key_created_at_index" on "idempotency_key" ("created_at");`);
    this.addSql(`alter table "idempotency_key" add constraint "idempotency_key_organisation_id_foreign" foreign key ("organisation_id") references "organisation" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "idempotency_key" add constraint "idempotency_key_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "idempotency_key" cascade;`);
  }

}
