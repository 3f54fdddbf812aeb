import { Migration } from '@mikro-orm/migrations';

/**
 * API tokens (issue 35): a site's admins hand them to integrations, which call the REST API as
 * the admin who made them, narrowed to their scopes. Only the secret's hash is kept.
 */
export class Migration20261129080000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "api_token" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "organisation_id" uuid not null, "created_by_id" uuid not null, "name" varchar(100) not null, "scopes" text[] not null, "secret_hash" bytea not null, "expires_at" timestamptz not null, "last_used_at" timestamptz null, "revoked_at" timestamptz null, constraint "api_token_pkey" primary key ("id"));`);
    this.addSql(`create index "api_token_organisation_id_created_at_index" on "api_token" ("organisation_id", "created_at");`);
    this.addSql(`create index "api_token_created_by_id_index" on "api_token" ("created_by_id");`);
    this.addSql(`alter table "api_token" add constraint "api_token_organisation_id_foreign" foreign key ("organisation_id") references "organisation" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "api_token" add constraint "api_token_created_by_id_foreign" foreign key ("created_by_id") references "app_user" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "api_token" cascade;`);
  }
}
