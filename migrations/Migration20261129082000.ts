import { Migration } from '@mikro-orm/migrations';

/**
 * Follows (issue 34): who hears what happens to an idea or a campaign. One row per person and
 * target; `following` false is an explicit unfollow that taking part again must not undo.
 */
export class Migration20261129082000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "follow" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "organisation_id" uuid not null, "user_id" uuid not null, "idea_id" uuid null, "campaign_id" uuid null, "following" boolean not null, constraint "follow_pkey" primary key ("id"), constraint follow_one_target_check check (num_nonnulls(idea_id, campaign_id) = 1));`);
    this.addSql(`create index "follow_idea_id_index" on "follow" ("idea_id");`);
    this.addSql(`create index "follow_campaign_id_index" on "follow" ("campaign_id");`);
    this.addSql(`alter table "follow" add constraint "follow_user_id_idea_id_unique" unique ("user_id", "idea_id");`);
    this.addSql(`alter table "follow" add constraint "follow_user_id_campaign_id_unique" unique ("user_id", "campaign_id");`);
    this.addSql(`alter table "follow" add constraint "follow_organisation_id_foreign" foreign key ("organisation_id") references "organisation" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "follow" add constraint "follow_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "follow" add constraint "follow_idea_id_foreign" foreign key ("idea_id") references "idea" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "follow" add constraint "follow_campaign_id_foreign" foreign key ("campaign_id") references "campaign" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "follow" cascade;`);
  }
}
