import { Migration } from '@mikro-orm/migrations';

/** People's interests (spec 3: "user interest tags"): the site's tags a person follows. */
export class Migration20261125040000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "user_tag" ("user_id" uuid not null, "tag_id" uuid not null, constraint "user_tag_pkey" primary key ("user_id", "tag_id"));`);
    this.addSql(`alter table "user_tag" add constraint "user_tag_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "user_tag" add constraint "user_tag_tag_id_foreign" foreign key ("tag_id") references "tag" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "user_tag" cascade;`);
  }

}
