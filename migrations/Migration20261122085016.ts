import { Migration } from '@mikro-orm/migrations';

export class Migration20261122085016 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "idea_tag" ("idea_id" uuid not null, "tag_id" uuid not null, constraint "idea_tag_pkey" primary key ("idea_id", "tag_id"));`);
    this.addSql(`create index "idea_tag_tag_id_index" on "idea_tag" ("tag_id");`);

    this.addSql(`alter table "idea_tag" add constraint "idea_tag_idea_id_foreign" foreign key ("idea_id") references "idea" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "idea_tag" add constraint "idea_tag_tag_id_foreign" foreign key ("tag_id") references "tag" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "idea_tag" cascade;`);
  }

}
