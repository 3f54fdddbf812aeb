import { Migration } from '@mikro-orm/migrations';

/**
 * Mailed links that link a site's own OpenID Connect provider to an existing account (issue 35):
 * only the token's SHA-256 is kept, one live link per user, each for its site and issuer.
 */
export class Migration20261130060000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "external_link_token" ("token_hash" varchar(64) not null, "user_id" uuid not null, "organisation_id" uuid not null, "source" varchar(20) not null, "issuer" varchar(2000) not null, "redirect" varchar(2000) null, "created_at" timestamptz not null, "expires_at" timestamptz not null, constraint "external_link_token_pkey" primary key ("token_hash"));`);
    this.addSql(`alter table "external_link_token" add constraint "external_link_token_user_id_unique" unique ("user_id");`);
    this.addSql(`create index "external_link_token_expires_at_index" on "external_link_token" ("expires_at");`);
    this.addSql(`alter table "external_link_token" add constraint "external_link_token_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "external_link_token" add constraint "external_link_token_organisation_id_foreign" foreign key ("organisation_id") references "organisation" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "external_link_token" cascade;`);
  }
}
