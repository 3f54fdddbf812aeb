import { Migration } from '@mikro-orm/migrations';

/** The admin users list's indexes: a tab's page in order, the name and e-mail search (trigrams), the extra-field filters (jsonb containment). */
export class Migration20261126033155 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create index "app_user_admin_list_index" on "app_user" ("organisation_id", "status", "created_at" desc, "id" desc);`);
    this.addSql(`create index "app_user_search_index" on "app_user" using gin ((lower(("first_name" || ' ' || "last_name" || ' ' || "email") collate "pg_c_utf8")) gin_trgm_ops);`);
    this.addSql(`create index "app_user_extra_fields_index" on "app_user" using gin ("extra_fields" jsonb_path_ops);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "app_user_admin_list_index";`);
    this.addSql(`drop index "app_user_search_index";`);
    this.addSql(`drop index "app_user_extra_fields_index";`);
  }

}
