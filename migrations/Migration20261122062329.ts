import { Migration } from '@mikro-orm/migrations';

/** Campaign participants (pending or approved) and e-mail invitations. */
export class Migration20261122062329 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "campaign_participant" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "campaign_id" uuid not null, "user_id" uuid not null, "status" text check ("status" in ('pending', 'approved')) not null, "agreement_accepted_at" timestamptz null, "approved_at" timestamptz null, constraint "campaign_participant_pkey" primary key ("id"));`);
    this.addSql(`create index "campaign_participant_user_id_index" on "campaign_participant" ("user_id");`);
    this.addSql(`alter table "campaign_participant" add constraint "campaign_participant_campaign_id_user_id_unique" unique ("campaign_id", "user_id");`);

    this.addSql(`create table "campaign_invitation" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "campaign_id" uuid not null, "email" varchar(254) not null, "invited_by_id" uuid null, "accepted_by_id" uuid null, "accepted_at" timestamptz null, constraint "campaign_invitation_pkey" primary key ("id"));`);
    this.addSql(`alter table "campaign_invitation" add constraint "campaign_invitation_campaign_id_email_unique" unique ("campaign_id", "email");`);

    this.addSql(`alter table "campaign_participant" add constraint "campaign_participant_campaign_id_foreign" foreign key ("campaign_id") references "campaign" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "campaign_participant" add constraint "campaign_participant_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "campaign_invitation" add constraint "campaign_invitation_campaign_id_foreign" foreign key ("campaign_id") references "campaign" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "campaign_invitation" add constraint "campaign_invitation_invited_by_id_foreign" foreign key ("invited_by_id") references "app_user" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "campaign_invitation" add constraint "campaign_invitation_accepted_by_id_foreign" foreign key ("accepted_by_id") references "app_user" ("id") on update cascade on delete set null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "campaign_participant" cascade;`);

    this.addSql(`drop table if exists "campaign_invitation" cascade;`);
  }

}
