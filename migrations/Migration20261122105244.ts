import { Migration } from '@mikro-orm/migrations';

export class Migration20261122105244 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "campaign" add column "trending_median" double precision not null default 0;`);

    this.addSql(`alter table "idea" add column "trending_score" double precision not null default 0;`);
    this.addSql(`create index "idea_campaign_trending_index" on "idea" ("campaign_id", "trending_score", "created_at");`);
    this.addSql(`create index "idea_campaign_popular_index" on "idea" ("campaign_id", "upvote_count", "created_at");`);
    this.addSql(`create index "idea_campaign_feedback_index" on "idea" ("campaign_id", "feedback_count", "created_at");`);
    this.addSql(`create index "idea_campaign_rating_index" on "idea" ("campaign_id", (case when rating_count = 0 then null else rating_sum::float8 / rating_count end) desc nulls last, "created_at" desc);`);
    this.addSql(`create index "idea_campaign_winner_index" on "idea" ("campaign_id", (status = 'WINNER'), "upvote_count", "created_at");`);

    // ARCHITECTURE §7's trending formula, in one place: the trigger, the refresh job and the backfill use it.
    this.addSql(`create function idea_trending_score(upvotes integer, feedback integer, comments integer, created timestamptz, at timestamptz) returns double precision
      language sql immutable parallel safe
      as $$ select (upvotes + 2 * feedback + comments)::float8 / power(greatest(extract(epoch from (at - created))::float8, 0) / 3600 + 2, 1.5) $$;`);
    this.addSql(`create function idea_trending_touch() returns trigger language plpgsql as $$
      begin
        new.trending_score := idea_trending_score(new.upvote_count, new.feedback_count, new.comment_count, new.created_at, now());
        return new;
      end $$;`);
    this.addSql(`create trigger idea_trending_touch before insert or update of upvote_count, feedback_count, comment_count, created_at on idea
      for each row execute function idea_trending_touch();`);
    this.addSql(`update idea set trending_score = idea_trending_score(upvote_count, feedback_count, comment_count, created_at, now());`);
    this.addSql(`update campaign set trending_median = coalesce((select percentile_cont(0.5) within group (order by idea.trending_score) from idea
      where idea.campaign_id = campaign.id and idea.status not in ('DRAFT', 'declined', 'ARCHIVED')), 0);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists idea_trending_touch on idea;`);
    this.addSql(`drop function if exists idea_trending_touch();`);
    this.addSql(`drop function if exists idea_trending_score(integer, integer, integer, timestamptz, timestamptz);`);
    this.addSql(`alter table "campaign" drop column "trending_median";`);

    this.addSql(`drop index "idea_campaign_trending_index";`);
    this.addSql(`drop index "idea_campaign_popular_index";`);
    this.addSql(`drop index "idea_campaign_feedback_index";`);
    this.addSql(`drop index "idea_campaign_rating_index";`);
    this.addSql(`drop index "idea_campaign_winner_index";`);
    this.addSql(`alter table "idea" drop column "trending_score";`);
  }

}
