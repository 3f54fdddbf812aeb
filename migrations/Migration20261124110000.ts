import { Migration } from '@mikro-orm/migrations';

/**
 * The integrations' memory (spec 2 §7), so that running an import or an export again adds only
 * what is new: which survey responses became ideas of a campaign, and which ideas became cards in
 * a Trello list. A row is claimed before the outside call, so two runs at once never both add it.
 * And every process hears when an organisation changes (its settings), so its site cache drops it.
 */
export class Migration20261124110000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "survey_import" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "organisation_id" uuid not null, "campaign_id" uuid not null, "service" varchar(20) not null, "response_id" varchar(200) not null, "idea_id" uuid null, constraint "survey_import_pkey" primary key ("id"));`);
    this.addSql(`alter table "survey_import" add constraint "survey_import_campaign_id_service_response_id_unique" unique ("campaign_id", "service", "response_id");`);
    this.addSql(`create index "survey_import_idea_id_index" on "survey_import" ("idea_id");`);
    this.addSql(`alter table "survey_import" add constraint "survey_import_organisation_id_foreign" foreign key ("organisation_id") references "organisation" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "survey_import" add constraint "survey_import_campaign_id_foreign" foreign key ("campaign_id") references "campaign" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "survey_import" add constraint "survey_import_idea_id_foreign" foreign key ("idea_id") references "idea" ("id") on update cascade on delete set null;`);

    this.addSql(`create table "trello_card" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "organisation_id" uuid not null, "idea_id" uuid not null, "list_id" varchar(100) not null, "card_id" varchar(100) null, constraint "trello_card_pkey" primary key ("id"));`);
    this.addSql(`alter table "trello_card" add constraint "trello_card_idea_id_list_id_unique" unique ("idea_id", "list_id");`);
    this.addSql(`alter table "trello_card" add constraint "trello_card_organisation_id_foreign" foreign key ("organisation_id") references "organisation" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "trello_card" add constraint "trello_card_idea_id_foreign" foreign key ("idea_id") references "idea" ("id") on update cascade on delete cascade;`);

    this.addSql(`create function notify_organisation_changed() returns trigger language plpgsql as $$
      begin
        perform pg_notify('app_events', json_build_object('kind', 'organisation-changed', 'organisationId', old.id)::text);
        return null;
      end $$;`);
    this.addSql(`create trigger organisation_changed after update or delete on organisation for each row execute function notify_organisation_changed();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists organisation_changed on organisation;`);
    this.addSql(`drop function if exists notify_organisation_changed();`);
    this.addSql(`drop table if exists "trello_card" cascade;`);
    this.addSql(`drop table if exists "survey_import" cascade;`);
  }

}
